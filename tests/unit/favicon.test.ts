import { describe, expect, it } from 'vitest';
import { defaultFavicon } from '../../src/node/favicon.ts';
import { decodePng } from '../support/png.ts';
import { PNG } from 'pngjs';

const pngOf = (url: string) => Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');

describe('the deck\'s own icon', () => {
  it('is a PNG in the theme colour (a browser draws an SVG icon as a document of its own, on the page\'s main thread)', () => {
    const url = defaultFavicon('#e8590c');
    expect(url).toMatch(/^data:image\/png;base64,/);
    const pixels = decodePng(pngOf(url));
    expect([pixels.width, pixels.height]).toEqual([64, 64]);
    expect(pixels.at(32, 32)).toEqual([0xe8, 0x59, 0x0c]);
    expect(pixels.at(32, 1)).toEqual([0xe8, 0x59, 0x0c]);
    expect(url.length).toBeLessThan(1500); // it is in every page's head
  });

  it('has rounded corners: clear at the corner, smoothed along the arc', () => {
    const { data, width } = PNG.sync.read(pngOf(defaultFavicon('#36c')));
    const alpha = (x: number, y: number) => data[(y * width + x) * 4 + 3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(63, 63)).toBe(0);
    expect(alpha(12, 12)).toBe(255);
    const edge = [...Array(12).keys()].map((i) => alpha(i, i));
    expect(edge.some((a) => a !== undefined && a > 0 && a < 255)).toBe(true);
  });

  it('keeps a colour that is not written in hex, drawn as an SVG that reads it', () => {
    const url = defaultFavicon('rebeccapurple');
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(url)).toContain('fill="rebeccapurple"');
  });

  it('reads the short and the translucent hex forms', () => {
    expect(decodePng(pngOf(defaultFavicon('#0f0'))).at(32, 32)).toEqual([0, 255, 0]);
    const { data } = PNG.sync.read(pngOf(defaultFavicon('#00ff0080')));
    expect(data[(32 * 64 + 32) * 4 + 3]).toBe(0x80);
  });
});
