// Where this repository's talk lives: talk/ (its slides.md and public/), a package of the npm
// workspace beside the engine. What the end-to-end tests and the bench build, serve and read.
import { fileURLToPath } from 'node:url';

export const talkDir = fileURLToPath(new URL('../../talk', import.meta.url));
