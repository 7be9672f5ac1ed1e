// The presenter's laser pointer, in real Chromium against this file's deck server: held `l` or the
// toolbar's "Laser pointer" button turns the presenter's pointer into a red dot with a fading trail
// on every follower (another device, a phone), and the pointer's presence goes out at most 30
// times a second however fast the mouse moves.
import type { Page } from 'playwright-core';
import * as decoding from 'lib0/decoding';
import { describe, expect, it } from 'vitest';
import { waitForSlide, withChromium } from '../support/browser.ts';
import { talk } from '../support/deck.ts';

const newPage = withChromium();
const canvasWidth = talk.config.canvasWidth;
const canvasHeight = canvasWidth / talk.config.aspectRatio;

/** The presenter view at slide 2, having moved there itself, so followers take its pointer. */
async function openPresenter(): Promise<Page> {
  const { page, open } = await newPage();
  // Every frame the page sends on its sync socket, with the page's time (for the rate test).
  await page.addInitScript(() => {
    const sent: [number, number[]][] = [];
    (window as { __sent?: typeof sent }).__sent = sent;
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : null;
      if (bytes) sent.push([performance.now(), [...bytes.subarray(0, 16)]]);
      send.call(this, data);
    };
  });
  await open('/presenter/1');
  await page.waitForSelector('.presenter-current .slide[data-slide="1"] .layout');
  await page.waitForSelector('html[data-deck-live="lead"]', { timeout: 30_000 });
  return page;
}

/** A follower on another device (its own context), `options` e.g. a phone's. */
async function openFollower(options: Parameters<typeof newPage>[0] = {}): Promise<Page> {
  const { page, open } = await newPage(options);
  await open('/1');
  await waitForSlide(page, 1);
  await page.waitForSelector('html[data-deck-live]', { timeout: 30_000 });
  return page;
}

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };

/** Moves the presenter's mouse to a fraction of the current slide, in a few steps. */
async function pointAt(presenter: Page, fx: number, fy: number): Promise<void> {
  const box = await presenter.locator('.presenter-current .canvas').boundingBox();
  if (!box) throw new Error('no slide canvas in the presenter view');
  await presenter.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 4 });
}

/** Where the follower's laser dot is, as a fraction of its slide on screen, once it shows. */
async function dotAt(follower: Page): Promise<{ fx: number; fy: number; left: number; top: number }> {
  const dot = follower.locator('.laser-dot');
  await dot.waitFor({ timeout: 15_000 });
  const [box, canvas] = await Promise.all([dot.boundingBox(), follower.locator('.canvas').first().boundingBox()]);
  if (!box || !canvas) throw new Error('no laser dot or slide on screen');
  const style = await dot.evaluate((el) => ({ left: parseFloat((el as HTMLElement).style.left), top: parseFloat((el as HTMLElement).style.top) }));
  return { fx: (box.x + box.width / 2 - canvas.x) / canvas.width, fy: (box.y + box.height / 2 - canvas.y) / canvas.height, ...style };
}

/** Waits until the follower shows the laser near a fraction of the slide. */
async function expectDotNear(follower: Page, fx: number, fy: number): Promise<void> {
  await expect
    .poll(async () => {
      const at = await dotAt(follower);
      return Math.abs(at.fx - fx) < 0.03 && Math.abs(at.fy - fy) < 0.03;
    }, { timeout: 15_000 })
    .toBe(true);
  const { left, top } = await dotAt(follower);
  expect(left).toBeCloseTo(canvasWidth * fx, -1.5);
  expect(top).toBeCloseTo(canvasHeight * fy, -1.5);
}

