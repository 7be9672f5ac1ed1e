// What a compiled slide (src/node/compile/codegen.ts) calls at run time: Vue's template semantics on
// React. The values (template-values.ts), click-revealed elements with Slidev's classes (Reveal),
// and the names Slidev puts in a slide's scope (`$slidev`, `$page`…, useScope).
import { Fragment } from 'react';
import { firstStep } from '../../../shared/navigation.ts';
import { config, slides, stepCounts } from '../../deck/deck.ts';
import { useClicks } from './ClicksContext.ts';
import { Reveal } from './Reveal.tsx';
import { useSlideScope, useViewNavigation } from './SlideScope.ts';

export { Fragment as F, Reveal };
export { bind, cls, each, on, show, style, text, v } from './template-values.ts';

/** Slidev's `$slidev` and the other names a slide's template reads. */
export function useScope(readsClicks: boolean) {
  const scope = useSlideScope();
  const view = useViewNavigation();
  // Hooks are called the same way every render: `readsClicks` is fixed per compiled slot.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const clicks = readsClicks ? useClicks() : 0;
  const currentPage = view?.no ?? scope.no;
  const nothing = () => undefined;
  const nav = {
    currentPage,
    currentSlideNo: currentPage,
    total: slides.length,
    clicks,
    clicksTotal: stepCounts[scope.no - 1] ?? 0,
    currentLayout: slides[currentPage - 1]?.layout,
    hasNext: currentPage < slides.length || clicks < (stepCounts[scope.no - 1] ?? 0),
    hasPrev: currentPage > 1 || clicks > firstStep(stepCounts, scope.no),
    isPresenter: scope.renderContext === 'presenter',
    isPrintMode: scope.renderContext === 'print',
    go: view ? (no: number | string, step?: number) => view.go(Number(no), step) : nothing,
    next: view?.next ?? nothing,
    prev: view?.prev ?? nothing,
    nextSlide: view?.nextSlide ?? nothing,
    prevSlide: view?.prevSlide ?? nothing,
    slides,
  };
  // Slidev's configs: every headmatter field (a theme's own too), as the engine read them.
  const $slidev = { nav, configs: { ...config.headmatter, ...config }, themeConfigs: config.themeConfig, frontmatter: scope.frontmatter, renderContext: scope.renderContext };
  return {
    $slidev,
    $nav: nav,
    $clicks: clicks,
    $page: scope.no,
    $frontmatter: scope.frontmatter,
    $renderContext: scope.renderContext,
    $clicksContext: { current: clicks, clicksStart: firstStep(stepCounts, scope.no), total: stepCounts[scope.no - 1] ?? 0 },
    $route: { path: `/${scope.no}` },
  };
}
