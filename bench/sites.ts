// The sites the load and phone benchmarks compare, built from the same slides.md and public/ and
// served the same way (static files with brotli copies, on 127.0.0.1): this deck, the peer (Slidev 53,
// when installed in .bench/slidev or SLIDEV_DIR) and the floor, a static page holding only the first
// slide's title with a few lines of plain script that move it as plainly as a page can.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import sirv from 'sirv';
import { buildDeck } from '../src/node/commands/build.ts';
import { compressBuild } from '../src/node/compress.ts';

const run = promisify(execFile);
const PEER_DIR = path.resolve(process.env.SLIDEV_DIR ?? '.bench/slidev'); // absolute: the peer's build runs with it as cwd

export interface Site {
  name: string;
  dir: string;
  buildSeconds: number;
  /** Elements that are click steps still hidden on the current slide. */
  hiddenStep: string;
  /** Present once the app itself runs (and handles keys) and has painted its first frame, when the first paint comes before it. */
  appRunning?: string;
  /** On a phone held upright the slide runs across the top of the screen (else it is in the middle). */
  slideAtTopOnPhone?: boolean;
}

/** A slide as the benchmarks walk it: the title it shows at its first step, and its click steps. */
export interface WalkedSlide {
  title: string;
  clicks: number;
}

export async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const files = sirv(dir, { dev: false, etag: true, brotli: true, gzip: true, single: true });
  const server = createServer((req, res) => files(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/**
 * The floor's few lines of script, as plain as a page can move: → shows the slide's next click step
 * (one of the hidden items), or puts the next slide's title in the heading once they are all shown;
 * ← hides the last shown item; ↓ goes to the next slide at once; a touch swipe to the left is →.
 * `#/n` in the address opens slide n, as the decks do.
 */
function floorScript(slides: WalkedSlide[]): string {
  const data = JSON.stringify(slides).replace(/</g, '\\u003c');
  return `const slides=${data};const h1=document.querySelector('h1');const items=[...document.querySelectorAll('li')];
let at=Math.min(slides.length,Number((/^#\\/(\\d+)/.exec(location.hash)||[])[1])||1)-1,shown=0;
const show=()=>{h1.textContent=slides[at].title;items.forEach((li,i)=>li.classList.toggle('floor-hidden',i>=shown))};
const slide=(to)=>{if(to>=0&&to<slides.length){at=to;shown=0}show()};
const forward=()=>shown<slides[at].clicks?(shown++,show()):slide(at+1);
addEventListener('keydown',(e)=>{if(e.key==='ArrowRight')forward();if(e.key==='ArrowLeft'&&shown>0){shown--;show()}if(e.key==='ArrowDown')slide(at+1)});
let down=0;addEventListener('touchstart',(e)=>{down=e.touches[0].clientX});
addEventListener('touchend',(e)=>{if(down-e.changedTouches[0].clientX>50)forward()});
if(at>0)show();`;
}

/** The floor: the first slide's title and a list of hidden items for click steps, moved by floorScript. */
export async function buildFloor(work: string, slides: WalkedSlide[]): Promise<Site> {
  const dir = path.join(work, 'floor');
  await mkdir(dir, { recursive: true });
  const escaped = (slides[0]?.title ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const itemCount = Math.max(4, ...slides.map((s) => s.clicks));
  const items = Array.from({ length: itemCount }, (_, i) => `<li class="floor-hidden">item ${i + 1}</li>`).join('');
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escaped}</title><style>.floor-hidden{opacity:0}</style></head><body><h1>${escaped}</h1><ul>${items}</ul><script>${floorScript(slides)}</script></body></html>\n`,
  );
  await compressBuild(dir);
  return { name: 'floor', dir, buildSeconds: 0, hiddenStep: '.floor-hidden' };
}

export async function buildOurs(root: string, work: string): Promise<Site> {
  const dir = path.join(work, 'ours');
  const started = performance.now();
  await buildDeck({ base: '/', out: dir, slides: 'slides.md', force: true, pdf: false, root });
  return { name: 'this deck', dir, buildSeconds: (performance.now() - started) / 1000, hiddenStep: '.slide .slidev-vclick-hidden', appRunning: 'html[data-deck-ready]', slideAtTopOnPhone: true };
}

/** Slidev 53 built from the same slides, or null when it is not installed. */
export async function buildPeer(root: string, work: string): Promise<Site | null> {
  const bin = path.join(PEER_DIR, 'node_modules/@slidev/cli/bin/slidev.mjs');
  if (!existsSync(bin)) return null;
  // The same slides; only `download` is off, as ours builds without the PDF too (Slidev would export one).
  const source = await readFile(path.join(root, 'slides.md'), 'utf8');
  await writeFile(path.join(PEER_DIR, 'slides.md'), source.replace(/^download: true$/m, 'download: false'));
  await cp(path.join(root, 'public'), path.join(PEER_DIR, 'public'), { recursive: true });
  const dir = path.join(work, 'slidev');
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  const started = performance.now();
  await run(process.execPath, [bin, 'build', 'slides.md', '--out', dir], { cwd: PEER_DIR, env, timeout: 300_000 });
  const buildSeconds = (performance.now() - started) / 1000;
  await compressBuild(dir); // served the same way as ours: brotli copies beside the files
  return { name: 'Slidev 53', dir, buildSeconds, hiddenStep: '.slidev-page .slidev-vclick-hidden' };
}

/** Both decks, built with their build logs silenced (the peer null when not installed or its build failed). */
export async function buildDecks(root: string, work: string): Promise<{ ours: Site; peer: Site | null }> {
  const { log, warn } = console;
  try {
    console.log = console.warn = () => {};
    const ours = await buildOurs(root, work);
    const peer = await buildPeer(root, work).catch((err: unknown) => {
      console.error(`peer build failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
      return null;
    });
    return { ours, peer };
  } finally {
    Object.assign(console, { log, warn });
  }
}
