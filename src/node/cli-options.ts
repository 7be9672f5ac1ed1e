// How the command line reads its flags and arguments: a port, a host, the talk's Markdown file given
// without a command (`deck slides.md`, as `slidev slides.md`), and help that says what a flag does.
import type { Command } from 'cac';

/** `--host` alone means every interface (as Vite's does); with a value, that address. */
export const hostOf = (value: string | boolean | undefined) => (value === true || value === '' ? '0.0.0.0' : typeof value === 'string' ? value : '127.0.0.1');

export function portOf(value: string | number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(value ?? env.PORT ?? 3030);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a whole number from 0 to 65535, got ${String(value ?? env.PORT)}`);
  return port;
}

/** Whether the first argument, where a command would be, is a talk's Markdown file rather than a mistyped command. */
export const isMarkdownFile = (arg: string) => /\.(md|markdown)$/i.test(arg);

/**
 * cac gives every `--no-x` flag the default true and prints "(default: true)" after it, which reads
 * as if the flag were on. Without that default, the option is false when the flag is given and
 * undefined otherwise, which every command reads as "not given".
 */
export function withoutNegatedDefaults(command: Command): Command {
  for (const option of command.options) if (option.negated && option.config.default === true) option.config.default = undefined;
  return command;
}
