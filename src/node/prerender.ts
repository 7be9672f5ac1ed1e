// Pre-rendered first paint: the first slide's HTML goes into index.html as an inert <template>, and
// a few lines of inline script show it before any JavaScript file arrives when the address is that
// slide's (the audience's join address is). When the app starts it renders the same slide in place,
// so nothing moves. The second slide's HTML goes in too, so a swipe or tap made before the app runs
// (on a phone, most of a second) shows it at once. No more: every other slide's HTML would be parsed
// on every cold load for nothing (a 5,000-slide deck's index.html was 3 MiB), and a deep link to a
// later slide paints once the app runs.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstStep, next, nextSlide, prev, prevSlide, type StepCounts } from '../shared/navigation.ts';
import { clickDirection, swipeDirection, SWIPE_THRESHOLD, type SwipeResult } from '../shared/swipe.ts';
import type { DeckConfig, SlideRecord } from '../shared/types.ts';
import { engineDir } from './paths.ts';
import { clientDir, deckViteConfig, withTalkViteConfig, type DeckProject } from './vite-config.ts';
import type { DeckWarning } from './warnings.ts';

/** A play route's address (#/, #/n, #/n?…): the pre-rendered slide may show for it. */
const PLAY_ADDRESS = String.raw`/^#\/(\d*)(?:\?|$)/`;

/**
 * The head's script, run before the page can paint anything: the colour scheme (the deck's, or the
 * viewer's choice), and for a play route the mark that paints the page the stage's near-black until
 * the app is ready (play.css). Before the body's boot script shows the slide the browser may paint
 * the page's own background; run from the body, a dark-scheme phone showed a frame of the light
 * page's colour between the browser's dark blank and the dark slide (some 100 ms at 4× slowdown).
 * Whether the viewer chose the slide at its actual size goes to the boot script (`__deckActualScale`).
 * Settings as src/client/deck/settings/settings.ts keeps them; keys of one each before they carried a version.
 * A first visit has none, and parses nothing: the exception a parse of null threw (caught) cost a 4×
 * phone 14 ms before its first paint with DevTools attached, as any thrown error does (V8 re-parses
 * the function it is made in).
 */
export function headScript(config: DeckConfig): string {
  return `(function(){var d=document.documentElement,o={},s,m=${JSON.stringify(config.colorSchema)},l=function(n){try{return localStorage.getItem(n)}catch(e){return null}};
var j=l('deck-settings');if(j)try{o=JSON.parse(j).value||{}}catch(e){}s=o.colorScheme||l('deck-color-scheme');
if(m==='auto'&&(s==='light'||s==='dark'))m=s;
if(m==='dark'||(m==='auto'&&matchMedia('(prefers-color-scheme: dark)').matches))d.classList.add('dark');
window.__deckActualScale=(o.scale||(l('deck-scale')==='1'&&'actual'))==='actual';
if(${PLAY_ADDRESS}.test(location.hash||'#/'))d.setAttribute('data-deck-stage','')})();`;
}

/**
 * The inline boot script, after the pre-rendered slides' templates: for a play route (#/, #/n), the
 * pre-rendered slide at the window's scale. Presenter, print and bad routes wait for the app.
 * The slide shows at once, before its text font has arrived: until then its text is drawn in a
 * stand-in face scaled to the font's metrics (font-fallback.ts), so nothing moves when the font comes.
 * The slide looks ready before the app is: keys pressed meanwhile (the navigation keys, whose scrolling
 * is stopped, and any one-character key, such as o for the overview), and taps and swipes, are kept in
 * `window.__deckEarlyKeys` (src/client/deck/keys/earlyKeys.ts plays them once the app listens).
 * A tap or swipe that leads from a pre-rendered slide to another (`moves`) is shown at once instead,
 * by the app's own gesture rules (src/shared/swipe.ts, their source put in here) and a new history
 * entry, as the app moves: the app renders where the address says (it has those slides loaded).
 * As the app does (deck/ui/afterPaint.ts), the entry is written after the frame that shows the slide:
 * on a 4× phone `history.pushState` held that frame back by up to 40 ms. Should the app read the
 * address first, it has the entries written then (`window.__deckEarlyAddress`, deck/router/router.tsx).
 * A tap, swipe or click counts where the app counts one (deck/nav/usePointerNavigation.ts): begun on the
 * slide's stage, a click within the slide's height. On a phone held upright the slide runs across the
 * top, and the column under it is the room's (play.css).
 * Those slides are laid out ahead, hidden (`.slide-ahead`, as the app lays out the next slide), once
 * the first is shown: a swipe then only swaps which one is hidden, with no HTML to parse and nothing
 * to lay out (on a 4× phone those took some 100 ms before the next slide showed).
 * Before its link to a deck server is live a device's moves are its own, in the app as here. Once the
 * app's first render has replaced the pre-rendered slide, the app alone moves.
 * A press begun on the pre-rendered slide and ended after that render is still heard. The browser sends
 * the rest of a touch to the element it began on, and an element taken out of the page passes nothing
 * on, so the replaced slide is put back, hidden, until its touch ends (a MutationObserver's callback
 * runs before the next event). A mouse press is heard where it ends, but makes no click: the element it
 * began on is gone. Either, still open when the app takes over, is handed to the app (`stop`): a swipe
 * or a click (a tap is not: the browser's own click after it reaches the app's slide).
 * `window.__deckShown` resolves after the frame that paints the slide and, after it, the text font's
 * arrival (1 s at most): the app starts then (see `deferStart`), so its first tens of milliseconds of
 * script neither hold that frame back nor pile up with the font's re-layout (on a 4× phone that made
 * one long task); meanwhile the page answers a swipe itself. At once in a hidden tab, and after 100 ms
 * at most should the tab be hidden before its frame.
 */
