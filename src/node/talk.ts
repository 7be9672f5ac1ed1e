// Which talk a command works on: its Markdown file (the command's entry, e.g. `deck dev talk.md`, or
// --slides, or slides.md) and the folder that holds it, the talk's root: its public/, fonts,
// stylesheet, .env and vite.config.ts are looked for there, as Slidev does.
import path from 'node:path';

export interface Talk {
  /** The talk's folder, absolute. */
  root: string;
  /** The Markdown file, relative to root. */
  slides: string;
}

export function talkOf(entry = 'slides.md'): Talk {
  const file = path.resolve(entry);
  return { root: path.dirname(file), slides: path.basename(file) };
}

/** A folder given on the command line is the user's, relative to where they are; the default is the talk's. */
export const folderOf = (given: string | undefined, talk: Talk, fallback: string): string => (given ? path.resolve(given) : path.join(talk.root, fallback));
