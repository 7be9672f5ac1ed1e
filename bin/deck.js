#!/usr/bin/env node
// `deck` (`npx deck`, `npm start`): the engine's command line, run from plain JavaScript in lib/.
// In a checkout whose engine source changed since it was compiled, it compiles first (a fraction
// of a second), so nobody runs a stale engine; an installed package is compiled already.
import { ensureCompiled } from '../scripts/compile-engine.mjs';

await ensureCompiled();
await import('../lib/node/cli.js');
