import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stacklessSentinels } from '../../src/node/react-sentinels-plugin.ts';

const require = createRequire(import.meta.url);
// The file the build bundles (its package's exports do not name it).
const reactDomClient = () => readFile(path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js'), 'utf8');

describe('React DOM sentinels made without a stack', () => {
  it('finds every module-scope sentinel of the installed React DOM, and keeps its lines where they were', async () => {
    const code = await reactDomClient();
    const { code: out, count } = stacklessSentinels(code);
    // SuspenseException, SuspenseyCommitException, SuspenseActionException, HydrationMismatchException, SelectiveHydrationException (React 19.3).
    expect(count).toBeGreaterThanOrEqual(5);
    expect(out.toString()).not.toMatch(/^\s*(?:var\s+)?\w+Exception\s*=\s*Error\(/m);
    const lines = code.split('\n');
    out.toString().split('\n').slice(0, lines.length).forEach((line, i) => {
      if (line !== lines[i]) expect(line).toContain('stacklessSentinel$(formatProdErrorMessage(');
    });
  });

  it('makes an Error to React (instanceof, message) that has no stack to capture', () => {
    const { code } = stacklessSentinels('var SuspenseException = Error(formatProdErrorMessage(460));\nreturn SuspenseException;');
    const sentinel = new Function('formatProdErrorMessage', code.toString())((n: number) => `Minified React error #${n}`) as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Minified React error #460');
    expect(Object.hasOwn(sentinel, 'stack')).toBe(false);
  });

  it('leaves other errors alone: those made when something goes wrong, and modules without sentinels', () => {
    const thrown = 'function f() {\n  var error = Error(formatProdErrorMessage(418));\n  throw error;\n}';
    const { code, count } = stacklessSentinels(thrown);
    expect([code.toString(), count]).toEqual([thrown, 0]);
  });
});
