// Fullscreen in each kind of browser the room has: the standard API, WebKit's prefixed one, an
// iPhone's none (where fullscreenElement is undefined, not null), and a frame that may not.
import { describe, expect, it, vi } from 'vitest';
import { FULLSCREEN_UNAVAILABLE, fullscreenOf, type FullscreenDocument } from '../../src/client/views/controls/fullscreen.ts';

const element = {} as Element;

describe('fullscreenOf', () => {
  it('uses the standard API: enters, then leaves', async () => {
    const doc: FullscreenDocument = { documentElement: {}, fullscreenEnabled: true, fullscreenElement: null };
    doc.documentElement.requestFullscreen = vi.fn(async () => void (doc.fullscreenElement = element));
    doc.exitFullscreen = vi.fn(async () => void (doc.fullscreenElement = null));
    const fullscreen = fullscreenOf(doc);
    expect(fullscreen.supported).toBe(true);
    expect(fullscreen.events).toEqual(['fullscreenchange']);
    await fullscreen.toggle();
    expect(fullscreen.active()).toBe(true);
    await fullscreen.toggle();
    expect(fullscreen.active()).toBe(false);
    expect(doc.exitFullscreen).toHaveBeenCalledOnce();
  });

  it("uses WebKit's prefixed API where only it exists, and its change event", async () => {
    const doc: FullscreenDocument = { documentElement: {}, webkitFullscreenEnabled: true, webkitFullscreenElement: null };
    // Old WebKit returns nothing rather than a promise.
    doc.documentElement.webkitRequestFullscreen = vi.fn(() => void (doc.webkitFullscreenElement = element));
    doc.webkitExitFullscreen = vi.fn(() => void (doc.webkitFullscreenElement = null));
    const fullscreen = fullscreenOf(doc);
    expect(fullscreen.supported).toBe(true);
    expect(fullscreen.events).toEqual(['webkitfullscreenchange']);
    await fullscreen.toggle();
    expect(fullscreen.active()).toBe(true);
    await fullscreen.toggle();
    expect(doc.webkitExitFullscreen).toHaveBeenCalledOnce();
  });

  it('on an iPhone (no API, fullscreenElement undefined): not supported, not active, and toggling rejects with the message instead of throwing', async () => {
    const fullscreen = fullscreenOf({ documentElement: {} });
    expect(fullscreen.supported).toBe(false);
    expect(fullscreen.active()).toBe(false);
    await expect(fullscreen.toggle()).rejects.toThrow(FULLSCREEN_UNAVAILABLE);
  });

  it('is not supported in a frame the page may not take fullscreen, and a refusal rejects', async () => {
    const requestFullscreen = vi.fn(() => {
      throw new TypeError('not allowed');
    });
    expect(fullscreenOf({ documentElement: { requestFullscreen }, fullscreenEnabled: false }).supported).toBe(false);
    await expect(fullscreenOf({ documentElement: { requestFullscreen }, fullscreenEnabled: true, fullscreenElement: null }).toggle()).rejects.toThrow('not allowed');
  });
});
