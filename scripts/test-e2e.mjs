#!/usr/bin/env node
// `npm run test:e2e [-- --engine NAME ...] [vitest options]`: the end-to-end tests, in the engines
// asked for. Chromium runs the full suite; Firefox and WebKit run the cross-engine suite
// (tests/e2e/engines/). No --engine: every engine. `--engine webkit` (or firefox) runs only that
// engine's cross-engine file; `--engine chromium` the full suite in Chromium alone. Repeat --engine,
// or separate names with commas, for several. The engines reach the tests as DECK_E2E_ENGINES.
import { spawn } from 'node:child_process';

const ENGINES = ['chromium', 'firefox', 'webkit'];
const args = process.argv.slice(2);
const asked = [];
const rest = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--engine') asked.push(...(args[++i] ?? '').split(','));
  else if (arg.startsWith('--engine=')) asked.push(...arg.slice('--engine='.length).split(','));
  else rest.push(arg);
}
const names = asked.map((name) => name.trim().toLowerCase()).filter(Boolean);
const unknown = names.filter((name) => !ENGINES.includes(name));
if (unknown.length) {
  console.error(`Unknown engine ${unknown.join(', ')}: pick from ${ENGINES.join(', ')}.`);
  process.exit(2);
}
const engines = names.length ? ENGINES.filter((name) => names.includes(name)) : ENGINES;

const vitest = ['vitest', 'run', '--project', 'e2e'];
if (!engines.includes('chromium')) {
  // Only the other engines: their cross-engine files, nothing of Chromium's suite.
  vitest.push(...engines.map((name) => `tests/e2e/engines/${name}.test.ts`));
} else {
  for (const name of ENGINES.filter((e) => !engines.includes(e))) vitest.push('--exclude', `tests/e2e/engines/${name}.test.ts`);
}
vitest.push(...rest);

const child = spawn('npx', vitest, { stdio: 'inherit', env: { ...process.env, DECK_E2E_ENGINES: engines.join(',') } });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
