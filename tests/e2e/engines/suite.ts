// The cross-engine suite: what an audience member and a presenter do, in one engine, against the
// talk's build on this file's deck server. Chromium runs it beside its full suite; Firefox ESR and
// WebKitGTK run only this. Which engines run: DECK_E2E_ENGINES (npm run test:e2e -- --engine NAME).
import { describe } from 'vitest';
import { selectedEngines, withEngine, type EngineName } from '../../support/engines/index.ts';
import { withChromium } from '../../support/browser.ts';
import { audienceChecks } from './audience.ts';
import { drawingChecks } from './drawing.ts';
import { layoutChecks } from './layout.ts';
import { liveChecks } from './live.ts';
import { offlineChecks } from './offline.ts';

export function crossEngineSuite(name: EngineName): void {
  describe.skipIf(!selectedEngines().includes(name))(`in ${name}`, () => {
    const engine = withEngine(name);
    // The other people in the room (a follower, the presenter) are Chromium pages.
    const chromium = withChromium();
    audienceChecks(engine);
    layoutChecks(engine, chromium);
    drawingChecks(engine, chromium);
    liveChecks(engine, chromium);
    offlineChecks(engine);
  });
}
