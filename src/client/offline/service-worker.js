// The deck's service worker: after the first visit the deck works offline (venue Wi-Fi fails).
// The build prepends `self.DECK_PRECACHE = { version, files }`: every file the deck shows
// (HTML, scripts, styles, fonts, images), with the build's hash as the version.

const { version, files } = self.DECK_PRECACHE;
const CACHE = `deck-${version}`;
const scope = new URL(self.registration.scope);
const precached = new Set(files.map((file) => new URL(file, scope).href));
const indexUrl = new URL('index.html', scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...precached]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // Older builds' caches go; this worker serves open pages at once.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('deck-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(scope.href)) return;
  if (request.mode === 'navigate') {
    // The page itself: fresh from the network when there is one, so a new build shows; else the copy.
    event.respondWith(fetch(request).catch(() => caches.match(indexUrl).then((cached) => cached ?? Response.error())));
    return;
  }
  const url = new URL(request.url);
  url.search = '';
  // Built files have hashed names and never change: the copy is as good as the network.
  if (precached.has(url.href)) {
    event.respondWith(caches.match(url.href).then((cached) => cached ?? fetch(request)));
  }
  // Anything else (the API, live sync, presenter-only notes) goes to the network untouched.
});