describe('laser pointer', () => {
  it('shows followers a red dot with a trail while the presenter holds l, and the cursor again once it is up', { timeout: 120_000 }, async () => {
    const desk = await openFollower();
    const mobile = await openFollower(phone);
    const still = await openFollower({ reducedMotion: 'reduce' });
    const presenter = await openPresenter();
    await presenter.keyboard.press('ArrowDown');
    for (const follower of [desk, mobile, still]) await waitForSlide(follower, 2);

    await pointAt(presenter, 0.3, 0.3);
    await presenter.keyboard.down('l');
    await pointAt(presenter, 0.5, 0.25);
    for (const follower of [desk, mobile, still]) await expectDotNear(follower, 0.5, 0.25);
    // The presenter sees their own laser too, where their mouse is.
    expect(await presenter.locator('.presenter-current .laser-dot').count()).toBe(1);
    // Moving, it leaves a trail; with reduced motion only the dot shows.
    await pointAt(presenter, 0.6, 0.4);
    await desk.waitForSelector('.laser-trail', { state: 'attached' });
    await expectDotNear(still, 0.6, 0.4);
    expect(await still.locator('.laser-trail').count()).toBe(0);
    // The laser takes the cursor's place.
    expect(await desk.locator('.presenter-cursor').count()).toBe(0);

    await presenter.keyboard.up('l');
    for (const follower of [desk, mobile, still]) {
      await follower.locator('.laser-dot').waitFor({ state: 'detached', timeout: 15_000 });
      await follower.locator('.presenter-cursor').waitFor({ timeout: 15_000 });
    }
    await presenter.locator('.presenter-current .laser-dot').waitFor({ state: 'detached' });
    // The trail fades away with it.
    await desk.locator('.laser-trail').waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('does the same with the toolbar button, which only the presenter view has', { timeout: 120_000 }, async () => {
    const desk = await openFollower();
    const mobile = await openFollower(phone);
    expect(await desk.getByRole('button', { name: 'Laser pointer' }).count()).toBe(0);
    const presenter = await openPresenter();
    await presenter.keyboard.press('ArrowDown');
    for (const follower of [desk, mobile]) await waitForSlide(follower, 2);

    const button = presenter.getByRole('button', { name: 'Laser pointer' });
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await pointAt(presenter, 0.25, 0.75);
    for (const follower of [desk, mobile]) await expectDotNear(follower, 0.25, 0.75);
    // Off again with the mouse still over the slide (a click there would move it away).
    await button.dispatchEvent('click');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    for (const follower of [desk, mobile]) {
      await follower.locator('.laser-dot').waitFor({ state: 'detached', timeout: 15_000 });
      await follower.locator('.presenter-cursor').waitFor({ timeout: 15_000 });
    }
  });

  it('sends the pointer at most 30 times a second while the mouse never stops', { timeout: 120_000 }, async () => {
    const follower = await openFollower();
    const presenter = await openPresenter();
    await presenter.keyboard.press('ArrowDown');
    await waitForSlide(follower, 2);
    await presenter.evaluate(() => {
      const moves: number[] = [];
      (window as { __moves?: number[] }).__moves = moves;
      window.addEventListener('pointermove', () => moves.push(performance.now()), { capture: true });
    });
    const box = await presenter.locator('.presenter-current .canvas').boundingBox();
    if (!box) throw new Error('no slide canvas in the presenter view');
    await presenter.keyboard.down('l');

    // Continuous movement, as fast as the browser takes it, until the page has seen 90 pointer moves
    // over a second or more (a busy machine takes longer to deliver them; bounded all the same).
    const start = await presenter.evaluate(() => performance.now());
    const seen = () => presenter.evaluate(() => ({ moves: (window as { __moves?: number[] }).__moves?.length ?? 0, now: performance.now() }));
    for (let i = 0, giveUp = Date.now() + 30_000; Date.now() < giveUp; i++) {
      const t = (i % 40) / 40;
      await presenter.mouse.move(box.x + box.width * (0.2 + 0.6 * t), box.y + box.height * (0.3 + 0.4 * Math.sin(t * Math.PI)));
      if (i % 10 === 9) {
        const { moves, now } = await seen();
        if (moves >= 90 && now - start >= 1_000) break;
      }
    }
    const end = await presenter.evaluate(() => performance.now());
    await presenter.keyboard.up('l');

    const frames = await presenter.evaluate(() => (window as { __sent?: [number, number[]][] }).__sent ?? []);
    const moves = await presenter.evaluate(() => (window as { __moves?: number[] }).__moves ?? []);
    /** Hocuspocus frames: the document's name, then the message type (1: awareness, i.e. presence). */
    const isPresence = ([, bytes]: [number, number[]]) => {
      try {
        const decoder = decoding.createDecoder(Uint8Array.from(bytes));
        return decoding.readVarString(decoder) === 'nav' && decoding.readVarUint(decoder) === 1;
      } catch {
        return false; // not a Hocuspocus frame
      }
    };
    const sent = frames.filter(([time]) => time >= start && time <= end).filter(isPresence).map(([time]) => time);
    const pointerMoves = moves.filter((time) => time >= start && time <= end).length;
    // The most presence frames in any one second of the movement.
    const busiest = Math.max(0, ...sent.map((from) => sent.filter((time) => time >= from && time < from + 1_000).length));
    console.info(`laser rate: ${pointerMoves} pointer moves, ${sent.length} presence frames in ${Math.round(end - start)} ms, at most ${busiest} in one second`);
    expect(pointerMoves).toBeGreaterThanOrEqual(90);
    expect(busiest).toBeLessThanOrEqual(31);
    expect(sent.length).toBeGreaterThanOrEqual(3); // the pointer did travel, live
    expect(sent.length).toBeLessThanOrEqual(pointerMoves);
    await expect.poll(() => follower.locator('.laser-dot').count(), { timeout: 15_000 }).toBe(0);
  });
});
