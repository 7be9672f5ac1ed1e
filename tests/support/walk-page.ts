// The walker's code that runs in the page (tests/support/walk.ts): plain JavaScript in strings, run as
// written, so no transpiler's helpers reach the page. One waits for a slide to settle, the other says
// what the slide shows: its card, layout, visible text (into open shadow roots), drawings and images,
// background images, and what sticks out of the canvas.

/** What factsScript returns. */
export interface PageFacts {
  found: boolean;
  layout: string | null;
  dataLayout: string | null;
  card: string | null;
  text: string;
  media: number;
  overflow: string[];
  brokenImages: string[];
}

// Waits (bounded by the caller) for fonts, images and finite animations, so what is measured is what stays.
export const settleScript = `(async () => {
  await document.fonts.ready;
  await Promise.all([...document.querySelectorAll('.slide:not(.slide-ahead) img')].map((img) => { img.loading = 'eager'; return img.decode().catch(() => {}); }));
  await Promise.all(document.getAnimations()
    .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
    .map((a) => a.finished.catch(() => {})));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
})()`;

export const factsScript = (no: number) => `(() => {
  const slide = document.querySelector('.slide[data-slide="${no}"]:not(.slide-ahead)');
  const facts = { found: !!slide, layout: null, dataLayout: null, card: null, text: '', media: 0, overflow: [], brokenImages: [] };
  if (!slide) return facts;
  facts.dataLayout = slide.getAttribute('data-layout');
  const card = slide.querySelector('.error-card');
  if (card) {
    const place = (card.querySelector('.error-card-place')?.textContent ?? '').trim();
    const message = (card.querySelector('.error-card-message')?.textContent ?? '').trim();
    facts.card = (place ? place + ': ' : '') + message;
  }
  const root = slide.querySelector('.layout');
  if (root) facts.layout = [...root.classList].find((c) => c.startsWith('layout-') && c !== 'layout-content')?.slice(7) ?? null;
  const box = card ? card : root;
  if (!box) return facts;
  const canvas = (slide.closest('.canvas') ?? slide).getBoundingClientRect();
  const scale = canvas.width / ((slide.closest('.canvas') ?? slide).offsetWidth || canvas.width);
  // The parent, across a shadow root's boundary to its host.
  const up = (node) => node.parentElement ?? (node.parentNode instanceof ShadowRoot ? node.parentNode.host : null);
  const opacityOf = (el) => {
    let o = 1;
    for (let e = el; e && e !== slide.parentElement; e = up(e)) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  // The part of a rectangle its clipping ancestors (overflow other than visible) let through, up to
  // (not including) \`top\`: the slide's own clipping is what overflow is measured against.
  const clipped = (el, r, top) => {
    let { left, right, bottom } = r;
    let upper = r.top;
    for (let e = up(el); e && e !== top; e = up(e)) {
      const cs = getComputedStyle(e);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const c = e.getBoundingClientRect();
      if (cs.overflowX !== 'visible') { left = Math.max(left, c.left); right = Math.min(right, c.right); }
      if (cs.overflowY !== 'visible') { upper = Math.max(upper, c.top); bottom = Math.min(bottom, c.bottom); }
    }
    return { left, top: upper, right, bottom };
  };
  const some = (r) => r.right - r.left > 0.5 && r.bottom - r.top > 0.5;
  const onCanvas = (r) => Math.min(r.right, canvas.right) - Math.max(r.left, canvas.left) > 0.5 && Math.min(r.bottom, canvas.bottom) - Math.max(r.top, canvas.top) > 0.5;
  let overflowing = 0;
  // Whether an element (or text in it) shows: its part inside the canvas, or null. Sticking out of the
  // canvas (clipped there or not; scrolling boxes inside the slide excepted) is noted as overflow.
  const seen = (el, rect, what) => {
    if (rect.width * rect.height === 0) return null;
    if (getComputedStyle(el).visibility !== 'visible' || opacityOf(el) < 0.05) return null;
    const inner = clipped(el, rect, box);
    if (!some(inner)) return null;
    const past = [['left', canvas.left - inner.left], ['right', inner.right - canvas.right], ['top', canvas.top - inner.top], ['bottom', inner.bottom - canvas.bottom]]
      .filter(([, by]) => by > 1.5)
      .map(([side, by]) => Math.round(by / scale) + ' px past the ' + side);
    if (past.length && overflowing++ < 3) facts.overflow.push(what + ' ' + past.join(', '));
    const r = clipped(el, rect, slide.parentElement);
    return some(r) && onCanvas(r) ? r : null;
  };
  const skip = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
  // Every node under the box in document order, into open shadow roots too (a diagram may draw there).
  const nodes = [];
  const collect = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
      acceptNode: (n) => n.nodeType === 1 && skip.has(n.tagName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      nodes.push(n);
      if (n.nodeType === 1 && n.shadowRoot) collect(n.shadowRoot);
    }
  };
  if (box.shadowRoot) collect(box.shadowRoot);
  collect(box);
  const elements = [box, ...nodes.filter((n) => n.nodeType === 1)];
  const parts = [];
  let lastParent = null;
  for (const n of nodes) {
    if (n.nodeType === 1) {
      if (n.tagName === 'BR') parts.push(' ');
      continue;
    }
    if (!n.data.trim()) continue;
    const el = up(n);
    const range = document.createRange();
    range.selectNodeContents(n);
    if (!seen(el, range.getBoundingClientRect(), 'text “' + n.data.trim().slice(0, 40) + '”')) continue;
    if (lastParent && lastParent !== el) parts.push(' ');
    parts.push(n.data);
    lastParent = el;
  }
  facts.text = parts.join('').replace(/\\s+/g, ' ').trim();
  for (const el of elements.filter((e) => e.matches('img, svg, iframe, video, canvas, object, embed'))) {
    if (el.tagName === 'IMG' && el.complete && el.naturalWidth === 0) facts.brokenImages.push(el.getAttribute('src') ?? '?');
    if (up(el)?.closest('svg')) continue; // a part of a drawing counts with its drawing
    if (seen(el, el.getBoundingClientRect(), el.tagName.toLowerCase())) facts.media++;
  }
  for (const el of elements) {
    if (!/url\\(/.test(getComputedStyle(el).backgroundImage)) continue;
    if (seen(el, el.getBoundingClientRect(), 'background image')) facts.media++;
  }
  if (overflowing > 3) facts.overflow.push('and ' + (overflowing - 3) + ' more');
  return facts;
})()`;
