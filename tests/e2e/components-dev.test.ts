// The dev server and a talk's own components: a slide naming a component that is not there yet shows
// its content in its place; writing components/<Name>.tsx reloads the page with the component, and
// removing it goes back (a deck written here, in a folder of its own under tests/fixtures/tmp-*).
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev } from '../../src/node/commands/dev.ts';
import { waitForSlide, withChromium } from '../support/browser.ts';

let dev: ViteDevServer;
let base: string;
let root: string;
let stateDir: string;
const newPage = withChromium({ baseURL: () => base });

beforeAll(async () => {
  root = await mkdtemp(path.join(process.cwd(), 'tests/fixtures/tmp-components-dev-'));
  await writeFile(path.join(root, 'slides.md'), '---\ntitle: Components in dev\n---\n\n# The stall\n\n<PriceTag amount="3.20">a loaf, price to come</PriceTag>\n');
  stateDir = await mkdtemp(path.join(tmpdir(), 'deck-components-dev-state-'));
  const probe = createNetServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const warn = console.warn;
  console.warn = () => {}; // the component not there yet, said as the slide compiles
  try {
    dev = await startDev({ root, slides: 'slides.md', port, host: '127.0.0.1', stateDir });
  } finally {
    console.warn = warn;
  }
  base = `http://127.0.0.1:${port}/`;
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await rm(root, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });
});

describe('the dev server and the talk\'s own components', () => {
  it('shows a component once its file is written, and its content alone once it is removed', { timeout: 120_000 }, async () => {
    const { page, open } = await newPage();
    await open('/1');
    await waitForSlide(page, 1);
    const slide = page.locator('.slide[data-slide="1"] .layout');
    await expect.poll(() => slide.locator('.slidev-unknown-component').textContent()).toBe('a loaf, price to come');

    const file = path.join(root, 'components', 'PriceTag.tsx');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'export default function PriceTag({ amount }: { amount: string }) {\n  return <strong className="price-tag">£{amount}</strong>;\n}\n');
    await expect.poll(() => slide.locator('.price-tag').count(), { timeout: 30_000 }).toBe(1);
    expect(await slide.locator('.price-tag').textContent()).toBe('£3.20');

    await unlink(file);
    await expect.poll(() => slide.locator('.slidev-unknown-component').count(), { timeout: 30_000 }).toBe(1);
    expect(await slide.locator('.price-tag').count()).toBe(0);
  });
});
