// Reads the pixels of a PNG as Chromium writes its screenshots (8 bits a channel, RGB or RGBA, not
// interlaced), with Node's zlib alone: enough for tests that look at rows of a screenshot.
import { inflateSync } from 'node:zlib';

export interface Pixels {
  width: number;
  height: number;
  /** The colour at (x, y) as [r, g, b]. */
  at: (x: number, y: number) => [number, number, number];
}

/** The paeth predictor of the PNG specification (filter type 4). */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function decodePng(png: Buffer): Pixels {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error(`unsupported PNG (depth ${depth}, colour type ${colour}, interlace ${interlace})`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? (out[y * stride + i - channels] ?? 0) : 0;
      const up = y > 0 ? (out[(y - 1) * stride + i] ?? 0) : 0;
      const upLeft = y > 0 && i >= channels ? (out[(y - 1) * stride + i - channels] ?? 0) : 0;
      const value = line[i] ?? 0;
      const predicted = filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : filter === 4 ? paeth(left, up, upLeft) : 0;
      out[y * stride + i] = (value + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    at: (x, y) => {
      const i = y * stride + x * channels;
      return [out[i] ?? 0, out[i + 1] ?? 0, out[i + 2] ?? 0];
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
