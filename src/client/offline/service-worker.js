// The deck's service worker: after the first visit the deck works offline (venue Wi-Fi fails).
// The build prepends `self.DECK_PRECACHE = { version, files }`: every file the deck shows (HTML,
// scripts, styles, fonts, images; none over the build's size cap), each with a hash of its content.
// - A new build downloads only the files whose content changed: the others are copied from the
//   cache of the build before (each kept response carries its hash).
// - The page itself comes from the network, so a new build shows; when the network does not answer
//   within a few seconds (Wi-Fi that is connected but not working), from the copy.

const { version, files } = self.DECK_PRECACHE;
const CACHE = `deck-${version}`;
const HASH_HEADER = 'x-deck-hash';
const NAVIGATION_TIMEOUT_MS = 3000;
const scope = new URL(self.registration.scope);
const wanted = new Map(Object.entries(files).map(([file, hash]) => [new URL(file, scope).href, hash]));
const indexUrl = new URL('index.html', scope).href;

/** A copy of an earlier build's response for `url` with this content hash, if one is kept. */
async function keptCopy(url, hash) {
  for (const key of await caches.keys()) {
    if (!key.startsWith('deck-') || key === CACHE) continue;
    const kept = await (await caches.open(key)).match(url);
    if (kept && kept.headers.get(HASH_HEADER) === hash) return kept;
  }
  return undefined;
}

async function download(url, hash) {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const headers = new Headers(response.headers);
  headers.set(HASH_HEADER, hash);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all([...wanted].map(async ([url, hash]) => cache.put(url, (await keptCopy(url, hash)) ?? (await download(url, hash)))));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // Older builds' caches go once this one is whole; this worker serves open pages at once.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('deck-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The network's page if it answers in time (or at all, when there is no copy); else the copy. */
function navigate(request) {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (response) => {
      if (answered || !response) return;
      answered = true;
      resolve(response);
    };
    const copy = () => caches.match(indexUrl);
    const timer = setTimeout(() => copy().then(answer), NAVIGATION_TIMEOUT_MS);
    fetch(request)
      .then(answer)
      .catch(() => copy().then((cached) => answer(cached ?? Response.error())))
      .finally(() => clearTimeout(timer));
  });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(scope.href)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  const url = new URL(request.url);
  url.search = '';
  // Built files have hashed names and never change: the copy is as good as the network.
  if (wanted.has(url.href)) {
    event.respondWith(caches.match(url.href).then((cached) => cached ?? fetch(request)));
  }
  // Anything else (the API, live sync, presenter-only notes, files over the cap) goes to the network untouched.
});
