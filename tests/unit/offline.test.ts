// What the service worker keeps for offline use (src/node/offline.ts).
import { describe, expect, it } from 'vitest';
import { isPrecached, PRECACHE_MAX_BYTES } from '../../src/node/offline.ts';

describe('the offline copy', () => {
  it('keeps what the deck shows, up to the size cap, and never the notes, the PDF or compressed twins', () => {
    expect(isPrecached('assets/index-abc.js', 90_000)).toBe(true);
    expect(isPrecached('images/cover.svg', 4_000)).toBe(true);
    expect(isPrecached('assets/editor.main-xyz.js', PRECACHE_MAX_BYTES + 1)).toBe(false);
    expect(PRECACHE_MAX_BYTES).toBe(1.5 * 1024 * 1024);
    for (const file of ['talk.pdf', 'assets/index-abc.js.br', 'assets/index-abc.js.gz', 'sw.js', '.deck-server.json', 'assets/font.woff']) expect(isPrecached(file), file).toBe(false);
  });
});
