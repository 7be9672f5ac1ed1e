// Files in a build that the build and the deck server agree on, in a module of their own so the
// server can know them without loading the compiler.
import type { DrawingsConfig } from '../shared/types.ts';

/** The speaker notes' chunk: `assets/speaker-notes-<hash>.js`. A static host serves it like any file; the deck server never does. */
export const NOTES_CHUNK_PREFIX = 'speaker-notes-';

/** Whether a build file (its path inside the build, `/`-separated) is the notes chunk or a copy of it (.br, .gz, .map). */
export const isNotesFile = (relative: string): boolean => /(^|\/)speaker-notes-[^/]*$/.test(relative);

/**
 * What the deck server needs to know of the deck it serves, written by the build so the server
 * reads it instead of parsing the Markdown (a dotfile: never served).
 */
export const SERVER_MANIFEST = '.deck-server.json';

export interface ServerManifest {
  slideCount: number;
  drawings: DrawingsConfig;
  /** Origins the slides' images come from besides the deck (see server/headers.ts). */
  imageOrigins: string[];
  /** Monaco editors or Mermaid diagrams on the slides (they bring styles of their own). */
  inlineStyles: boolean;
  /** Origins of the web pages the slides' iframe layouts show (see server/headers.ts); absent in older builds. */
  frameOrigins?: string[];
  /** Origins of the videos and sounds the slides play (see server/headers.ts); absent in older builds. */
  mediaOrigins?: string[];
  /** The speaker notes, for the presenter only (/api/notes). */
  notes: { no: number; html: string }[];
}
