// The path a request names. An origin-form target ("/talk/", "//") is a path, never an address
// relative to one: read as one, "//" named an empty host (an error) and "//api/login" the host "api".
// Consecutive slashes are merged, as nginx does by default: "//" (a link's or a proxy's typo) is the page.

/** The request target's path, or null when it is not one (a malformed absolute-form target). */
export function requestPath(target: string | undefined): string | null {
  try {
    const url = target?.startsWith('/') ? new URL(`http://deck${target}`) : new URL(target ?? '/', 'http://deck');
    return url.pathname.replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}
