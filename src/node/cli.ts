#!/usr/bin/env node
// The deck's command line: dev, build, serve, export, revoke-sessions. Each command loads its own
// modules when it runs, so `serve` on an up-to-date build never loads the compiler.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cac } from 'cac';
import { engineDir } from './paths.ts';
import { parseOrigins } from './server/origin.ts';

const cli = cac('deck');
const port = () => Number(process.env.PORT ?? 3030);
/** `--host` alone means every interface (as Vite's does); with a value, that address. */
const hostOf = (value: string | boolean | undefined) => (value === true || value === '' ? '0.0.0.0' : typeof value === 'string' ? value : '127.0.0.1');
const HOST_HELP = 'Address to listen on; alone, every interface (the LAN can join)';

cli
  .command('dev', 'Start the Vite dev server with hot reload')
  .option('--port <port>', 'Port to listen on (default: $PORT or 3030)')
  .option('--host [host]', HOST_HELP)
  .option('--slides <file>', 'The deck\'s Markdown file', { default: 'slides.md' })
  .action(async (opts: { port?: number; host?: string | boolean; slides: string }) => {
    const { startDev } = await import('./commands/dev.ts');
    await startDev({ ...opts, host: hostOf(opts.host), port: opts.port ?? port() });
  });

cli
  .command('build', 'Build a static site into dist/')
  .option('--base <path>', 'Base path the site is served under', { default: '/' })
  .option('--out <dir>', 'Output folder', { default: 'dist' })
  .option('--slides <file>', 'The deck\'s Markdown file', { default: 'slides.md' })
  .option('--no-pdf', 'Skip the PDF that `download: true` puts into the build')
  .action(async (opts: { base: string; out: string; slides: string; pdf: boolean }) => {
    const { buildDeck } = await import('./commands/build.ts');
    await buildDeck({ ...opts, force: true });
  });

cli
  .command('export', 'Export the deck to PDF through Chromium (builds first if needed)')
  .option('--output <file>', 'PDF file to write (default: <exportFilename>.pdf from the headmatter)')
  .option('--with-clicks', 'One page per click step, numbered 007-02')
  .option('--range <slides>', 'Slides to export, e.g. 1-5,8')
  .option('--dark', 'Dark colour scheme')
  .option('--timeout <ms>', 'How long to wait for every page to render', { default: 30_000 })
  .option('--base <path>', 'Base path of the build', { default: '/' })
  .option('--out <dir>', 'Folder of the built site', { default: 'dist' })
  .option('--no-build', 'Print the build in --out as it is, without checking that it is up to date')
  .option('--slides <file>', 'The deck\'s Markdown file', { default: 'slides.md' })
  .action(async (opts: { output?: string; withClicks?: boolean; range?: string | number; dark?: boolean; timeout: string | number; base: string; out: string; build: boolean; slides: string }) => {
    const timeout = Number(opts.timeout);
    if (!Number.isFinite(timeout) || timeout <= 0) throw new Error(`--timeout must be a positive number of milliseconds, got ${String(opts.timeout)}`);
    const { exportDeck } = await import('./commands/export.ts'); // brings Chromium's driver in only for this command
    await exportDeck({ ...opts, range: opts.range === undefined ? undefined : String(opts.range), timeout });
  });

cli
  .command('serve', 'Build if needed, then serve the deck')
  .option('--port <port>', 'Port to listen on (default: $PORT or 3030)')
  .option('--host [host]', HOST_HELP)
  .option('--out <dir>', 'Folder of the built site', { default: 'dist' })
  .option('--slides <file>', 'The deck\'s Markdown file', { default: 'slides.md' })
  .option('--password <password>', 'Presenter password (default: $DECK_PASSWORD); without one anyone may present')
  .option('--allowed-origin <origins>', 'Other origins whose pages may present, e.g. a reverse proxy\'s https://talk.example.com (comma-separated; default: $DECK_ALLOWED_ORIGINS)')
  .option('--frame-ancestors <origins>', 'Other origins whose pages may show the deck in a frame (comma-separated; default: $DECK_FRAME_ANCESTORS)')
  .option('--state-dir <dir>', 'Where questions, votes and polls are kept without Redis (default: $DECK_STATE_DIR or node_modules/.cache/deck-server)')
  .option('--no-pdf', 'Skip the PDF that `download: true` puts into the build')
  .action(async (opts: { port?: number; host?: string | boolean; out: string; slides: string; password?: string; allowedOrigin?: string; frameAncestors?: string; stateDir?: string; pdf: boolean }) =>
    (await import('./commands/serve.ts')).serveDeck({
      ...opts,
      host: hostOf(opts.host),
      port: opts.port ?? port(),
      stateDir: opts.stateDir ?? process.env.DECK_STATE_DIR,
      password: opts.password ?? process.env.DECK_PASSWORD,
      redisUrl: process.env.REDIS_URL,
      allowedOrigins: parseOrigins(opts.allowedOrigin ?? process.env.DECK_ALLOWED_ORIGINS),
      frameAncestors: parseOrigins(opts.frameAncestors ?? process.env.DECK_FRAME_ANCESTORS),
    }),
  );

cli
  .command('revoke-sessions', 'Sign every presenter out: their tokens stop working on every server of this deployment')
  .action(async () => {
    const { fileSecrets, redisSecrets, secretFile } = await import('./server/secrets.ts');
    const redisUrl = process.env.REDIS_URL;
    const store = redisUrl ? redisSecrets(redisUrl) : fileSecrets(secretFile(process.cwd()));
    try {
      await store.rotate();
    } finally {
      await store.close();
    }
    console.log(`every presenter session is signed out (running servers notice within seconds); the presenter logs in again with the password`);
  });

cli.help();
cli.version((JSON.parse(readFileSync(path.join(engineDir, 'package.json'), 'utf8')) as { version: string }).version);

try {
  cli.parse(process.argv, { run: false });
  if (cli.options.help || cli.options.version) {
    // cac has printed it already.
  } else if (!cli.matchedCommand) {
    if (cli.args.length > 0) throw new Error(`unknown command "${cli.args[0]}"`);
    cli.outputHelp();
  } else {
    await cli.runMatchedCommand();
  }
} catch (err) {
  console.error(`\x1b[31merror\x1b[0m ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
