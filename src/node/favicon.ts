// The deck's own icon, when the talk names none: a rounded square in the theme colour, as a PNG in
// the page. Not an SVG: a browser fetches a page's icon through the page's renderer, and an SVG icon is
// drawn there as a document of its own: on a 4×-slowed phone, a task of 90–220 ms on the main thread,
// twice in a load's first two seconds, which a swipe made then waited behind.
import { PNG } from 'pngjs';

const SIZE = 64; // px: sharp at 32 px on a 2× screen
const RADIUS = 12; // px: 3 of 16, the corners the icon always had
const SAMPLES = 4; // per pixel side: the corners' edge is smoothed, not stepped

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as [r, g, b, a] (0–255); null for any other colour. */
function hexColour(colour: string): [number, number, number, number] | null {
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : (hex.match(/../g) ?? []);
  const [r = 0, g = 0, b = 0, a = 255] = digits.map((pair) => parseInt(pair, 16));
  return [r, g, b, a];
}

/** How much of the pixel at (x, y) the rounded square covers, 0–1. */
function coverage(x: number, y: number): number {
  let inside = 0;
  for (let i = 0; i < SAMPLES; i++) {
    for (let j = 0; j < SAMPLES; j++) {
      const px = x + (i + 0.5) / SAMPLES;
      const py = y + (j + 0.5) / SAMPLES;
      // Distance past the inner square whose corners are the arcs' centres.
      const dx = Math.max(RADIUS - px, 0, px - (SIZE - RADIUS));
      const dy = Math.max(RADIUS - py, 0, py - (SIZE - RADIUS));
      if (dx * dx + dy * dy <= RADIUS * RADIUS) inside++;
    }
  }
  return inside / (SAMPLES * SAMPLES);
}

/**
 * The icon's address: a data: URL of a PNG in `colour`. A colour other than a hex one (a name, rgb(),
 * oklch()) is drawn as an SVG, which reads any CSS colour, at that SVG's cost.
 */
export function defaultFavicon(colour: string): string {
  const rgba = hexColour(colour);
  if (!rgba) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="${colour}"/></svg>`;
    return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  }
  const png = new PNG({ width: SIZE, height: SIZE });
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const at = (y * SIZE + x) * 4;
      png.data[at] = rgba[0];
      png.data[at + 1] = rgba[1];
      png.data[at + 2] = rgba[2];
      png.data[at + 3] = Math.round(rgba[3] * coverage(x, y));
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}
