import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { defaultFavicon } from '../../src/node/favicon.ts';

/** The icon's pixels: its size, and the [r, g, b, a] at (x, y). */
function pixelsOf(url: string) {
  expect(url).toMatch(/^data:image\/png;base64,/);
  const { width, height, data } = PNG.sync.read(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64'));
  return { width, height, at: (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)] };
}

describe('the deck\'s own icon', () => {
  it('is a PNG in the theme colour (a browser draws an SVG icon as a document of its own, on the page\'s main thread)', () => {
    const url = defaultFavicon('#e8590c');
    const icon = pixelsOf(url);
    expect([icon.width, icon.height]).toEqual([64, 64]);
    expect(icon.at(32, 32)).toEqual([0xe8, 0x59, 0x0c, 255]);
    expect(icon.at(32, 1)).toEqual([0xe8, 0x59, 0x0c, 255]);
    expect(url.length).toBeLessThan(1500); // it is in every page's head
  });

  it('has rounded corners: clear at the corner, smoothed along the arc', () => {
    const icon = pixelsOf(defaultFavicon('#36c'));
    const alpha = (x: number, y: number) => icon.at(x, y)[3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(63, 63)).toBe(0);
    expect(alpha(12, 12)).toBe(255);
    const edge = [...Array(12).keys()].map((i) => alpha(i, i) ?? 0);
    expect(edge.some((a) => a > 0 && a < 255)).toBe(true);
  });

  it('keeps a colour that is not written in hex, drawn as an SVG that reads it', () => {
    const url = defaultFavicon('rebeccapurple');
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(url)).toContain('fill="rebeccapurple"');
  });

  it('reads the short and the translucent hex forms', () => {
    expect(pixelsOf(defaultFavicon('#0f0')).at(32, 32)).toEqual([0, 255, 0, 255]);
    expect(pixelsOf(defaultFavicon('#00ff0080')).at(32, 32)).toEqual([0, 255, 0, 0x80]);
  });
});
