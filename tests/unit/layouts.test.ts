// The layout names the engine knows, and the pure rules the client's layouts follow: which component
// a slide's `layout:` picks, and how a frontmatter image becomes CSS.
import { describe, expect, it } from 'vitest';
import { cssUrl, isCssColour } from '../../src/client/slides/layouts/css-url.ts';
import { pickLayout } from '../../src/client/slides/layouts/pick.ts';
import { iframeLayoutNames, isLayoutName, layoutNames } from '../../src/shared/layouts.ts';

describe('layout names', () => {
  it('are every layout Slidev ships', () => {
    expect([...layoutNames].sort()).toEqual(
      ['center', 'cover', 'default', 'end', 'fact', 'full', 'iframe', 'iframe-left', 'iframe-right', 'image', 'image-left', 'image-right', 'intro', 'none', 'quote', 'section', 'statement', 'two-cols', 'two-cols-header'].sort(),
    );
    expect(isLayoutName('two-cols-header')).toBe(true);
    expect(isLayoutName('two-columns')).toBe(false);
    expect(isLayoutName('constructor')).toBe(false);
    expect(iframeLayoutNames.every(isLayoutName)).toBe(true);
  });
});

describe('pickLayout', () => {
  const builtIn = { default: 'engine default', cover: 'engine cover', center: 'engine center' };

  it('picks the built-in of that name', () => {
    expect(pickLayout('cover', {}, builtIn)).toEqual({ component: 'engine cover', own: false });
  });

  it("prefers the deck's own layout, also over a built-in of the same name", () => {
    const own = { 'big-quote': 'deck big-quote', cover: 'deck cover' };
    expect(pickLayout('big-quote', own, builtIn)).toEqual({ component: 'deck big-quote', own: true });
    expect(pickLayout('cover', own, builtIn)).toEqual({ component: 'deck cover', own: true });
    expect(pickLayout('center', own, builtIn)).toEqual({ component: 'engine center', own: false });
  });

  it('lays a name it does not know out with default, never an error', () => {
    expect(pickLayout('lighthouse-keeper', {}, builtIn)).toEqual({ component: 'engine default', own: false });
    expect(pickLayout('', {}, builtIn).component).toBe('engine default');
  });

  it("does not take Object.prototype's names for layouts", () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(pickLayout(name, {}, builtIn), name).toEqual({ component: 'engine default', own: false });
    }
  });
});

describe('frontmatter images as CSS', () => {
  it('quotes the address so that nothing in it ends the url() early', () => {
    expect(cssUrl('/harbour.svg')).toBe('url("/harbour.svg")');
    expect(cssUrl('https://example.com/a b.png')).toBe('url("https://example.com/a b.png")');
    expect(cssUrl('/x".png); background: red')).toBe('url("/x%22.png); background: red")');
    expect(cssUrl('/back\\slash\n.png')).toBe('url("/back%5Cslash%0A.png")');
  });

  it('takes colours as colours, as Slidev does', () => {
    for (const colour of ['#123', '#1e1e2e', 'rgb(10, 20, 30)', 'rgba(0,0,0,0.5)']) expect(isCssColour(colour), colour).toBe(true);
    for (const image of ['/harbour.svg', 'https://example.com/#top', 'images/rgb.png']) expect(isCssColour(image), image).toBe(false);
  });
});
