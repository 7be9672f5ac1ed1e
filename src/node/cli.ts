#!/usr/bin/env node
// The deck's command line (`deck`, `npm start`): dev, build, serve, export, revoke-sessions, each on
// a talk's Markdown file (its folder is the talk's root); `deck` alone or with a Markdown file starts
// the dev server, as `slidev` does. Each command loads its own modules when it runs, so `serve` on an
// up-to-date build never loads the compiler.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cac, type Command } from 'cac';
import { hostOf, isMarkdownFile, portOf, withoutNegatedDefaults } from './cli-options.ts';
import { errorLine, shareColourChoice } from './colour.ts';
import { openBrowser } from './open-browser.ts';
import { engineDir } from './paths.ts';
import { parseOrigins } from './server/origin.ts';
import { folderOf, talkOf } from './talk.ts';

// Before Vite or rolldown loads: they colour piped output under CI or FORCE_COLOR unless told not to.
shareColourChoice();

const cli = cac('deck');
const HOST_HELP = 'Address to listen on; alone, every interface (the LAN can join)';
const ENTRY_HELP = 'The talk\'s Markdown file (default: slides.md); its folder is the talk\'s root (public/, fonts, stylesheet, .env, vite.config.ts)';
const PORT_HELP = 'Port to listen on (default: $PORT or 3030; the next free one if taken)';
const COMMANDS = 'dev, build, export, serve, revoke-sessions';

cli.option('--debug', 'Also print what Vite and rolldown report (each file built, plugin timings, hot updates)');

interface ServerFlags {
  port?: string | number;
  host?: string | boolean;
  open?: boolean;
  strictPort?: boolean;
  slides?: string;
  debug?: boolean;
}

/** The dev server's flags and action, for `deck dev` and for `deck` alone or with a Markdown file (`asDefault`). */
function devCommand(command: Command, asDefault = false): Command {
  return command
    .option('-p, --port <port>', PORT_HELP)
    .option('--host [host]', HOST_HELP)
    .option('-o, --open', 'Open the deck in the browser')
    .option('--strict-port', 'Stop if the port is taken instead of trying the next one')
    .option('--password <password>', 'Presenter password (default: $DECK_PASSWORD)')
    .option('--slides <file>', ENTRY_HELP)
    .action(async (entry: string | undefined, opts: ServerFlags & { password?: string }) => {
      // Where a command goes, anything but a Markdown file is a mistyped command, not a talk.
      if (asDefault && entry !== undefined && !isMarkdownFile(entry)) throw new Error(`unknown command "${entry}" (the commands are ${COMMANDS}; or give a talk's Markdown file: deck slides.md)`);
      const { startDev } = await import('./commands/dev.ts');
      await startDev({
        ...talkOf(entry ?? opts.slides),
        host: hostOf(opts.host),
        port: portOf(opts.port),
        open: opts.open,
        nextFreePort: !opts.strictPort,
        password: opts.password ?? process.env.DECK_PASSWORD,
        debug: opts.debug,
      });
    });
}

devCommand(cli.command('[entry]', 'Start the dev server, as `deck dev` does (`deck`, `deck slides.md`)').usage('[command] [entry] [options]'), true);
devCommand(cli.command('dev [entry]', 'Start the Vite dev server with hot reload and live sync'));

cli
  .command('build [entry]', 'Build a static site (default: dist/ beside the Markdown file)')
  .option('--base <path>', 'Base path the site is served under', { default: '/' })
  .option('--out <dir>', 'Output folder')
  .option('--slides <file>', ENTRY_HELP)
  .option('--no-pdf', 'Skip the PDF that `download: true` puts into the build')
  .option('--strict', 'Fail, without the PDF, when a slide of the PDF shows an error card (default: print it as it shows, with a warning)')
  .action(async (entry: string | undefined, opts: { base: string; out?: string; slides?: string; pdf?: boolean; strict?: boolean; debug?: boolean }) => {
    const talk = talkOf(entry ?? opts.slides);
    const { buildDeck } = await import('./commands/build.ts');
    await buildDeck({ ...talk, base: opts.base, out: folderOf(opts.out, talk, 'dist'), pdf: opts.pdf, force: true, strict: opts.strict, debug: opts.debug });
  });

