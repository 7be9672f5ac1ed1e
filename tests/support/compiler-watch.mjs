// Loaded with `node --import`: reports on stderr every module of the compiler (Vite, Rolldown, MDX,
// Shiki, unified/remark) that the process resolves, so a test can tell a command loads none.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
import { writeSync } from 'node:fs';
const COMPILER = /node_modules\\/(shiki|@shikijs|@mdx-js|vite|rolldown|unified|remark-[a-z-]+|@vitejs)\\//;
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (COMPILER.test(result.url)) writeSync(2, 'compiler module loaded: ' + result.url + '\\n');
  return result;
}`),
);
