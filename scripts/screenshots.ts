// Screenshots of a running deck for a person to look at:
//   npx tsx scripts/screenshots.ts http://127.0.0.1:3030/ out/ [slides e.g. 1-25] [light|dark] [WxH]
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '../tests/support/chromium.ts';

const [url = 'http://127.0.0.1:3030/', out = 'screenshots', range = '1-25', scheme = 'light', size = '1280x720'] = process.argv.slice(2);
const [from = 1, to = from] = range.split('-').map(Number);
const [width = 1280, height = 720] = size.split('x').map(Number);

await mkdir(out, { recursive: true });
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme === 'dark' ? 'dark' : 'light' });
page.on('console', (m) => m.type() === 'error' && console.error(`console: ${m.text()}`));
for (let no = from; no <= to; no++) {
  await page.goto(`${url}#/${no}?clicks=99`);
  await page.waitForSelector(`html[data-deck-ready] .slide[data-slide="${no}"] :is(.layout, .error-card)`);
  await page.evaluate(() => document.fonts.ready);
  // Steps revealed by the address fade in (the slide may have been laid out ahead at step 0): shoot them
  // done. Endless animations (a recording's pulse) never finish, so they are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const file = path.join(out, `${String(no).padStart(2, '0')}-${scheme}-${width}x${height}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}
await browser.close();
