// React and React DOM, started on their own: the entry's first import, and put in a file of their
// own (the build's "react" chunk), which the page runs a task before the app's modules
// (src/node/prerender.ts). Run together they were one long task as the page started (95–122 ms on
// a 4×-slowed phone), and a tap or swipe made meanwhile waited behind it.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

// Touched here, so the bundle starts them here (an import alone only names them).
if (typeof createElement !== 'function' || typeof createRoot !== 'function') throw new Error('React did not load');
