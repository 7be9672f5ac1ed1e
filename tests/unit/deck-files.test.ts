// What a deck is made of beyond its entry file: the files it imports count for the build stamp and
// the page's image origins; the talk's vite.config.* is used unless it imports a package that is
// not installed (then skipped with one warning); and the Download PDF link goes where `download` says.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inputsHash } from '../../src/node/build-stamp.ts';
import { defaultConfig } from '../../src/node/parser/config.ts';
import { deckSources } from '../../src/node/server/headers.ts';
import { isInstalled, packageImports, packageOf } from '../../src/node/talk-packages.ts';
import { withTalkViteConfig } from '../../src/node/vite-config.ts';
import { WarningLog } from '../../src/node/warnings.ts';
import { pdfLink } from '../../src/shared/download.ts';

let dir: string;
beforeAll(async () => {
  // Inside the checkout, so the talk's config finds `vite` as a talk in its own folder would.
  dir = await mkdtemp(path.join(process.cwd(), 'tests/fixtures/tmp-files-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('changes when an imported file changes, or a missing one appears', async () => {
    const root = path.join(dir, 'stamp');
    await mkdir(path.join(root, 'parts'), { recursive: true });
    await writeFile(path.join(root, 'slides.md'), '# One\n\n---\nsrc: ./parts/a.md\n---\n\n---\nsrc: ./parts/later.md\n---\n');
    await writeFile(path.join(root, 'parts/a.md'), '# A\n');
    const first = await inputsHash(root, 'slides.md', '/');
    expect(await inputsHash(root, 'slides.md', '/')).toBe(first);
    await writeFile(path.join(root, 'parts/a.md'), '# A, changed\n');
    const second = await inputsHash(root, 'slides.md', '/');
    expect(second).not.toBe(first);
    await writeFile(path.join(root, 'parts/later.md'), '# Later\n');
    expect(await inputsHash(root, 'slides.md', '/')).not.toBe(second);
  });
});

describe('image origins', () => {
  it('come from every file the deck is made of', () => {
    const sources = deckSources(['# One\n\n![a](https://one.example/a.png)\n', '---\nbackground: https://two.example/b.jpg\n---\n', "---\nlayout: image-right\nimage: 'https://three.example/c.jpg'\n---\n"], defaultConfig);
    expect(sources.imageOrigins).toEqual(['https://one.example', 'https://three.example', 'https://two.example']);
  });
});

describe('the talk\'s vite.config', () => {
  it('finds the packages it imports at run time, with their lines', () => {
    const code = [
      "import { defineConfig } from 'vite'",
      "import type { UserConfig } from 'vite-plus'",
      "import Icons from 'unplugin-icons/vite'",
      '// import Old from "commented-out"',
      "import {",
      "  a,",
      "} from '@scope/pkg/sub'",
      "import path from 'node:path'",
      "import local from './local.ts'",
      "const lazy = () => import('lazy-pkg')",
    ].join('\n');
    expect(packageImports(code)).toEqual([
      { name: 'vite', line: 1 },
      { name: 'unplugin-icons', line: 3 },
      { name: '@scope/pkg', line: 5 },
      { name: 'lazy-pkg', line: 10 },
    ]);
    expect(packageOf('fs')).toBeNull();
    expect(packageOf('#internal')).toBeNull();
    expect(isInstalled('vite', dir)).toBe(true);
    expect(isInstalled('no-such-package-for-deck', dir)).toBe(false);
  });

  it('is skipped with one warning naming a package that is not installed, never a stop', async () => {
    const root = path.join(dir, 'slidev-config');
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, 'vite.config.ts'), "import { defineConfig } from 'vite'\nimport Components from 'unplugin-vue-components/vite'\n\nexport default defineConfig({ plugins: [Components()] })\n");
    const log = new WarningLog();
    const base = { define: { __DECK__: '1' } };
    expect(await withTalkViteConfig(base, root, 'build', log)).toBe(base);
    expect(log.list).toEqual([{
      file: 'vite.config.ts',
      line: 2,
      kind: 'feature',
      message: 'imports "unplugin-vue-components", which is installed neither in the talk\'s folder nor with the engine: the talk\'s Vite configuration is skipped (to use it, `npm install unplugin-vue-components` in the talk\'s folder)',
    }]);
    // The pre-render loads it again without the log: it is not said a second time.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await withTalkViteConfig(base, root, 'build');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('that imports what is installed is merged under the deck\'s (tests/fixtures/second-talk)', async () => {
    const config = await withTalkViteConfig({ define: { __DECK__: '1' } }, path.resolve('tests/fixtures/second-talk'), 'build', new WarningLog());
    expect(config.define).toEqual({ __TALK_CONFIG__: JSON.stringify("the talk's vite.config.ts"), __DECK__: '1' });
  });
});

describe('the Download PDF link', () => {
  it('is the build\'s PDF for download: true, the given address for a URL, none when off', () => {
    expect(pdfLink({ download: true, exportFilename: 'talk' }, '/base/')).toEqual({ href: '/base/talk.pdf', own: true });
    expect(pdfLink({ download: 'https://example.com/talk.pdf', exportFilename: 'talk' }, '/base/')).toEqual({ href: 'https://example.com/talk.pdf', own: false });
    expect(pdfLink({ download: false, exportFilename: 'talk' }, '/')).toBeNull();
  });
});
