// What is wrong with a slide as shown, in words, found in the page: text outside the slide canvas or
// running into the page number, text under 4.5:1 (3:1 when large) on what is behind it, a box that
// cuts its content off, and code tokens under 4.5:1 (3:1 on the lines a step dims). Shared by the
// layout tests of the talk (layout.test.ts) and of the layouts fixture (layouts.test.ts).

/** Runs in the page: what is wrong with slide `no` as shown now, in words. */
export function problemsOf(no: number): string[] {
  const problems: string[] = [];
  const slide = document.querySelector<HTMLElement>(`.play-view .slide[data-slide="${no}"]`);
  const canvas = slide?.closest<HTMLElement>('.canvas');
  if (!slide || !canvas) return [`slide ${no} is not shown`];
  const box = canvas.getBoundingClientRect();
  const footer = slide.querySelector('.slide-footer')?.getBoundingClientRect();
  const inside = (r: DOMRect) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  /** A computed colour as [r, g, b, alpha], from rgb()/rgba() or color(srgb …) (what color-mix() gives). */
  const rgba = (colour: string): number[] => {
    const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return colour.startsWith('color(') ? [r * 255, g * 255, b * 255, a] : [r, g, b, a];
  };
  /** `top` laid over the opaque colour `below`. */
  const over = (top: number[], below: number[]) => [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (below[i] ?? 0) * (1 - (top[3] ?? 1)));
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = rgba(colour).slice(0, 3).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  /** The opaque colour behind `element`'s text, or null over an image or a gradient (left to the eye). */
  const backdrop = (element: HTMLElement | null): number[] | null => {
    if (!element) return [255, 255, 255];
    const style = getComputedStyle(element);
    if (style.backgroundImage !== 'none') return null;
    const own = rgba(style.backgroundColor);
    if ((own[3] ?? 1) >= 1) return own.slice(0, 3);
    const below = backdrop(element.parentElement);
    return below && (own[3] ?? 0) > 0 ? over(own, below) : below;
  };

  const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      const what = `"${text.slice(0, 40)}"`;
      if (!inside(rect)) problems.push(`${what} runs outside the slide`);
      if (footer && !parent.closest('.slide-footer') && meets(rect, footer)) problems.push(`${what} runs into the page number`);
    }
    // Readable on what is behind it (code is checked on its block below): 4.5:1, or 3:1 for large
    // text (24px, or 18.66px bold, in the canvas's own pixels), opacity on the way up counted.
    const behind = parent.closest('pre') ? null : backdrop(parent);
    if (behind) {
      const style = getComputedStyle(parent);
      let opacity = 1;
      for (let e: HTMLElement | null = parent; e && e !== canvas; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      const [r = 0, g = 0, b = 0, a = 1] = rgba(style.color);
      const seen = over([r, g, b, a * opacity], behind);
      const size = parseFloat(style.fontSize);
      const needed = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) ? 3 : 4.5;
      const ratio = contrast(`rgb(${seen.join(', ')})`, `rgb(${behind.join(', ')})`);
      if (ratio < needed) problems.push(`"${text.slice(0, 40)}" reads at ${ratio.toFixed(2)}:1 on what is behind it, under ${needed}:1`);
    }
  }
  // A box that scrolls or clips its own text (a code block too wide or too tall for its slide).
  for (const element of slide.querySelectorAll<HTMLElement>('pre, table, .layout-content, p, li, h1, h2, h3')) {
    const style = getComputedStyle(element);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
      problems.push(`a ${element.tagName.toLowerCase()} cuts its content off (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`);
    }
  }

  for (const pre of slide.querySelectorAll<HTMLElement>('pre.shiki')) {
    const background = getComputedStyle(pre).backgroundColor;
    for (const span of pre.querySelectorAll<HTMLElement>('.line span')) {
      if (!span.textContent?.trim() || span.children.length > 0) continue;
      const dimmed = !!span.closest('.line-dim');
      const needed = dimmed ? 3 : 4.5;
      const ratio = contrast(getComputedStyle(span).color, background);
      // Opacity on the way up (none today) would fade the text further: counted as a failure.
      let faded = false;
      for (let e: HTMLElement | null = span; e && e !== pre; e = e.parentElement) faded ||= Number(getComputedStyle(e).opacity) < 1;
      if (ratio < needed || faded) problems.push(`code "${span.textContent.trim().slice(0, 30)}"${dimmed ? ' (dimmed)' : ''} reads at ${ratio.toFixed(2)}:1${faded ? ', faded' : ''}, under ${needed}:1`);
    }
  }
  return [...new Set(problems)];
}
