// What a tweet's frame (platform.twitter.com's embed page) says to the page that holds it: once the
// tweet is drawn, it asks to be resized to its height (`twttr.private.resize`, as a JSON string or
// an object, in widgets.js's envelope or as plain JSON-RPC). That message is the sign the tweet
// shows: until it comes, the link card stays.

/** The height the frame asks for, or null when the message is not a resize with a height. */
export function tweetFrameHeight(data: unknown): number | null {
  let message: unknown = data;
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const call = ((message as Record<string, unknown>)['twttr.embed'] ?? message) as Record<string, unknown>;
  if (typeof call !== 'object' || call === null || typeof call.method !== 'string' || !call.method.endsWith('resize')) return null;
  const first: unknown = Array.isArray(call.params) ? call.params[0] : undefined;
  const height = typeof first === 'object' && first !== null ? Number((first as Record<string, unknown>).height) : NaN;
  return Number.isFinite(height) && height > 0 && height < 10_000 ? Math.ceil(height) : null;
}
