// The talk's own components: found by file name under components/ beside the Markdown (React ones
// imported by the slides that use them, before the built-ins; Vue ones said where a slide uses one),
// and the slide compiler's code for them.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deckComponentResolver, findDeckComponents, isComponentFile, vueComponentMessage, vueOverrideWarnings } from '../../src/node/deck-components.ts';
import { compile } from '../support/compile.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'deck-components-unit-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function files(names: string[]): Promise<void> {
  for (const name of names) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), /\.[jt]sx$/.test(name) ? 'export default function Component() {\n  return null;\n}\n' : '');
  }
}

describe('findDeckComponents', () => {
  it('finds nothing when the talk has no components/ folder', () => {
    const found = findDeckComponents(root);
    expect([...found.react, ...found.vue]).toEqual([]);
  });

  it('names each component after its file, as Vue does (kebab-case files too): React ones to run, Vue ones to report', async () => {
    await files(['components/Counter.tsx', 'components/my-card.jsx', 'components/Sparkline.vue', 'components/README.md', 'components/helpers.ts']);
    const found = findDeckComponents(root);
    expect(Object.fromEntries(found.react)).toEqual({ Counter: path.join(root, 'components', 'Counter.tsx'), MyCard: path.join(root, 'components', 'my-card.jsx') });
    expect(Object.fromEntries(found.vue)).toEqual({ Sparkline: path.join(root, 'components', 'Sparkline.vue') });
  });

  it('looks in subfolders, the files directly in components/ first; leaves out tests, declarations, dotfiles and node_modules', async () => {
    await files(['components/charts/Bar.tsx', 'components/charts/Counter.tsx', 'components/Counter.tsx', 'components/Counter.test.tsx', 'components/types.d.tsx', 'components/.Draft.tsx', 'components/node_modules/x/Index.tsx']);
    const found = findDeckComponents(root);
    expect([...found.react.keys()].sort()).toEqual(['Bar', 'Counter']);
    expect(found.react.get('Counter')).toBe(path.join(root, 'components', 'Counter.tsx'));
  });

  it('sets aside a React file with no default export (importing it would stop the build), and says so where a slide uses it', async () => {
    await mkdir(path.join(root, 'components'), { recursive: true });
    await writeFile(path.join(root, 'components', 'Helpers.tsx'), '// export default is not here\nexport const round = (n: number) => Math.round(n);\n');
    await writeFile(path.join(root, 'components', 'Named.tsx'), 'function Named() { return null; }\nexport { Named as default };\n');
    const found = findDeckComponents(root);
    expect([...found.react.keys()]).toEqual(['Named']);
    expect([...(found.noDefault?.keys() ?? [])]).toEqual(['Helpers']);
    expect(vueComponentMessage(found, root, 'Helpers', 'helpers')).toBe('<helpers> is components/Helpers.tsx, which has no default export: its content is shown without it; export the component as default (`export default function Helpers(props) { … }`)');
  });

  it('forgets a Vue component already rewritten as React', async () => {
    await files(['components/Counter.vue', 'components/Counter.tsx', 'components/Badge.vue']);
    const found = findDeckComponents(root);
    expect([...found.react.keys()]).toEqual(['Counter']);
    expect([...found.vue.keys()]).toEqual(['Badge']);
  });

  it('knows which files make up the set (those added or removed reload the dev server)', () => {
    expect(isComponentFile(root, path.join(root, 'components', 'a', 'Counter.tsx'))).toBe(true);
    expect(isComponentFile(root, path.join(root, 'components', 'Badge.vue'))).toBe(true);
    expect(isComponentFile(root, path.join(root, 'components', 'notes.md'))).toBe(false);
    expect(isComponentFile(root, path.join(root, 'layouts', 'Counter.tsx'))).toBe(false);
  });
});

