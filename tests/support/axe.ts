// axe-core's WCAG 2 A/AA checks on a page, each violation as one readable line (what and where), for
// end-to-end tests: tests/e2e/accessibility.test.ts over the whole deck, other tests on the view they cover.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Run by the test driver, not as a <script> of the page: the page's Content-Security-Policy rightly refuses those.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The page's violations, leaving out what matches `exclude` (by default the slides' canvases, which the accessibility test checks). */
export async function axeViolations(page: Page, exclude: string[] = ['.canvas']): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async ({ tags, exclude }) => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const context = { include: [['html']], exclude: exclude.map((selector) => [selector]) };
    return (await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, { tags: WCAG_AA, exclude });
  return found.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
