// Code read from the back of the room: every token of the talk's code, comments and punctuation
// included, at 4.5:1 or more on the code background in both schemes, and the lines a step dims at
// 3:1 or more (they turn one grey, --deck-code-dim, not transparent); the lines a step focuses sit on
// a band of their own (--deck-code-focus-bg), where every token reads at 4.5:1 too.
import { readFileSync } from 'node:fs';
import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { codeThemes } from '../../src/node/compile/highlight.ts';
import { contrastRatio } from '../support/contrast.ts';

const css = readFileSync('src/client/deck/theme/base.css', 'utf8');
/** A custom property of the light (:root) or dark (html.dark) block of base.css. */
function property(scheme: 'light' | 'dark', name: string): string {
  const block = css.split(scheme === 'light' ? ':root {' : 'html.dark {')[1]?.split('}')[0] ?? '';
  const value = new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(block)?.[1];
  if (!value) throw new Error(`base.css has no ${name} for ${scheme}`);
  return value.toLowerCase();
}

const fences = [...readFileSync('talk/slides.md', 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)].map((m) => ({ lang: m[1] ?? 'text', code: m[2] ?? '' }));

describe("the talk's code", () => {
  it.each(['light', 'dark'] as const)('reads at 4.5:1 or more in %s, every token, and dimmed lines at 3:1', async (scheme) => {
    const theme = codeThemes[scheme];
    const shiki = await createHighlighter({ themes: [theme], langs: [...new Set(fences.map((f) => f.lang))] });
    const background = property(scheme, '--deck-code-bg');
    const colours = new Map<string, string>();
    for (const { lang, code } of fences) {
      for (const line of shiki.codeToTokens(code, { lang: lang as never, theme }).tokens) {
        for (const token of line) if (token.content.trim()) colours.set((token.color ?? '').slice(0, 7).toLowerCase(), token.content.trim());
      }
    }
    expect(fences.length).toBeGreaterThan(10);
    const faint = [...colours].filter(([colour]) => contrastRatio(colour, background) < 4.5).map(([colour, sample]) => `${colour} (${sample}): ${contrastRatio(colour, background).toFixed(2)}:1`);
    expect(faint).toEqual([]);
    expect(contrastRatio(property(scheme, '--deck-code-dim'), background)).toBeGreaterThanOrEqual(3);
    const band = property(scheme, '--deck-code-focus-bg');
    const faintOnBand = [...colours].filter(([colour]) => contrastRatio(colour, band) < 4.5).map(([colour, sample]) => `${colour} (${sample}): ${contrastRatio(colour, band).toFixed(2)}:1`);
    expect(faintOnBand).toEqual([]);
  });
});
