#!/usr/bin/env node
// The deck's command line: dev, build, serve.
import { cac } from 'cac';
import { buildDeck } from './commands/build.ts';
import { startDev } from './commands/dev.ts';
import { serveDeck } from './commands/serve.ts';

const cli = cac('deck');
const port = () => Number(process.env.PORT ?? 3030);

cli
  .command('dev', 'Start the Vite dev server with hot reload')
  .option('--port <port>', 'Port to listen on (default: $PORT or 3030)')
  .option('--host <host>', 'Address to listen on', { default: '127.0.0.1' })
  .option('--slides <file>', 'The deck\'s Markdown file', { default: 'slides.md' })
  .action((opts: { port?: number; host: string; slides: string }) => startDev({ ...opts, port: opts.port ?? port() }));

cli
  .command('build', 'Build a static site into dist/')
  .option('--base <path>', 'Base path the site is served under', { default: '/' })
  .option('--out <dir>', 'Output folder', { default: 'dist' })
  .option('--slides <file>', 'The deck\'s Markdown file', { default: 'slides.md' })
  .action((opts: { base: string; out: string; slides: string }) => buildDeck({ ...opts, force: true }));

cli
  .command('serve', 'Build if needed, then serve the deck')
  .option('--port <port>', 'Port to listen on (default: $PORT or 3030)')
  .option('--host <host>', 'Address to listen on', { default: '127.0.0.1' })
  .option('--out <dir>', 'Folder of the built site', { default: 'dist' })
  .option('--slides <file>', 'The deck\'s Markdown file', { default: 'slides.md' })
  .action((opts: { port?: number; host: string; out: string; slides: string }) => serveDeck({ ...opts, port: opts.port ?? port() }));

cli.help();

try {
  cli.parse(process.argv, { run: false });
  if (!cli.matchedCommand) {
    if (cli.args.length > 0) throw new Error(`unknown command "${cli.args[0]}"`);
    cli.outputHelp();
  } else {
    await cli.runMatchedCommand();
  }
} catch (err) {
  console.error(`\x1b[31merror\x1b[0m ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
