// Colour on the command line: only on a terminal, and never with NO_COLOR set to anything
// (https://no-color.org), so piped output and logs hold no escape codes. Vite and rolldown decide for
// themselves and would colour piped output under CI or FORCE_COLOR: the command line tells them its
// decision through NO_COLOR before it loads them (shareColourChoice).
import { stripVTControlCharacters } from 'node:util';

/** The part of a stream that says whether a person reads it on a terminal. */
interface Stream {
  isTTY?: boolean;
}

export function colourWanted(stream: Stream = process.stdout, env: NodeJS.ProcessEnv = process.env): boolean {
  return !!stream.isTTY && !env.NO_COLOR;
}

const paint = (code: number) => (text: string, colour: boolean) => (colour ? `\x1b[${code}m${text}\x1b[39m` : text);
export const red = paint(31);
export const yellow = paint(33);

/** `error …` as the commands print it, on stderr. */
export const errorLine = (message: string, colour = colourWanted(process.stderr)) => `${red('error', colour)} ${message}`;

/** `warning …` as the commands print it, on stderr. */
export const warningLine = (message: string, colour = colourWanted(process.stderr)) => `${yellow('warning', colour)} ${message}`;

/**
 * Sets NO_COLOR for the tools loaded after this when this process wants no colour (they all read
 * it), and drops FORCE_COLOR, which would contradict it (Node warns when both are set).
 */
export function shareColourChoice(env: NodeJS.ProcessEnv = process.env, stream: Stream = process.stdout): void {
  if (colourWanted(stream, env)) return;
  env.NO_COLOR = '1';
  delete env.FORCE_COLOR;
}

/** Text a tool coloured whatever NO_COLOR says (rolldown's `[CODE]` prefix), plain when colour is off. */
export const plainUnless = (colour: boolean, text: string) => (colour ? text : stripVTControlCharacters(text));