export function bootScript(config: DeckConfig, moves: EarlyMoves = {}): string {
  const width = config.canvasWidth;
  const height = config.canvasWidth / config.aspectRatio;
  return `(function(){var k,r=${PLAY_ADDRESS}.exec(location.hash||'#/');if(!r)return;
var q=[],h=function(e){var n=/^(Arrow(Right|Left|Up|Down)|Page(Up|Down)| )$/.test(e.key);if(e.ctrlKey||e.metaKey||e.altKey||!n&&e.key.length!==1)return;if(n)e.preventDefault();if(!e.repeat)q.push([e.key,e.shiftKey,e.code])};
${gestureRules()}var M=${JSON.stringify(moves)},sn=+(r[1]||1),w=function(e){if(q.length||!go(e))q.push(e)},
cv=function(){return a&&a.querySelector('main[data-prerendered] .canvas')},
at=function(n){var c=cv(),e=c&&c.querySelector('.slide[data-slide="'+n+'"]'),t=document.getElementById('deck-slide-'+n);if(c&&!e&&t){c.appendChild(t.content.cloneNode(true));e=c.lastElementChild;e.classList.add('slide-ahead')}return e},
ahead=function(){var n;for(n in M[sn])at(M[sn][n])},
go=function(e){var c=cv(),b,s,n;if(!e||!c||/[?]/.test(location.hash))return 0;
s=(M[sn]||{})[e[0]==='swipe'?swipeDirection(e[1],e[2],innerWidth,innerHeight):(b=c.getBoundingClientRect(),clickDirection(e[1],b.left,b.width))];n=s&&at(s);if(!n)return 0;
at(sn).classList.add('slide-ahead');n.classList.remove('slide-ahead');sn=s;pw.push(location.href.split('#')[0]+'#/'+s);if(pw.length<2)document.hidden?setTimeout(fw):requestAnimationFrame(function(){setTimeout(fw)});return 1},
pw=[],fw=function(){while(pw.length)history.pushState(null,'',pw.shift())};window.__deckEarlyAddress=fw;
var p0,m0,lt,pk,pm,f=function(e){return(e.changedTouches||[])[0]},st=function(e){return e.target.closest&&e.target.closest('main[data-prerendered] .stage')},
iy=function(y){var c=cv(),b=c&&c.getBoundingClientRect();return b&&y>=b.top&&y<=b.bottom},
pd=function(e){var t=f(e);p0=e.touches.length===1&&t&&st(e)?[t.clientX,t.clientY]:0},tz=0,pu=function(e){var t=f(e),x,y,v;if(p0&&t){x=t.clientX-p0[0];y=t.clientY-p0[1];tz=Date.now();v=Math.abs(x)+Math.abs(y)>=10?['swipe',x,y]:l2(e)||!iy(t.clientY)?0:['click',t.clientX];if(!lt){if(v)w(v)}else if(v&&v[0]==='swipe')lt(v)}pc()},
pc=function(){p0=0;if(pk)pk.remove(),pk=0;ld()},l2=function(e){return e.target.closest&&e.target.closest('a,button')},
md=function(e){m0=!e.button&&st(e)&&iy(e.clientY)&&!l2(e)},mu=function(e){if(m0&&lt&&getSelection().isCollapsed)lt(['click',e.clientX]);m0=0;ld()},
ck=function(e){if(!e.button&&Date.now()-tz>1000&&!l2(e)&&st(e)&&iy(e.clientY))w(['click',e.clientX])},ld=function(){if(lt&&!p0&&!m0)lt=0,E.abort()},
K=new AbortController,E=new AbortController,on=function(c,n,f){addEventListener(n,f,{signal:c.signal})};
on(K,'keydown',h);on(K,'touchstart',pd);on(K,'mousedown',md);on(K,'click',ck);on(E,'touchend',pu);on(E,'touchcancel',pc);on(E,'mouseup',mu);
window.__deckEarlyKeys={keys:q,stop:function(L){K.abort();fw();delete window.__deckEarlyAddress;if(p0||m0)lt=L;else E.abort()}};
var t=document.getElementById('deck-slide-'+sn),a=document.getElementById('app');if(!t||!a)return;
k=window.__deckActualScale?1:Math.min(innerWidth/${width},innerHeight/${height});
a.innerHTML='<main class="play-view" data-prerendered=""><div class="stage"><div class="canvas-frame scale-fit"><div class="canvas" style="width:${width}px;height:${height}px;transform:scale('+k+')">'+t.innerHTML+'</div></div></div></main>';
pm=a.firstChild;var mo=new MutationObserver(function(){if(pm.parentNode===a)return;mo.disconnect();if(p0)pm.style.display='none',document.body.appendChild(pm),pk=pm});mo.observe(a,{childList:true});
var g0,g=function(){ahead();g0()};window.__deckShown=new Promise(function(f){g0=f});if(document.hidden)return g();
new Promise(function(f){requestAnimationFrame(function(){var c=new MessageChannel();c.port1.onmessage=f;c.port2.postMessage(0)});setTimeout(f,100)})
.then(function(){return document.fonts&&document.fonts.ready}).then(g,g);setTimeout(g,1000)})();`;
}

