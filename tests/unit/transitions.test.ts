// Slide transitions by Slidev's rules (src/shared/transitions.ts): what a `transition:` value is, which
// name a change draws in each direction, which slide's setting rules it; the headmatter and
// frontmatter read through the parser; the slides the play view keeps on its canvas (play/stage.ts);
// and the build giving the transition machinery only to decks that have transitions.
import { describe, expect, it } from 'vitest';
import { NO_CHANGE, stageSlides, type SlideChange } from '../../src/client/views/play/stage.ts';
import { transitionsModule } from '../../src/node/transitions-module.ts';
import { parseDeck } from '../../src/node/parser/parse.ts';
import { deckTransitions, readTransition, resolveTransition, transitionBetween } from '../../src/shared/transitions.ts';

describe('a transition setting', () => {
  it('is a name, a forward | backward pair or Vue\'s { name } object; false or null leave it to the deck', () => {
    expect(readTransition('slide-left')).toBe('slide-left');
    expect(readTransition('slide-left|slide-right')).toBe('slide-left | slide-right');
    expect(readTransition('  fade  |  fade-out ')).toBe('fade | fade-out');
    expect(readTransition({ name: 'fade', mode: 'out-in' })).toBe('fade');
    expect(readTransition('my-own')).toBe('my-own');
    // Only a way back: going forward changes at once.
    expect(readTransition('| fade')).toBe('| fade');
    for (const unset of [false, null, undefined, '']) expect(readTransition(unset)).toBeUndefined();
  });

  it('cannot be a number, a list, three names, or a name no class can carry', () => {
    for (const bad of [3, ['fade'], 'a | b | c', 'slide left', 'fade!', '|', { duration: 3 }]) expect(() => readTransition(bad), JSON.stringify(bad)).toThrow(/transition name/);
  });
});

describe('the name a change draws', () => {
  it('goes back the opposite way for each slide-* name, as Slidev pairs them', () => {
    expect(resolveTransition('slide-left', false)).toBe('slide-left');
    expect(resolveTransition('slide-left', true)).toBe('slide-right');
    expect(resolveTransition('slide-right', true)).toBe('slide-left');
    expect(resolveTransition('slide-up', true)).toBe('slide-down');
    expect(resolveTransition('slide-down', true)).toBe('slide-up');
  });

  it('is the same both ways for the others, and a pair\'s own halves', () => {
    expect(resolveTransition('fade', true)).toBe('fade');
    expect(resolveTransition('view-transition', true)).toBe('view-transition');
    expect(resolveTransition('slide-up | fade', false)).toBe('slide-up');
    expect(resolveTransition('slide-up | fade', true)).toBe('fade');
    expect(resolveTransition('| fade', false)).toBeNull();
  });

  it('is none for none, and for nothing set', () => {
    expect(resolveTransition('none', false)).toBeNull();
    expect(resolveTransition('fade | none', true)).toBeNull();
    expect(resolveTransition(undefined, false)).toBeNull();
    expect(resolveTransition('', true)).toBeNull();
  });
});

describe('which slide rules a change', () => {
  const frontmatter: Record<number, Record<string, unknown>> = { 2: { transition: 'fade' }, 3: { transition: 'none' }, 4: {}, 5: { transition: 'slide-up | slide-down' } };
  const between = (from: number, to: number, deck?: string) => transitionBetween(from, to, (no) => frontmatter[no], deck);

  it('going forward, the slide being left; going back, the slide being returned to', () => {
    expect(between(2, 3)).toBe('fade');
    expect(between(3, 2)).toBe('fade');
    expect(between(5, 6)).toBe('slide-up');
    expect(between(6, 5)).toBe('slide-down');
    // A jump counts as one change, ruled the same way.
    expect(between(2, 6)).toBe('fade');
    expect(between(6, 2)).toBe('fade');
  });

  it('else the deck\'s; a slide\'s none is none, whatever the deck says', () => {
    expect(between(1, 2, 'slide-left')).toBe('slide-left');
    expect(between(2, 1, 'slide-left')).toBe('slide-right');
    expect(between(4, 5, 'slide-left')).toBe('slide-left');
    expect(between(3, 4, 'slide-left')).toBeNull();
    expect(between(1, 2)).toBeNull();
    expect(between(4, 4, 'fade')).toBeNull();
  });

  it('a deck transitions when its headmatter or any slide names something other than none', () => {
    expect(deckTransitions(undefined, [undefined, null, 'none'])).toBe(false);
    expect(deckTransitions('none', [])).toBe(false);
    expect(deckTransitions('', [])).toBe(false);
    expect(deckTransitions('fade', [])).toBe(true);
    expect(deckTransitions(undefined, [undefined, 'slide-up'])).toBe(true);
    expect(deckTransitions(undefined, ['none | fade'])).toBe(true);
  });
});

