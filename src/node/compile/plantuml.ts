// PlantUML's text encoding, as its servers read it in /svg/{encoded}: the diagram's UTF-8 text,
// deflated (raw, no zlib header), then written 6 bits at a time in PlantUML's own base64 alphabet.
import { deflateRawSync, inflateRawSync } from 'node:zlib';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';

export function encodePlantUml(text: string): string {
  const data = deflateRawSync(Buffer.from(text, 'utf8'), { level: 9 });
  let out = '';
  for (let i = 0; i < data.length; i += 3) {
    const [b1 = 0, b2 = 0, b3 = 0] = [data[i], data[i + 1], data[i + 2]];
    out += ALPHABET[b1 >> 2];
    out += ALPHABET[((b1 & 0x3) << 4) | (b2 >> 4)];
    out += ALPHABET[((b2 & 0xf) << 2) | (b3 >> 6)];
    out += ALPHABET[b3 & 0x3f];
  }
  return out;
}

/** The diagram text back from an encoded path segment (for tests and test doubles of a server). */
export function decodePlantUml(encoded: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i += 4) {
    const [c1, c2, c3, c4] = [0, 1, 2, 3].map((k) => {
      const value = ALPHABET.indexOf(encoded[i + k] ?? '0');
      if (value < 0) throw new Error(`"${encoded[i + k]}" is not in PlantUML's encoding alphabet`);
      return value;
    }) as [number, number, number, number];
    bytes.push((c1 << 2) | (c2 >> 4), ((c2 & 0xf) << 4) | (c3 >> 2), ((c3 & 0x3) << 6) | c4);
  }
  // The last group may carry padding bytes after the end of the deflate stream; inflate stops at its end.
  return inflateRawSync(Buffer.from(bytes)).toString('utf8');
}

/** The image URL of a diagram on a PlantUML server, e.g. https://www.plantuml.com/plantuml/svg/SyfF… */
export function plantUmlUrl(server: string, text: string): string {
  return `${server.replace(/\/+$/, '')}/svg/${encodePlantUml(text)}`;
}
