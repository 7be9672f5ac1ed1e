// A stand-in for the deck's text font while its file is on its way: a face every machine has (Arial,
// or one of its metric twins) scaled to the text font's metrics, as next/font and fontaine do. The
// first paint shows the slide at once in it, and when the real font arrives the text keeps its lines
// and its boxes: no layout shift, so nothing has to wait for the font.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromBuffer } from '@capsizecss/unpack';

/**
 * Arial and the faces drawn to its metrics, by the names `local()` finds them under: the regular for
 * light and normal text, the bold for semibold and bold (a regular made bold by the browser is heavier).
 * Each is scaled by the text font's file of about that weight against Arimo's (Arial's metric twin).
 * Arial is on Windows, macOS and iOS; Liberation Sans on most Linux desktops; Arimo on ChromeOS. Each
 * name tried and missing is a request to the browser's process before the first paint (Chromium on
 * Linux), so no name that those machines would all miss is tried (Helvetica was).
 */
const STAND_INS = [
  { weights: '100 549', local: ['Arial', 'Liberation Sans', 'Arimo'], fontFiles: [400], arialFile: 400 },
  { weights: '550 900', local: ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold'], fontFiles: [600, 700], arialFile: 700 },
];

/** What of a font's metrics the stand-in is sized by. */
type Metrics = Pick<Awaited<ReturnType<typeof fromBuffer>>, 'ascent' | 'descent' | 'lineGap' | 'unitsPerEm' | 'xWidthAvg'>;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The stand-in face's family name for a text font. */
export const fallbackFamily = (family: string) => `${family} fallback`;

/**
 * An @font-face rule of the stand-in: `font` is the text font's metrics, `arial` those of the local
 * face it is drawn with. Widths are matched on the average of latin text, heights exactly.
 */
export function fallbackFace(family: string, font: Metrics, arial: Metrics, local: readonly string[], weights: string): string {
  const scale = font.xWidthAvg / font.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
  const em = font.unitsPerEm * scale;
  return [
    '@font-face {',
    `  font-family: '${fallbackFamily(family)}';`,
    `  src: ${local.map((name) => `local('${name}')`).join(', ')};`,
    `  font-weight: ${weights};`,
    `  size-adjust: ${percent(scale)};`,
    `  ascent-override: ${percent(font.ascent / em)};`,
    `  descent-override: ${percent(Math.abs(font.descent) / em)};`,
    `  line-gap-override: ${percent(font.lineGap / em)};`,
    '}',
  ].join('\n');
}

/** The metrics of a Fontsource family's latin file of the first of `weights` it has, or null. */
async function metricsOf(dir: string, weights: readonly number[]): Promise<Metrics | null> {
  for (const weight of weights) {
    try {
      return await fromBuffer(await readFile(path.join(dir, 'files', `${path.basename(dir)}-latin-${weight}-normal.woff2`)));
    } catch {
      // not in that weight
    }
  }
  return null;
}

/** The stand-in's rules for a Fontsource family (in `fontDir`; Arimo's files in `arimoDir`); '' when it has no regular latin file. */
export async function fallbackFaceFor(family: string, fontDir: string, arimoDir: string): Promise<string> {
  const faces = await Promise.all(
    STAND_INS.map(async ({ weights, local, fontFiles, arialFile }) => {
      const [font, arial] = await Promise.all([metricsOf(fontDir, fontFiles), metricsOf(arimoDir, [arialFile])]);
      return font && arial ? fallbackFace(family, font, arial, local, weights) : '';
    }),
  );
  // Without a regular stand-in there is none: the generic family after it is drawn.
  return faces[0] ? faces.filter(Boolean).join('\n') : '';
}
