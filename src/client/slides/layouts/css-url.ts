// Pure helpers for frontmatter values that become CSS (no DOM, no deck): unit-tested in tests/unit/layouts.test.ts.

/** `url("…")` for any address: quotes, backslashes and line breaks cannot end the string early. */
export function cssUrl(address: string): string {
  return `url("${address.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/** A colour rather than an image, as Slidev reads `image:` / `background:` (`#123`, `rgb(…)`, `rgba(…)`). */
export function isCssColour(value: string): boolean {
  return /^\s*(#|rgba?\()/i.test(value);
}
