// Vue's template syntax in a slide, as the compiler turns it into React: what Slidev decks write
// works, and what cannot be honoured (a name from a <script setup>, v-model) is said with its line
// and left out while the rest of the slide renders.
import { describe, expect, it } from 'vitest';
import { compile } from '../support/compile.ts';

describe('template syntax', () => {
  it('shows {{ }} with the slide scope ($slidev, $page, $clicks, $frontmatter, $nav) and reads it once per slot', async () => {
    const { code, warnings } = await compile('\n# Page {{ $slidev.nav.currentPage }} of {{ $nav.total }}\n\n{{ $page }} {{ $clicks }} {{ $frontmatter.layout }} {{ $renderContext }}\n');
    expect(warnings).toEqual([]);
    expect(code).toContain('$r.text($r.v(() => ($slidev.nav.currentPage)))');
    expect(code).toContain('= $r.useScope(true);');
    expect(code.match(/useScope/g)).toHaveLength(1);
  });

  it('reads the scope without following clicks when the slot does not use them', async () => {
    const { code } = await compile('\nSlide {{ $page }}\n');
    expect(code).toContain('$r.useScope(false)');
    const plain = await compile('\nNo expressions here\n');
    expect(plain.code).not.toContain('useScope');
  });

  it('binds :prop and v-bind, merging :class and :style with the written ones', async () => {
    const { code, warnings } = await compile('\n<div class="a" :class="{ on: $clicks > 0 }" style="color: red" :style="{ \'font-size\': \'2em\' }" :title="$slidev.configs.title" v-bind="{ id: \'x\' }">x</div>\n');
    expect(warnings).toEqual([]);
    expect(code).toContain('className: $r.cls("a", $r.v(() => ({ on: $clicks > 0 })))');
    expect(code).toContain('style: $r.style({"color":"red"}, $r.v(() => ({ \'font-size\': \'2em\' })))');
    expect(code).toContain('title: $r.v(() => ($slidev.configs.title))');
    expect(code).toContain("...$r.bind($r.v(() => ({ id: 'x' })))");
  });

  it('turns @event into React handlers, a function called with the event or statements run', async () => {
    const { code } = await compile('\n<button @click="$slidev.nav.next">Next</button>\n<button @click.stop="$slidev.nav.go(3)">Three</button>\n<input @keyup.enter="$nav.next()">\n');
    expect(code).toContain('onClick: $r.on(($event) => ($slidev.nav.next)($event), [])');
    expect(code).toContain('onClick: $r.on(($event) => { $slidev.nav.go(3) }, ["stop"])');
    expect(code).toContain('onKeyUp: $r.on(($event) => { $nav.next() }, ["enter"])');
  });

  it('chains v-if, v-else-if and v-else, and shows or hides with v-show', async () => {
    const { code } = await compile('\n<p v-if="$clicks === 0">start</p>\n<p v-else-if="$clicks === 1">one</p>\n<p v-else>more</p>\n<p v-show="$clicks > 1">shown</p>\n');
    expect(code).toMatch(/\(\$r\.v\(\(\) => \(\$clicks === 0\)\) \? h\("p", null, "start"\) : \(\$r\.v\(\(\) => \(\$clicks === 1\)\) \? h\("p", null, "one"\) : h\("p", null, "more"\)\)\)/);
    expect(code).toContain('style: $r.style($r.show($r.v(() => ($clicks > 1))))');
  });

  it('repeats an element with v-for, its names in scope, and sets v-html and v-text', async () => {
    const { code, warnings } = await compile('\n<li v-for="(item, i) in [\'a\', \'b\']" :key="i">{{ i }}: {{ item }}</li>\n<div v-html="\'<b>bold</b>\'"></div>\n<span v-text="$page"></span>\n');
    expect(warnings).toEqual([]);
    expect(code).toContain("$r.each($r.v(() => (['a', 'b'])), (item, i) => h(\"li\", { key: $r.v(() => (i)) }");
    expect(code).toContain("dangerouslySetInnerHTML: { __html: String($r.v(() => ('<b>bold</b>')) ?? '') }");
    expect(code).toContain('children: $r.text($r.v(() => ($page)))');
  });

  it('lets expressions read globals Vue allows, import.meta and what the Vite config defines', async () => {
    const { warnings } = await compile('\n{{ Math.round(1.5) }} {{ JSON.stringify([1]) }} {{ import.meta.env.MODE }} {{ __TALK_CONFIG__ }}\n', { defined: new Set(['__TALK_CONFIG__']) });
    expect(warnings).toEqual([]);
  });

  it('leaves out an expression naming what the slide does not have, with its line, and renders the rest', async () => {
    const { code, warnings } = await compile('\n# Kept\n\n<script setup>\nconst items = [1, 2]\n</script>\n\n<li v-for="item in items">{{ item }}</li>\n\n{{ count + 1 }} and kept text\n');
    expect(code).toContain('"Kept"');
    expect(code).toContain('" and kept text"');
    expect(code).not.toContain('items');
    expect(warnings.map((w) => [w.line, w.kind, w.message])).toEqual([
      [7, 'syntax', "slide 2: a slide's <script> is not run by this engine: what it defines is not available to the slide"],
      [11, 'syntax', 'slide 2: v-for "items" reads "items", which this engine does not have (a slide\'s <script setup> is not run): left out'],
      [13, 'syntax', 'slide 2: {{ }} "count + 1" reads "count", which this engine does not have (a slide\'s <script setup> is not run): left out'],
    ]);
  });

  it('says what it ignores: v-model, an unknown directive, a v-motion variant it does not follow; and places v-drag where it says', async () => {
    const { code, warnings } = await compile('\n<input v-model="name">\n<div v-focus>x</div>\n<div v-motion :initial="{ x: -80 }" :enter="{ x: 0 }" :click-2-4="{ y: 9 }" :hovered="{ scale: 2 }">moves</div>\n<img v-drag="[10, 20, 100, 50]" src="/a.svg">\n');
    expect(warnings.map((w) => [w.kind, w.message.split(':')[0]])).toEqual([['syntax', 'slide 2'], ['syntax', 'slide 2'], ['feature', 'slide 2'], ['feature', 'slide 2']]);
    expect(warnings[2]?.message).toContain(":hovered is not supported: ignored");
    // The variants it follows go to Motion, imported by this slide only, which moves the element (slides/slide/useMotion.ts).
    expect(code).toContain('h($motion, { as: "div", motion: { initial: $r.v(() => ({ x: -80 })), enter: $r.v(() => ({ x: 0 })), clicks: [[2, 4, $r.v(() => ({ y: 9 }))]] } }, "moves")');
    expect(code).toMatch(/^import \{ Motion as \$motion \} from ".*\/slides\/slide\/Motion\.tsx";$/m);
    expect(code).not.toContain('scale');
    expect(code).toContain('style: {"position":"absolute","left":"10px","top":"20px","width":"100px","height":"50px"}');
  });

  it('shows an unknown component\'s content in place and names it once at build time', async () => {
    const { code, warnings } = await compile('\n<BlueSky id="20">Fallback text</BlueSky>\n\n<carbon-arrow-right /> Next <carbon-arrow-right />\n');
    expect(code).toContain('h("span", { className: "slidev-unknown-component", id: "20", "data-component": "BlueSky" }, "Fallback text")');
    // A slide without a v-motion does not import it.
    expect(code).not.toContain('Motion.tsx');
    expect(warnings.map((w) => [w.line, w.kind, w.message.split(' is ')[0]])).toEqual([
      [5, 'component', 'slide 2: <BlueSky>'],
      [7, 'component', 'slide 2: <carbon-arrow-right>'],
    ]);
  });

  it('uses the built-in components by name in any case, with their props camelised', async () => {
    const { code, warnings } = await compile('\n<Toc max-depth="2" />\n<toc columns="2"/>\n<Poll question="Which?" options="A | B" />\n');
    expect(warnings).toEqual([]);
    expect(code).toContain('h($b.Toc, { maxDepth: "2" })');
    expect(code).toContain('h($b.Toc, { columns: "2" })');
    expect(code).toContain('h($s_Poll, { question: "Which?", options: "A | B" })');
  });

  it('writes click-revealed elements and marks with their worked-out steps', async () => {
    const { code } = await compile('\n<div v-click.up>a</div>\n<span v-mark.circle.red="2">b</span>\n');
    expect(code).toContain('h($r.Reveal, { as: "div", click: [1,null,false,"opacity",["up"]] }, "a")');
    expect(code).toContain('h($r.Reveal, { as: "span", mark: {"span":[2,null],"modifiers":["circle","red"],"options":{"at":2}} }, "b")');
  });
});

describe('click animation presets', () => {
  it("gives steps that name none the slide's clickAnimation (else the deck's)", async () => {
    const { code, warnings } = await compile('clickAnimation: fade up\n---\n\n<div v-click>a</div>\n<div v-click.scale>b</div>\n');
    expect(warnings).toEqual([]);
    expect(code).toContain('"opacity",["fade","up"]]');
    expect(code).toContain('"opacity",["scale"]]');
  });
});

describe('component slots', () => {
  it("passes a component's <template #name> children as its named slots, #default as its children", async () => {
    const { code } = await compile('\n<Toc>\n<template #title>Contents</template>\n<template #default>Body</template>\n</Toc>\n');
    expect(code).toContain('h($b.Toc, { slots: { "title": h($r.F, null, "Contents") } }, "Body")');
  });
});
