// Where the Download PDF link goes: the PDF the build prints into the site (`download: true`), or
// the address the headmatter gives (`download: https://…/talk.pdf`, as Slidev allows); none when off.
import type { DeckConfig } from './types.ts';

export interface PdfLink {
  href: string;
  /** The build's own file: saved under its name. An address elsewhere is simply opened. */
  own: boolean;
}

export function pdfLink(config: Pick<DeckConfig, 'download' | 'exportFilename'>, base: string): PdfLink | null {
  if (config.download === false || config.download === '') return null;
  if (config.download === true) return { href: `${base}${config.exportFilename}.pdf`, own: true };
  return { href: config.download, own: false };
}
