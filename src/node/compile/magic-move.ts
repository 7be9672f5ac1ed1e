// Shiki Magic Move (sli.dev/features/shiki-magic-move): a ````md magic-move fence holding code
// blocks, each a step the code morphs into on the next click. Each step may have its own line
// highlight ranges (```ts {1|2}), which take clicks of their own before the next step; the outer
// fence takes a title and options (`[app.ts] {at:2, lines:true, duration:800}`). The steps are
// tokenised by Shiki at build time, in both colour schemes, and keyed for the animation
// (@shikijs/magic-move's own keying), so the browser only animates.
import { toKeyedTokens } from '@shikijs/magic-move/core';
import type { KeyedTokensInfo } from '@shikijs/magic-move/types';
import { fenceInfo, type FenceInfo } from './fences.ts';
import { codeTokens } from './highlight.ts';

export const isMagicMove = (info: string) => /^(?:md|markdown)\s+magic-move\b/.test(info.trim());

export interface MagicMoveStep {
  lang: string;
  code: string;
  /** The step's line-highlight ranges; [] for none. */
  ranges: string[];
}

/** The code blocks inside a Magic Move fence, in order. */
export function magicMoveSteps(code: string): MagicMoveStep[] {
  return [...code.matchAll(/^(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm)].map(([, , info = '', body = '']) => {
    const { lang, steps } = fenceInfo(info);
    return { lang: lang || 'text', code: body.replace(/\n$/, ''), ranges: steps };
  });
}

/** Clicks a Magic Move takes, as Slidev counts them: each step's ranges (at least one) one after another, less the first. */
export const magicMoveClicks = (steps: readonly MagicMoveStep[]) => steps.reduce((sum, step) => sum + Math.max(1, step.ranges.length), 0) - 1;

export interface MagicMoveProps {
  steps: KeyedTokensInfo[];
  ranges: string[][];
  title?: string;
  lines?: boolean;
  duration?: number;
}

/** The component's props: every step tokenised in both themes and keyed. */
export async function magicMoveProps(code: string, outer: FenceInfo, lineNumbers: boolean, onUnknownLanguage: (lang: string) => void): Promise<MagicMoveProps> {
  const steps = magicMoveSteps(code);
  const lines = outer.options.lines ?? lineNumbers;
  const keyed = await Promise.all(
    steps.map(async (step) => {
      const { tokens, lang } = await codeTokens(step.code, step.lang, { onUnknownLanguage });
      return { ...toKeyedTokens(step.code, tokens, JSON.stringify([lang, 'magic-move']), lines), lang };
    }),
  );
  return {
    steps: keyed,
    ranges: steps.map((step) => step.ranges),
    ...(outer.title ? { title: outer.title } : {}),
    lines,
    ...(outer.options.duration !== undefined ? { duration: outer.options.duration } : {}),
  };
}