describe('transition: in the Markdown', () => {
  it('is the deck\'s in the headmatter, a slide\'s own in its frontmatter, and not said as unsupported', () => {
    const deck = parseDeck('---\ntransition: slide-left\n---\n\n# One\n\n---\ntransition: fade-out\n---\n\n# Two\n\n---\ntransition:\n  name: fade\n---\n\n# Three\n\n---\ntransition: false\n---\n\n# Four\n', 'talk.md');
    expect(deck.config.transition).toBe('slide-left');
    expect(deck.slides.map((slide) => slide.frontmatter.transition)).toEqual([undefined, 'fade-out', 'fade', null]);
    expect(deck.warnings).toEqual([]);
  });

  it('a value that cannot be a transition is said at its line and left out, never a stop', () => {
    const deck = parseDeck('---\ntransition: slide left\n---\n\n# One\n\n---\ntransition: 3\n---\n\n# Two\n', 'talk.md');
    expect(deck.config.transition).toBe('');
    expect(deck.slides[1]?.frontmatter.transition).toBeUndefined();
    expect(deck.warnings.map((w) => `${w.line}: ${w.message}`)).toEqual([
      '2: headmatter: "transition" must be a transition name such as slide-left, fade or "slide-left | slide-right", got "slide left": ignored, slides change at once',
      '8: slide 2: "transition" must be a transition name such as slide-left, fade or "slide-left | slide-right", got 3: ignored',
    ]);
  });
});

describe('the build', () => {
  it('gives the transition hook (and its CSS) only to a deck that has transitions', () => {
    const none = transitionsModule({ transition: undefined }, [{ frontmatter: {} }, { frontmatter: { transition: 'none' } }]);
    expect(none).toMatch(/^export \{ noTransitions as useSlideTransition \} from ".*\/src\/client\/views\/play\/stage\.ts";\n$/);
    expect(transitionsModule({ transition: 'fade' }, [])).toMatch(/^export \{ useSlideTransition as useSlideTransition \} from ".*\/src\/client\/views\/play\/useSlideTransition\.ts";\n$/);
    expect(transitionsModule({ transition: undefined }, [{ frontmatter: {} }, { frontmatter: { transition: 'view-transition' } }])).toContain('useSlideTransition.ts');
  });
});

describe('the slides on the play view\'s canvas', () => {
  const change = (leaving: number, classes: Record<number, string> = {}, holding = false): SlideChange => ({ leaving: { no: leaving, clicks: 2 }, holding, classOf: (no) => classes[no] });

  it('without a transition: the one shown and the next one ahead, as before', () => {
    expect(stageSlides({ no: 3, clicks: 1 }, 4, 10, NO_CHANGE)).toEqual([
      { no: 3, clicks: 1, ahead: false, leaving: false, className: undefined },
      { no: 4, clicks: 0, ahead: true, leaving: false },
    ]);
    // The last slide has none ahead; one laid out for the slide before is not kept.
    expect(stageSlides({ no: 10, clicks: 0 }, 11, 10, NO_CHANGE).map((s) => s.no)).toEqual([10]);
    expect(stageSlides({ no: 5, clicks: 0 }, 4, 10, NO_CHANGE).map((s) => s.no)).toEqual([5]);
  });

  it('during one: the slide going out too, at its own step, in slide order (no element moves)', () => {
    const slides = stageSlides({ no: 4, clicks: 0 }, 5, 10, change(3, { 3: 'fade-leave-from', 4: 'fade-enter-from' }));
    expect(slides).toEqual([
      { no: 3, clicks: 2, ahead: false, leaving: true, className: 'fade-leave-from' },
      { no: 4, clicks: 0, ahead: false, leaving: false, className: 'fade-enter-from' },
      { no: 5, clicks: 0, ahead: true, leaving: false },
    ]);
  });

  it('going back: the slide going out is not also laid out ahead (one element per slide)', () => {
    expect(stageSlides({ no: 3, clicks: 0 }, 4, 10, change(4)).map((s) => [s.no, s.leaving, s.ahead])).toEqual([[3, false, false], [4, true, false]]);
  });

  it('a view transition holds the slide coming in hidden while the one going out shows', () => {
    expect(stageSlides({ no: 4, clicks: 0 }, 0, 10, change(3, {}, true)).map((s) => [s.no, s.leaving, s.ahead])).toEqual([[3, true, false], [4, false, true]]);
  });
});
