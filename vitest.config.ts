import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Chromium's headless shell where Debian's package (chromium-headless-shell) is installed: the same
// Blink and V8 without the full browser around them, so the end-to-end suite takes about a third less
// time (measured, README). CHROME_PATH, when set, still wins; the export the tests run uses it too.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
if (!process.env.CHROME_PATH && existsSync(HEADLESS_SHELL)) process.env.CHROME_PATH = HEADLESS_SHELL;

export default defineConfig({
  test: {
    // Two files at a time in each project (on two cores Vitest's default is one). Unit files first,
    // then end-to-end files (sequence.groupOrder): an end-to-end file leaves a core idle for much of
    // its run (waiting on Chromium, the server, a timer in the page), so two side by side finish in
    // about two thirds of the time. They can: every file's deck servers keep their state (presenter
    // secret, room, drawings) in folders of their own, and each Redis is its own process on a port of
    // its own.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // As the end-to-end project's below: a polled condition (a server's count sent a second after
          // a change, say) gets as long as a busy machine may need, and still ends once it holds. With
          // vitest's 1 s, a busy full run once missed the follower count going from 2 to 1.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // One build for the run; each file serves it with a deck server of its own, so no file
          // sees live state (moves, drawings) another file left behind.
          globalSetup: ['tests/e2e/setup.ts'],
          setupFiles: ['tests/support/deck-server.ts'],
          sequence: { groupOrder: 1 },
          // Generous: a shared CI machine may be far busier than this one.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A polled condition gets as long as a busy machine may need (vitest's default gives up after
          // 1 s); it still ends as soon as the condition holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
