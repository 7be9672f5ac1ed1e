// The product's Chromium helper (PDF export uses it too), shared with the end-to-end tests and screenshots.
export { chromiumPath, launchChromium } from '../../src/node/chromium.ts';
