// Icons as Slidev decks write them: which tags and classes name an icon of which set, what a slide
// module draws for one (an inline SVG 1.2em high in currentColor, from the installed set), and what the
// build says when a set is not installed (once per set, with the package) or lacks the icon.
// The engine's devDependencies bring @iconify-json/carbon and @iconify-json/uim for these tests; mdi is
// deliberately not installed.
import { describe, expect, it } from 'vitest';
import { IconSets } from '../../src/node/compile/icon-sets.ts';
import { engineDir } from '../../src/node/paths.ts';
import { iconWarnings, type IconUse } from '../../src/node/unocss/icon-check.ts';
import { compile } from '../support/compile.ts';

const sets = new IconSets([engineDir]);

describe('IconSets.parse', () => {
  it('reads every spelling Slidev resolves, and unplugin-icons\' i- prefix', () => {
    expect(sets.parse('mdi-github')).toEqual({ set: 'mdi', name: 'github' });
    expect(sets.parse('carbon:arrow-right')).toEqual({ set: 'carbon', name: 'arrow-right' });
    expect(sets.parse('CarbonArrowRight')).toEqual({ set: 'carbon', name: 'arrow-right' });
    expect(sets.parse('i-carbon-logo-github')).toEqual({ set: 'carbon', name: 'logo-github' });
    expect(sets.parse('uim-rocket')).toEqual({ set: 'uim', name: 'rocket' });
  });

  it('takes the longest set name that fits (mdi-light before mdi)', () => {
    expect(sets.parse('mdi-light-home')).toEqual({ set: 'mdi-light', name: 'home' });
  });

  it('names no icon for components and plain tags', () => {
    for (const tag of ['my-card', 'Toc', 'v-click', 'carbon', 'carbon-', 'nosuchset:icon']) expect(sets.parse(tag), tag).toBeNull();
  });
});

describe('IconSets.svg', () => {
  it('draws an installed icon 1.2em high in currentColor, its viewBox kept', () => {
    const svg = sets.svg({ set: 'carbon', name: 'arrow-right' });
    expect(svg).toMatchObject({ width: '1.2em', height: '1.2em', viewBox: '0 0 32 32' });
    expect(svg?.body).toContain('currentColor');
  });

  it('has nothing for an icon its set lacks, or a set that is not installed', () => {
    expect(sets.installed('carbon')).toBe(true);
    expect(sets.installed('mdi')).toBe(false);
    expect(sets.svg({ set: 'carbon', name: 'no-such-icon' })).toBeNull();
    expect(sets.svg({ set: 'mdi', name: 'github' })).toBeNull();
  });
});

describe('icon components in a slide', () => {
  it('draws each icon once per slide module, as an svg component, and warns about none of them as unknown components', async () => {
    // (`<carbon:arrow-right/>` inside a Markdown paragraph is an autolink to markdown-it, in Slidev too: here it is in an HTML block.)
    const { code, warnings } = await compile('\n# Icons\n\n<p>Go <carbon-arrow-right class="text-xl"/> then <carbon:arrow-right/> and <UimRocket/></p>\n', { icons: sets });
    expect(warnings).toEqual([]);
    expect(code).toContain('function $icon(body, viewBox, width, height)');
    expect(code.match(/const \$icon\d+ = /g)).toHaveLength(2);
    expect(code).toContain('h($icon0, { className: "text-xl" })');
    expect(code).toContain('h($icon0, null)');
    expect(code).toContain('"0 0 32 32", "1.2em", "1.2em"');
  });

  it('leaves out an icon of a set that is not installed, or that its set lacks (icon-check says so), without an unknown-component warning', async () => {
    const { code, warnings } = await compile('\n# Icons\n\n<mdi-github/> <carbon-no-such-icon/>\n', { icons: sets });
    expect(warnings).toEqual([]);
    expect(code).toContain('h($iconNone, null)');
    expect(code).not.toContain('slidev-unknown-component');
  });

  it('without icon sets (a compile that has none), an icon tag is an unknown component as before', async () => {
    const { warnings } = await compile('\n<carbon-arrow-right/>\n');
    expect(warnings.map((w) => w.kind)).toEqual(['component']);
  });

  it('pays nothing on a slide without icons', async () => {
    const { code } = await compile('\n# Plain\n\n<Toc/>\n', { icons: sets });
    expect(code).not.toContain('$icon');
  });
});

describe('iconWarnings', () => {
  const use = (written: string, line: number, kind: IconUse['kind'] = 'tag'): IconUse => ({ file: 'slides.md', line, written, kind });

  it('says a set that is not installed once for the deck, at its first use, naming the package', () => {
    const warnings = iconWarnings([use('mdi-github', 4), use('mdi-twitter', 9), use('i-mdi-heart', 12, 'class'), use('carbon-arrow-right', 14)], sets);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: 'slides.md', line: 4, kind: 'asset' });
    expect(warnings[0]?.message).toContain('npm install -D @iconify-json/mdi');
    expect(warnings[0]?.message).toContain('Material Design Icons');
  });

  it('says an icon its set lacks once, and nothing for tags and classes that are not icons', () => {
    const warnings = iconWarnings([use('carbon-no-such-icon', 3), use('carbon-no-such-icon', 8), use('my-card', 9), use('flex', 9, 'class'), use('i-carbon-sun', 10, 'class')], sets);
    expect(warnings.map((w) => [w.line, w.message.includes('has no icon "no-such-icon"')])).toEqual([[3, true]]);
  });

  it('reads class icons after a variant and with the colon spelling', () => {
    expect(iconWarnings([use('hover:i-mdi:heart', 2, 'class')], sets)[0]?.message).toContain('@iconify-json/mdi');
  });
});
