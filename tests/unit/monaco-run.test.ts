// ```ts {monaco-run} on the build side: the fence's options read as Slidev's Monaco runner takes
// them, the block compiled into a lazily loaded runner (its output click counted with the slide's),
// and what the build says where a block cannot run.
import { describe, expect, it } from 'vitest';
import { fenceInfo } from '../../src/node/compile/fences.ts';
import { defaultConfig } from '../../src/node/parser/config.ts';
import type { DeckConfig } from '../../src/shared/types.ts';
import { compile } from '../support/compile.ts';

const monacoOn: DeckConfig = { ...defaultConfig, monaco: true, headmatter: { monaco: true } };
const said = (warnings: { line: number; message: string }[]) => warnings.map((w) => `${w.line}: ${w.message.replace(/^slide \d+: /, '')}`);

describe('{monaco-run} fence options', () => {
  it("reads Slidev's runner options after the kind, with or without a space", () => {
    expect(fenceInfo('ts {monaco-run}')).toMatchObject({ lang: 'ts', kind: 'monaco-run', steps: [], options: {}, problems: [] });
    expect(fenceInfo('ts {monaco-run} {autorun:false}')).toMatchObject({ kind: 'monaco-run', options: { autorun: false }, problems: [] });
    expect(fenceInfo("js {monaco-run}{autorun:'once', showOutputAt:'+1', outputHeight: 120}")).toMatchObject({
      lang: 'js',
      kind: 'monaco-run',
      options: { autorun: 'once', showOutputAt: '+1', outputHeight: '120px' },
      problems: [],
    });
    expect(fenceInfo('ts {monaco-run} {showOutputAt:[2, 4]}').options.showOutputAt).toEqual([2, 4]);
  });

  it('says what it leaves out: a wrong value, a runner option on a block that does not run, an unknown option', () => {
    expect(fenceInfo("ts {monaco-run} {autorun:'sometimes'}").problems).toEqual(['code block option "autorun" must be true, false or \'once\', got "sometimes": ignored']);
    expect(fenceInfo('ts {monaco-run} {showOutputAt:true}').problems).toEqual(['code block option "showOutputAt" must be a click as v-click takes it, such as \'+1\', 3 or [2, 4], got true: ignored']);
    expect(fenceInfo('ts {monaco} {autorun:false}').problems).toEqual(['code block option "autorun" is read by {monaco-run} blocks only: ignored']);
    expect(fenceInfo('ts {1|2} {showOutputAt:1}').problems).toEqual(['code block option "showOutputAt" is read by {monaco-run} blocks only: ignored']);
    expect(fenceInfo("ts {monaco-run} {height:'auto'}").problems).toEqual(['unknown code block option "height" (known: at, lines, startLine, maxHeight, finally, duration, autorun, showOutputAt, outputHeight): ignored']);
  });
});

describe('{monaco-run} blocks compiled', () => {
  const fence = (info: string, code = "console.log('hi')") => `\n\`\`\`${info}\n${code}\n\`\`\`\n`;

  it('becomes a runner loaded only when shown, around the highlighted code', async () => {
    const { code, warnings } = await compile(fence('ts {monaco-run} {autorun:false}'), { config: monacoOn });
    expect(warnings).toEqual([]);
    expect(code).toContain('h($b.DeckMonacoRun, { lang: "ts", autorun: false, code: "console.log(\'hi\')", load: __deck_monaco_run }, h($b.CodeBlock');
    expect(code).toMatch(/const __deck_monaco_run = import\.meta\.env\.SSR \? undefined : \(\) => import\("[^"]*\/src\/client\/slides\/builtin\/MonacoRunEditor\.ts"\);/);
    expect(code).not.toMatch(/^import .*(monaco-editor|MonacoEditor|MonacoRunEditor)/m); // never a static import: the slide does not wait for Monaco
  });

  it('runs TypeScript and JavaScript by any of their names', async () => {
    for (const lang of ['ts', 'typescript', 'js', 'javascript']) {
      const { code, warnings } = await compile(fence(`${lang} {monaco-run}`), { config: monacoOn });
      expect(code, lang).toContain(`h($b.DeckMonacoRun, { lang: "${lang}", code:`);
      expect(warnings).toEqual([]);
    }
  });

  it('gives showOutputAt a click of the slide, counted with its other clicks', async () => {
    const { code, clicks } = await compile(`<div v-click>first</div>\n${fence("ts {monaco-run} {showOutputAt:'+1'}")}`, { config: monacoOn });
    expect(clicks).toBe(2);
    expect(code).toContain('outputAt: [2,null]');
    const ranged = await compile(fence('ts {monaco-run} {showOutputAt:[1, 3]}'), { config: monacoOn });
    expect(ranged.code).toContain('outputAt: [1,3]');
    expect(ranged.clicks).toBe(3); // as v-click="[1, 3]" counts: the click that hides it is one of the slide's
    expect((await compile(fence('ts {monaco-run}'), { config: monacoOn })).clicks).toBe(0);
  });

  it('a language no runner runs is an editor that does not run, said at its line', async () => {
    const { code, warnings, slide } = await compile(fence('python {monaco-run}', 'print(1)'), { config: monacoOn });
    expect(code).toContain('h($b.DeckMonaco, { lang: "python", code: "print(1)", load: __deck_monaco }');
    expect(code).not.toContain('DeckMonacoRun');
    expect(said(warnings)).toEqual([`${slide.contentStart + 1}: {monaco-run} runs TypeScript and JavaScript only (Slidev's custom code runners are not read): this python block is an editor that does not run`]);
  });

  it('with Monaco turned off the code is shown highlighted: said when the deck did not choose it (Slidev turns it on)', async () => {
    const off = await compile(fence('ts {monaco-run}'), { config: { ...defaultConfig, monaco: false, headmatter: { monaco: false } } });
    expect(off.code).not.toContain('DeckMonacoRun');
    expect(off.code).toContain('"data-lang": "ts"');
    expect(off.warnings).toEqual([]);
    const unset = await compile(fence('ts {monaco-run}'), { config: defaultConfig });
    expect(unset.code).not.toContain('DeckMonacoRun');
    expect(said(unset.warnings)).toEqual([`${unset.slide.contentStart + 1}: {monaco-run} needs \`monaco: true\` in the headmatter (on by default in Slidev, off in this engine): shown as highlighted code`]);
  });

  it('{monaco-diff} and {monaco-write} stay highlighted code, each said at its line', async () => {
    const { code, warnings, slide } = await compile(`${fence('ts {monaco-diff}', 'a\n~~~\nb')}${fence('ts {monaco-write}', 'c')}`, { config: monacoOn });
    expect(code).not.toMatch(/DeckMonaco/);
    expect(said(warnings)).toEqual([
      `${slide.contentStart + 1}: {monaco-diff} is not supported yet: the code is shown highlighted`,
      `${slide.contentStart + 7}: {monaco-write} is not supported yet: the code is shown highlighted`,
    ]);
  });
});