/**
 * The app's gesture rules as the boot script's source: the functions themselves (written to stand
 * alone), so a swipe means the same before the app runs as after.
 */
export const gestureRules = () => `var SWIPE_THRESHOLD=${SWIPE_THRESHOLD};${swipeDirection.toString()};${clickDirection.toString()};`;

/** The slides whose HTML the first paint may need: the first, and the one a gesture on it leads to. */
const PRERENDERED = [1, 2];

/** For each pre-rendered slide (drawn at its first step), where a gesture leads when that is another pre-rendered slide at its first step (by the deck's rules). */
export type EarlyMoves = Record<number, Partial<Record<NonNullable<SwipeResult>, number>>>;

export function earlyMoves(steps: StepCounts, prerendered: readonly number[]): EarlyMoves {
  const rules = { next, prev, nextSlide, prevSlide };
  const table: EarlyMoves = {};
  for (const no of prerendered) {
    for (const [move, rule] of Object.entries(rules) as [keyof typeof rules, (typeof rules)[keyof typeof rules]][]) {
      const to = rule(steps, { no, clicks: firstStep(steps, no) });
      if (to.clicks === firstStep(steps, to.no) && to.no !== no && prerendered.includes(to.no)) (table[no] ??= {})[move] = to.no;
    }
  }
  return table;
}

/** Renders slides in Node through a server build of the app's slide components. */
type Rendered = { html: Record<number, string>; failed: Record<number, string>; steps: StepCounts };

