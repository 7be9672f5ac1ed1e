// A deck with Monaco blocks built where the optional monaco-editor package is not installed: the code
// shows highlighted, and the build says so once per block, at its line.
import { describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../src/node/parser/config.ts';
import { WarningLog } from '../../src/node/warnings.ts';
import { compile } from '../support/compile.ts';

vi.mock('../../src/node/compile/monaco-package.ts', () => ({ monacoInstalled: () => false }));

const config = { ...defaultConfig, monaco: true as const, headmatter: { monaco: true } };

describe('Monaco not installed', () => {
  it('a {monaco-run} block is highlighted code, said once (the build compiles each slide twice) with its line', async () => {
    const markdown = "\n```ts {monaco-run}\nconsole.log('hi')\n```\n";
    const log = new WarningLog();
    for (let i = 0; i < 2; i++) {
      const { code, warnings } = await compile(markdown, { config });
      expect(code).not.toContain('DeckMonacoRun');
      expect(code).not.toContain('MonacoRunEditor');
      expect(code).toContain('h($b.CodeBlock, {"lang":"ts"}');
      log.addAll(warnings);
    }
    expect(log.list.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'talk.md:5: slide 2: this {monaco-run} block needs the monaco-editor package, which is not installed (it is optional): run `npm install monaco-editor`; shown as highlighted code, not run',
    ]);
  });

  it('a {monaco} block too', async () => {
    const { code, warnings } = await compile("\n```ts {monaco}\nconst a = 1\n```\n", { config });
    expect(code).not.toContain('DeckMonaco');
    expect(warnings.map((w) => w.message)).toEqual(['slide 2: this {monaco} block needs the monaco-editor package, which is not installed (it is optional): run `npm install monaco-editor`; shown as highlighted code']);
  });
});
