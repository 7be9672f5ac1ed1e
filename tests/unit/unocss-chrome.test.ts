// The engine's own UI keeps its look whatever classes a deck uses: no class name the engine's chrome
// styles or sets is also a UnoCSS utility under Slidev's configuration (a deck that writes the word
// "hidden" would otherwise hide the presenter's hidden questions with `.hidden{display:none}`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createGenerator } from '@unocss/core';
import { describe, expect, it } from 'vitest';
import { engineDir } from '../../src/node/paths.ts';
import { slidevUnoConfig } from '../../src/node/unocss/config.ts';

const clientDir = path.join(engineDir, 'src', 'client');
const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(css|tsx?)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** Class names the chrome styles (CSS selectors) or sets (className strings and the literal parts of className templates). */
function chromeClasses(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (name: string, file: string) => void (/^[a-z][\w-]*$/i.test(name) && !found.has(name) && found.set(name, path.relative(engineDir, file)));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.css')) {
      for (const match of text.replace(/url\([^)]*\)/g, '').matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)) add(match[1] ?? '', file);
    } else {
      for (const match of text.matchAll(/className(?:=|:\s*)\{?\s*(["'`])((?:(?!\1)[\s\S])*)\1/g)) {
        for (const token of (match[2] ?? '').replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)) add(token, file);
      }
      for (const match of text.matchAll(/\?\s*'\s([\w-]+)'/g)) add(match[1] ?? '', file);
    }
  }
  return found;
}

describe('the engine\'s chrome and UnoCSS', () => {
  it('uses no class name that is a UnoCSS utility', async () => {
    const classes = chromeClasses();
    expect(classes.size).toBeGreaterThan(100);
    const uno = await createGenerator(slidevUnoConfig([engineDir]));
    const { matched } = await uno.generate(new Set(classes.keys()), { preflights: false });
    expect([...matched].map((name) => `${name} (${classes.get(name)})`)).toEqual([]);
  });
});
