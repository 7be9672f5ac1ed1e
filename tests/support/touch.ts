// Touch swipes as a finger makes them: every point sent at once through the DevTools protocol, then
// the finger lifted.
import type { Page } from 'playwright-core';

/** A swipe through `xs` along the height `y`. */
export async function swipeAt(page: Page, xs: number[], y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await Promise.all(xs.map((x, i) => cdp.send('Input.dispatchTouchEvent', { type: i ? 'touchMove' : 'touchStart', touchPoints: [{ x, y }] })));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The slide's stage (the app's or the pre-rendered one) as the page lays it out. */
export async function stageBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const stage = await page.locator('main .stage').first().boundingBox();
  if (!stage) throw new Error('no slide on the page');
  return stage;
}

/** A swipe through `xs` across the middle of the slide's height: on a phone held upright the slide runs across the top, and a swipe under it is not the slide's. */
export async function swipeAcrossSlide(page: Page, xs: number[]): Promise<void> {
  const stage = await stageBox(page);
  await swipeAt(page, xs, stage.y + stage.height / 2);
}
