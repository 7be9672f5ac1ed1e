// Names of files in a build that the build and the deck server agree on, in a module of their own
// so the server can know them without loading the compiler.

/** The speaker notes' chunk: `assets/speaker-notes-<hash>.js`. A static host serves it like any file; the deck server never does. */
export const NOTES_CHUNK_PREFIX = 'speaker-notes-';

/** Whether a build file (its path inside the build, `/`-separated) is the notes chunk or a copy of it (.br, .gz, .map). */
export const isNotesFile = (relative: string): boolean => /(^|\/)speaker-notes-[^/]*$/.test(relative);
