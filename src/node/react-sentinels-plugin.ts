// Vite plugin (build only): React DOM's sentinel errors made without a stack trace. React DOM's
// production client makes a few `Error`s as its module runs (SuspenseException,
// HydrationMismatchException…): values it throws and catches itself, compared by identity, never
// shown. With DevTools open (the Runtime domain on, as Playwright and the outside harness have it),
// V8 gives each new Error a detailed stack trace, and for the line and column of React DOM's own
// 200 KB module function it parses that function again, on the main thread: one task of 100–220 ms
// on a 4×-slowed phone (`npm run bench -- --phone`). Made as an object with Error's prototype, a
// sentinel is the same to React (identity, instanceof, message) and costs nothing to make.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** A module-scope sentinel: `SomethingException = Error(formatProdErrorMessage(n))`, after `var ` or a comma's line break. */
const SENTINEL = /^(\s*(?:var\s+)?\w+Exception\s*=\s*)Error\(formatProdErrorMessage\(\d+\)\)/gm;

// Appended (a declaration, so hoisted), so nothing before it moves.
const HELPER = '\nfunction stacklessSentinel$(message) { var error = Object.create(Error.prototype); error.message = message; return error; }\n';

/** React DOM's client module with its sentinels' `Error(` made `stacklessSentinel$(`, and how many there were. */
export function stacklessSentinels(code: string): { code: MagicString; count: number } {
  const out = new MagicString(code);
  let count = 0;
  for (const match of code.matchAll(SENTINEL)) {
    const at = match.index + (match[1] ?? '').length;
    out.overwrite(at, at + 'Error'.length, 'stacklessSentinel$');
    count++;
  }
  if (count) out.append(HELPER);
  return { code: out, count };
}

export function reactSentinelsPlugin(): Plugin {
  return {
    name: 'deck-react-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return undefined;
      const { code: out, count } = stacklessSentinels(code);
      return count ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : undefined;
    },
  };
}
