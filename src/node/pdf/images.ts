// `export --format png`: each printed page as an image file, named by its label (007.png, or 007-02.png
// with click steps), written into a folder that appears whole or not at all.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** Writes the print view's pages into `dir`; gives the bytes written. */
export async function writePageImages(page: Page, labels: readonly string[], dir: string): Promise<number> {
  const temp = `${dir}.${process.pid}.partial`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  try {
    let bytes = 0;
    for (const label of labels) {
      const image = await page.locator(`.print-page[data-page="${label}"]`).screenshot({ animations: 'disabled' });
      await writeFile(`${temp}/${label}.png`, image);
      bytes += image.length;
    }
    await rm(dir, { recursive: true, force: true });
    await rename(temp, dir);
    return bytes;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