describe('the slide compiler with the talk\'s components', () => {
  const components = () => ({ react: new Map([['Counter', '/talk/components/Counter.tsx'], ['Toc', '/talk/components/Toc.tsx']]), vue: new Map([['Sparkline', '/talk/components/Sparkline.vue'], ['Tweet', '/talk/components/Tweet.vue']]) });

  it('imports a component the slide uses, once, and uses it by any spelling of its name, props as Vue passes them', async () => {
    const { code, warnings } = await compile('\n<Counter :count="10" label="Cups"/>\n\n<counter/>\n', { components: components(), root: '/talk' });
    expect(warnings).toEqual([]);
    expect(code.match(/import \$c_0 from "\/talk\/components\/Counter\.tsx";/g)).toHaveLength(1);
    expect(code).toContain('h($c_0, { label: "Cups", count: $r.v(() => (10)) })');
    expect(code).toContain('h($c_0, null)');
  });

  it('takes the talk\'s component before the engine\'s built-in of the same name, as Slidev lets a deck override one', async () => {
    const { code } = await compile('\n<Toc/>\n', { components: components(), root: '/talk' });
    expect(code).toContain('import $c_0 from "/talk/components/Toc.tsx";');
    expect(code).not.toContain('$b.Toc');
  });

  it('says where a slide uses a Vue component: the file, that it is not run, and to rewrite it as .tsx; its content stays', async () => {
    const { code, warnings } = await compile('\n<Sparkline :values="[1, 2]">Sales rose</Sparkline>\n', { components: components(), root: '/talk' });
    expect(warnings.map((w) => [w.kind, w.line, w.message])).toEqual([
      ['component', 5, 'slide 2: <Sparkline> is components/Sparkline.vue, a Vue component, which this engine does not run: its content is shown without it; rewrite it as components/Sparkline.tsx (a React component, default export, taking the same props)'],
    ]);
    expect(code).toContain('"Sales rose"');
    expect(code).toContain('"data-component": "Sparkline"');
  });

  it('leaves a Vue component named like a built-in to the built-in, and says so once for the file', async () => {
    const { code, warnings } = await compile('\n<Tweet id="20"/>\n', { components: components(), root: '/talk' });
    expect(code).toContain('h($s_Tweet, { id: "20" })');
    expect(warnings).toEqual([]);
    expect(vueOverrideWarnings(components(), '/talk')).toEqual([
      { file: 'components/Tweet.vue', line: 1, kind: 'component', message: "components/Tweet.vue is a Vue component, which this engine does not run: slides using <Tweet> get the engine's own; rewrite it as components/Tweet.tsx (a React component, default export, taking the same props)" },
    ]);
    expect(vueComponentMessage(components(), '/talk', 'Tweet', 'Tweet')).toBeUndefined();
  });

  it('still calls a name that is none of these unknown', async () => {
    const { warnings } = await compile('\n<Gauge/>\n', { components: components(), root: '/talk' });
    expect(warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^slide 2: <Gauge> is neither a built-in component, an icon of an installed set, nor one of the deck's components/)]);
  });

  it('resolves by PascalCase name and numbers imports per slide', () => {
    const preamble: string[] = [];
    const resolve = deckComponentResolver({ react: new Map([['A', '/t/components/A.tsx'], ['B', '/t/components/B.tsx']]), vue: new Map() }, preamble);
    expect([resolve('b', 'B'), resolve('a', 'A'), resolve('B', 'B'), resolve('c', 'C')]).toEqual(['$c_0', '$c_1', '$c_0', null]);
    expect(preamble).toEqual(['import $c_0 from "/t/components/B.tsx";', 'import $c_1 from "/t/components/A.tsx";']);
  });

  it('uses Slidev\'s built-ins by Slidev\'s names, in either case', async () => {
    const { code, warnings } = await compile('\n<Arrow x1="10" y1="20" x2="100" y2="200" two-way />\n<slide-current-no/> / <SlidesTotal/>\n<light-or-dark><template #dark>Night</template><template #light>Day</template></light-or-dark>\n');
    expect(warnings).toEqual([]);
    expect(code).toContain('h($s_Arrow, { x1: "10", y1: "20", x2: "100", y2: "200", twoWay: "" })');
    expect(code).toContain('h($s_SlideCurrentNo, null)');
    expect(code).toContain('h($s_SlidesTotal, null)');
    expect(code).toContain('h($s_LightOrDark, { slots: { "dark": h($r.F, null, "Night"), "light": h($r.F, null, "Day") } })');
    // Each imported once, from its own file: a deck that uses none carries none of their code or CSS.
    expect(code.match(/^import \{ \w+ as \$s_\w+ \} from ".*\/src\/client\/slides\/builtin\/\w+\.tsx";$/gm)).toEqual([
      expect.stringContaining('{ Arrow as $s_Arrow }'),
      expect.stringContaining('{ SlideCurrentNo as $s_SlideCurrentNo }'),
      expect.stringContaining('{ SlidesTotal as $s_SlidesTotal }'),
      expect.stringContaining('{ LightOrDark as $s_LightOrDark }'),
    ]);
  });
});
