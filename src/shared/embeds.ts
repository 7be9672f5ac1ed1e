// The two built-ins that show another site's content, <Tweet id> and <Youtube id>: the addresses
// they load, in one place, so the page's Content-Security-Policy (src/node/server/headers.ts) allows
// exactly these origins, and only for a deck whose Markdown uses them. Until a slide with one is
// shown while the browser is online, nothing is asked of these sites (src/client/slides/builtin/).

/** The privacy-enhanced player (no cookies until the video plays) and the thumbnail it is probed with. */
export const YOUTUBE = { player: 'https://www.youtube-nocookie.com', images: 'https://i.ytimg.com', watch: 'https://www.youtube.com' } as const;

/** The tweet's own page, embedded as widgets.js embeds it, without running Twitter's script in the deck. */
export const TWITTER = { embed: 'https://platform.twitter.com', link: 'https://x.com' } as const;

/** Slidev's `<Youtube id="luoMHjh-XcQ?start=1234">`: the video's id and its start (seconds), or null when the id is not one. */
export function youtubeVideo(raw: unknown): { id: string; start: number } | null {
  const [id = '', query = ''] = String(raw ?? '').trim().split('?', 2);
  if (!/^[\w-]{6,32}$/.test(id)) return null;
  const start = Number(new URLSearchParams(query).get('start') ?? new URLSearchParams(query).get('t') ?? 0);
  return { id, start: Number.isFinite(start) && start > 0 ? Math.floor(start) : 0 };
}

export const youtubeUrls = ({ id, start }: { id: string; start: number }) => ({
  embed: `${YOUTUBE.player}/embed/${id}${start ? `?start=${start}` : ''}`,
  thumbnail: `${YOUTUBE.images}/vi/${id}/hqdefault.jpg`,
  watch: `${YOUTUBE.watch}/watch?v=${id}${start ? `&t=${start}s` : ''}`,
});

/** A tweet's id (digits), or null. */
export const tweetId = (raw: unknown): string | null => (/^\d{1,25}$/.test(String(raw ?? '').trim()) ? String(raw).trim() : null);

export const tweetUrls = (id: string, options: { dark: boolean; conversation?: string; cards?: string }) => {
  const query = new URLSearchParams({ id, theme: options.dark ? 'dark' : 'light', dnt: 'true' });
  if ((options.conversation ?? 'none') === 'none') query.set('hideThread', 'true');
  if (options.cards === 'hidden') query.set('hideCard', 'true');
  return { embed: `${TWITTER.embed}/embed/Tweet.html?${query}`, link: `${TWITTER.link}/i/status/${id}` };
};

/** Which of them a slide's Markdown uses (`<Tweet`, `<tweet`, `<Youtube`, `<youtube`), code blocks and inline code aside. */
export function embedsIn(markdown: string): { tweet: boolean; youtube: boolean } {
  const text = markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
  return { tweet: /<tweet[\s/>]/i.test(text), youtube: /<youtube[\s/>]/i.test(text) };
}

/** The origins the page must allow for them: frames and images. */
export function embedOrigins(uses: { tweet: boolean; youtube: boolean }): { frames: string[]; images: string[] } {
  return {
    frames: [...(uses.tweet ? [TWITTER.embed] : []), ...(uses.youtube ? [YOUTUBE.player] : [])],
    images: uses.youtube ? [YOUTUBE.images] : [],
  };
}