async function renderSlides(project: DeckProject, which: readonly number[]): Promise<Rendered> {
  const { build } = await import('vite');
  // Inside the project, so the server build's imports (react, react-dom) resolve from its node_modules.
  // In the engine's folder, whatever folder the talk is in: the bundle's imports of React and the
  // rest resolve from where the engine is installed.
  const cache = path.join(engineDir, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(path.join(cache, 'deck-prerender-'));
  try {
    await build(
      await withTalkViteConfig(
        deckViteConfig(project, {
          build: { ssr: path.join(clientDir, 'prerender.tsx'), outDir, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } } },
        }),
        project.root,
        'build',
      ),
    );
    const entry = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as { renderSlides: (which: readonly number[]) => Promise<Rendered> };
    return await entry.renderSlides(which);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * The app's entry script becomes an inline module that imports it once the pre-rendered slide is
 * painted; without a pre-rendered slide (presenter, print, another address) that is at once. Not
 * preloaded either: fetched and compiled beside the first paint, it held it back by some 20 ms on
 * a cold load, and the app was no sooner ready for it (`npm run bench -- load`).
 * The chunks the entry imports (Vite's modulepreload links: React's, see src/client/reactFirst.ts)
 * are imported first, and the entry a task later: run with the entry, React's start and the app's
 * made one long task, which a tap made meanwhile waited behind. Not preloaded by links either: on a
 * 4×-slowed phone adding them cost the page tens of milliseconds of one task.
 */
export function deferStart(html: string): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('cannot pre-render: index.html has no entry script');
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const load = (found: RegExpExecArray | RegExpMatchArray) => `import(${JSON.stringify(found[1] ?? '')})`;
  const first = preloads.length ? `await Promise.all([${preloads.map(load).join(',')}]);await new Promise(r=>setTimeout(r));` : '';
  return [entry, ...preloads]
    .reduce((page, found) => page.replace(found[0], ''), html)
    .replace('</body>', `  <script type="module">await window.__deckShown;${first}${load(entry)}</script>\n  </body>`);
}

/**
 * Adds the first slides' HTML and the boot script to the built index.html, and starts the app after
 * its paint. Returns what the build should say: a slide that could not be drawn here (its first
 * paint then waits for the app).
 */
export async function prerenderIndex(project: DeckProject, config: DeckConfig, records: readonly SlideRecord[]): Promise<DeckWarning[]> {
  const { html: slides, failed, steps } = await renderSlides(project, PRERENDERED);
  const moves = earlyMoves(steps, Object.keys(slides).map(Number));
  const indexFile = path.join(path.resolve(project.root, project.outDir), 'index.html');
  const html = await readFile(indexFile, 'utf8');
  const templates = Object.entries(slides)
    .map(([no, markup]) => `<template id="deck-slide-${no}">${markup}</template>`)
    .join('');
  const marker = '<div id="app"></div>';
  if (!html.includes(marker)) throw new Error(`cannot pre-render: ${indexFile} has no ${marker}`);
  // Minified: it is in every page load, before the first paint.
  const { minifySync } = await import('vite');
  const boot = minifySync('boot.js', bootScript(config, moves)).code.trim();
  const head = minifySync('head.js', headScript(config)).code.trim();
  if (!html.includes('</title>')) throw new Error(`cannot pre-render: ${indexFile} has no <title>`);
  const page = deferStart(
    html.replace('</title>', `</title>\n    <script>${head}</script>`).replace(marker, `${marker}\n    ${templates}\n    <script>${boot}</script>`),
  );
  await writeFile(indexFile, await inlineStylesheet(page, path.dirname(indexFile), project.base));
  return Object.entries(failed).flatMap(([no, reason]) => {
    const slide = records[Number(no) - 1];
    if (!slide) return [];
    const message = `slide ${no} could not be drawn at build time (${reason}): its first paint waits for the app's script instead of showing at once; a component that reads window or document as it renders can read them in an effect`;
    return [{ file: slide.filepath, line: slide.start, kind: 'paint' as const, message }];
  });
}

/**
 * The first view's stylesheet goes into the page itself: fetched beside the page, it held the first
 * paint back (the boot script waits for it) by a request's time, more than its parse costs. The file
 * stays, named by a disabled <link> that is never fetched: the lazy parts' loader (Vite's) looks for
 * that link to know the stylesheet is in, and would otherwise fetch it again.
 */
export async function inlineStylesheet(html: string, outDir: string, base: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(html);
  if (!link) return html;
  const href = link[1] ?? '';
  // The link names it under the base path ('/talk/assets/…', or './assets/…' for a relative base).
  const inBuild = href.startsWith(base) ? href.slice(base.length) : href.replace(/^\.?\//, '');
  const file = path.join(outDir, inBuild);
  const css = (await readFile(file, 'utf8'))
    // Addresses relative to the stylesheet's folder (a relative base) are made relative to the page's.
    .replace(/url\(\s*(["']?)(?![a-z]+:|\/|#)([^"')]+)\1\s*\)/gi, (_, quote: string, url: string) => `url(${quote}${path.posix.join(path.posix.dirname(inBuild), url)}${quote})`)
    // A </style> inside a CSS string would end the element: escaped, it is the same string.
    .replace(/<\/style/gi, '<\\/style');
  return html.replace(link[0], `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`);
}