cli
  .command('export [entry]', 'Export the deck to PDF (or PNG images) through Chrome or Chromium; builds first if needed')
  .option('--output <file>', 'File to write (default: <exportFilename>.pdf from the headmatter, beside the Markdown file; a folder for --format png)')
  .option('--format <format>', 'pdf, or png for one image per page', { default: 'pdf' })
  .option('--with-clicks', 'One page per click step, numbered 007-02')
  .option('--with-notes', 'Also write the speaker notes, as <output>.notes.md')
  .option('--range <slides>', 'Slides to export, e.g. 1-5,8')
  .option('--dark', 'Dark colour scheme')
  .option('--executable-path <path>', 'The Chrome or Chromium to use (default: $CHROME_PATH, then the usual places on Linux, macOS and Windows)')
  .option('--timeout <ms>', 'How long to wait for every page to render', { default: 30_000 })
  .option('--base <path>', 'Base path of the build', { default: '/' })
  .option('--out <dir>', 'Folder of the built site (default: dist/ beside the Markdown file)')
  .option('--no-build', 'Print the build in --out as it is, without checking that it is up to date')
  .option('--strict', 'Write nothing and fail when a slide shows an error card (default: export it as it shows, with a warning)')
  .option('--slides <file>', ENTRY_HELP)
  .action(
    async (
      entry: string | undefined,
      opts: { output?: string; format: string; withClicks?: boolean; withNotes?: boolean; range?: string | number; dark?: boolean; executablePath?: string; timeout: string | number; base: string; out?: string; build?: boolean; strict?: boolean; slides?: string; debug?: boolean },
    ) => {
      const timeout = Number(opts.timeout);
      if (!Number.isFinite(timeout) || timeout <= 0) throw new Error(`--timeout must be a positive number of milliseconds, got ${String(opts.timeout)}`);
      if (opts.format !== 'pdf' && opts.format !== 'png') throw new Error(`--format must be pdf or png, got ${opts.format}`);
      const talk = talkOf(entry ?? opts.slides);
      const { exportDeck } = await import('./commands/export.ts'); // brings Chromium's driver in only for this command
      await exportDeck({
        ...talk,
        output: opts.output === undefined ? undefined : path.resolve(opts.output),
        format: opts.format,
        withClicks: opts.withClicks,
        withNotes: opts.withNotes,
        range: opts.range === undefined ? undefined : String(opts.range),
        dark: opts.dark,
        executablePath: opts.executablePath,
        timeout,
        base: opts.base,
        out: folderOf(opts.out, talk, 'dist'),
        build: opts.build,
        strict: opts.strict,
        debug: opts.debug,
      });
    },
  );

cli
  .command('serve [entry]', 'Build if needed, then serve the deck with live sync')
  .option('-p, --port <port>', PORT_HELP)
  .option('--host [host]', HOST_HELP)
  .option('-o, --open', 'Open the deck in the browser')
  .option('--strict-port', 'Stop if the port is taken instead of trying the next one')
  .option('--out <dir>', 'Folder of the built site (default: dist/ beside the Markdown file)')
  .option('--slides <file>', ENTRY_HELP)
  .option('--password <password>', 'Presenter password (default: $DECK_PASSWORD); without one anyone may present')
  .option('--allowed-origin <origins>', 'Other origins whose pages may present, e.g. a reverse proxy\'s https://talk.example.com (comma-separated; default: $DECK_ALLOWED_ORIGINS)')
  .option('--frame-ancestors <origins>', 'Other origins whose pages may show the deck in a frame (comma-separated; default: $DECK_FRAME_ANCESTORS)')
  .option('--state-dir <dir>', 'Where questions, votes and polls are kept without Redis (default: $DECK_STATE_DIR or node_modules/.cache/deck-server beside the Markdown file)')
  .option('--no-pdf', 'Skip the PDF that `download: true` puts into the build')
  .action(async (entry: string | undefined, opts: ServerFlags & { out?: string; password?: string; allowedOrigin?: string; frameAncestors?: string; stateDir?: string; pdf?: boolean }) => {
    const talk = talkOf(entry ?? opts.slides);
    const deck = await (await import('./commands/serve.ts')).serveDeck({
      ...talk,
      host: hostOf(opts.host),
      port: portOf(opts.port),
      nextFreePort: !opts.strictPort,
      out: folderOf(opts.out, talk, 'dist'),
      pdf: opts.pdf,
      stateDir: opts.stateDir ?? process.env.DECK_STATE_DIR,
      password: opts.password ?? process.env.DECK_PASSWORD,
      redisUrl: process.env.REDIS_URL,
      allowedOrigins: parseOrigins(opts.allowedOrigin ?? process.env.DECK_ALLOWED_ORIGINS),
      frameAncestors: parseOrigins(opts.frameAncestors ?? process.env.DECK_FRAME_ANCESTORS),
      debug: opts.debug,
    });
    if (opts.open) openBrowser(`${deck.url}#/1`);
    // Stopped by a service manager (SIGTERM) or Ctrl-C: the room and the drawings are kept first
    // (a second signal stops at once).
    const stop = (signal: NodeJS.Signals) => {
      console.log(`${signal}: keeping the room and the drawings, then stopping`);
      process.once(signal, () => process.exit(1));
      void deck.close().then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(`could not stop cleanly: ${err instanceof Error ? err.message : String(err)}`);
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });

cli
  .command('revoke-sessions', 'Sign every presenter out: their tokens stop working on every server of this deployment')
  .option('--state-dir <dir>', 'The state folder the servers were given (default: $DECK_STATE_DIR or node_modules/.cache/deck-server here)')
  .action(async (opts: { stateDir?: string }) => {
    const { fileSecrets, redisSecrets, secretFile } = await import('./server/secrets.ts');
    const redisUrl = process.env.REDIS_URL;
    const stateDir = opts.stateDir ?? process.env.DECK_STATE_DIR;
    const store = redisUrl ? redisSecrets(redisUrl) : fileSecrets(stateDir ? path.join(path.resolve(stateDir), 'secret') : secretFile(process.cwd()));
    try {
      await store.rotate();
    } finally {
      await store.close();
    }
    console.log(`every presenter session is signed out (running servers notice within seconds); the presenter logs in again with the password`);
  });

for (const command of cli.commands) withoutNegatedDefaults(command);
cli.help();
cli.version((JSON.parse(readFileSync(path.join(engineDir, 'package.json'), 'utf8')) as { version: string }).version);

try {
  // With --help or --version, cac has printed them and matched no command.
  cli.parse(process.argv, { run: false });
  if (cli.matchedCommand) await cli.runMatchedCommand();
} catch (err) {
  console.error(errorLine(err instanceof Error ? err.message : String(err)));
  process.exitCode = 1;
}
