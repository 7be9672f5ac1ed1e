// Reads the pixels of a screenshot (pngjs), for tests that look at rows of it.
import { PNG } from 'pngjs';

export interface Pixels {
  width: number;
  height: number;
  /** The colour at (x, y) as [r, g, b]. */
  at: (x: number, y: number) => [number, number, number];
}

export function decodePng(png: Buffer): Pixels {
  const { width, height, data } = PNG.sync.read(png); // RGBA, 8 bits a channel, whatever the file held
  return {
    width,
    height,
    at: (x, y) => {
      const i = (y * width + x) * 4;
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    },
  };
}

/** The distinct colours of a region of a page's screenshot (CSS pixels at the page's own scale). */
export async function coloursIn(page: { screenshot: (options: { clip: { x: number; y: number; width: number; height: number } }) => Promise<Buffer> }, clip: { x: number; y: number; width: number; height: number }): Promise<Set<string>> {
  const pixels = decodePng(await page.screenshot({ clip }));
  const colours = new Set<string>();
  for (let y = 0; y < pixels.height; y++) for (let x = 0; x < pixels.width; x++) colours.add(`rgb(${pixels.at(x, y).join(', ')})`);
  return colours;
}
