// The rules behind Slidev's built-in components (src/client/slides/builtin/): props as a slide writes them,
// where <RenderWhen> shows, <AutoFitText>'s size, what <SlidevVideo> does as its slide comes and goes,
// a tweet frame's word that it is drawn, and what <Tweet> and <Youtube> load and the CSP allows.
import { describe, expect, it } from 'vitest';
import { fitText } from '../../src/client/slides/builtin/auto-fit.ts';
import { boolProp, numberProp } from '../../src/client/slides/builtin/props.ts';
import { renderWhen, whenContexts } from '../../src/client/slides/builtin/render-when.ts';
import { tweetFrameHeight } from '../../src/client/slides/builtin/tweet.ts';
import { autoplayOf, autoresetOf, printTime, videoAction } from '../../src/client/slides/builtin/video.ts';
import { defaultConfig } from '../../src/node/parser/config.ts';
import { deckSources, securityHeaders } from '../../src/node/server/headers.ts';
import { embedOrigins, embedsIn, tweetId, tweetUrls, youtubeUrls, youtubeVideo } from '../../src/shared/embeds.ts';

describe('props as a slide writes them', () => {
  it('reads a Boolean prop as Vue does: a name alone, "true" or its own name are true', () => {
    expect(['', 'true', 'two-way', true].map((v) => boolProp(v, 'two-way'))).toEqual([true, true, true, true]);
    expect([undefined, false, 'false', 'no'].map((v) => boolProp(v, 'two-way'))).toEqual([false, false, false, false]);
  });

  it('reads numbers written as strings, and falls back on what is not one', () => {
    expect([numberProp('3', 2), numberProp(1.5, 2), numberProp(undefined, 2), numberProp('', 2), numberProp('wide', 2)]).toEqual([3, 1.5, 2, 2, 2]);
  });
});

describe('<RenderWhen context>', () => {
  it('shows in its own render context only', () => {
    expect(renderWhen(['presenter'], 'presenter', true)).toBe(true);
    expect(renderWhen(['presenter'], 'slide', true)).toBe(false);
    expect(renderWhen(['print'], 'print', false)).toBe(true);
    expect(renderWhen(['overview'], 'slide', true)).toBe(false);
    expect(renderWhen(['previewNext'], 'previewNext', true)).toBe(true);
  });

  it('takes main as the slide in play or presenter view, a list as any of them, visible only while in view', () => {
    expect((['slide', 'presenter', 'print', 'overview', 'previewNext'] as const).map((c) => renderWhen(['main'], c, true))).toEqual([true, true, false, false, false]);
    expect(renderWhen(['slide', 'print'], 'print', true)).toBe(true);
    expect(renderWhen(['visible'], 'slide', false)).toBe(false);
    expect(renderWhen(['visible'], 'overview', true)).toBe(true);
    expect(renderWhen(['presenter', 'visible'], 'slide', true)).toBe(true);
    expect(renderWhen([], 'slide', true)).toBe(false);
  });

  it('reads the prop as one context, a list, or names in an attribute', () => {
    expect(whenContexts('presenter')).toEqual(['presenter']);
    expect(whenContexts(['slide', 'print'])).toEqual(['slide', 'print']);
    expect(whenContexts('slide, print')).toEqual(['slide', 'print']);
    expect(whenContexts(undefined)).toEqual([]);
  });
});

describe('<AutoFitText> sizing', () => {
  it('sizes the text so its one line is as wide as the box, between min and max', () => {
    expect(fitText(400, 200, 100, 30, 300, true)).toEqual({ size: 200, wrap: false });
    expect(fitText(400, 100, 100, 30, 200, true)).toEqual({ size: 200, wrap: false });
    expect(fitText(400, 1000, 100, 30, 200, true)).toEqual({ size: 40, wrap: false });
  });

  it('wraps at min when even min is too wide, unless multiLine is off', () => {
    expect(fitText(100, 1000, 100, 30, 200, true)).toEqual({ size: 30, wrap: true });
    expect(fitText(100, 1000, 100, 30, 200, false)).toEqual({ size: 30, wrap: false });
  });

  it('takes max when nothing can be measured yet (a hidden box)', () => {
    expect(fitText(0, 0, 100, 30, 120, true)).toEqual({ size: 120, wrap: false });
  });
});

describe('<SlidevVideo> on slide enter and leave', () => {
  const shown = { onSlide: true, clickShown: true };
  it('plays when shown with autoplay; with "once" only until it has played', () => {
    expect(videoAction(shown, true, undefined, true).play).toBe(true);
    expect(videoAction(shown, 'once', undefined, false).play).toBe(true);
    expect(videoAction(shown, 'once', undefined, true).play).toBe(false);
    expect(videoAction(shown, false, undefined, false).play).toBe(false);
  });

  it('pauses when its slide or its click step is left, and goes back to the start as autoreset says', () => {
    expect(videoAction({ onSlide: false, clickShown: true }, true, undefined, true)).toEqual({ play: false, pause: true, reset: false });
    expect(videoAction({ onSlide: false, clickShown: true }, true, 'slide', true).reset).toBe(true);
    expect(videoAction({ onSlide: true, clickShown: false }, true, 'slide', true).reset).toBe(false);
    expect(videoAction({ onSlide: true, clickShown: false }, true, 'click', true).reset).toBe(true);
  });

  it('reads its props as Slidev does, and prints at printTimestamp or the end', () => {
    expect([autoplayOf(''), autoplayOf('once'), autoplayOf(undefined), autoplayOf('false')]).toEqual([true, 'once', false, false]);
    expect([autoresetOf('slide'), autoresetOf('click'), autoresetOf('page')]).toEqual(['slide', 'click', undefined]);
    expect([printTime('last', 0, 12.5), printTime(undefined, '3', 12.5), printTime(undefined, undefined, 12.5), printTime('x', 0, 1)]).toEqual([12.5, 3, 0, 0]);
  });
});

describe('a tweet frame\'s resize message', () => {
  it('reads the height from widgets.js\'s envelope or plain JSON-RPC, as a string or an object', () => {
    expect(tweetFrameHeight(JSON.stringify({ 'twttr.embed': { id: 'a', method: 'twttr.private.resize', params: [{ height: 412.4, width: 550 }] } }))).toBe(413);
    expect(tweetFrameHeight({ jsonrpc: '2.0', method: 'twttr.private.resize', params: [{ height: 300 }] })).toBe(300);
  });

  it('ignores anything else', () => {
    expect([tweetFrameHeight('not json'), tweetFrameHeight({ method: 'twttr.private.rendered', params: [{ height: 3 }] }), tweetFrameHeight({ method: 'x.resize', params: [{ height: -1 }] }), tweetFrameHeight(null)]).toEqual([null, null, null, null]);
  });
});

describe('<Tweet> and <Youtube>: what they load, and what the page allows', () => {
  it('reads a YouTube id with its ?start=, and makes the player, thumbnail and watch addresses', () => {
    const video = youtubeVideo('luoMHjh-XcQ?start=1234');
    expect(video).toEqual({ id: 'luoMHjh-XcQ', start: 1234 });
    expect(youtubeUrls(video ?? { id: '', start: 0 })).toEqual({
      embed: 'https://www.youtube-nocookie.com/embed/luoMHjh-XcQ?start=1234',
      thumbnail: 'https://i.ytimg.com/vi/luoMHjh-XcQ/hqdefault.jpg',
      watch: 'https://www.youtube.com/watch?v=luoMHjh-XcQ&t=1234s',
    });
    expect([youtubeVideo('"><script>'), youtubeVideo(undefined), youtubeVideo('a/b/c/d/e')]).toEqual([null, null, null]);
  });

  it('reads a tweet id, and frames the tweet in the page\'s scheme', () => {
    expect([tweetId('20'), tweetId(' 1453 '), tweetId('abc'), tweetId(undefined)]).toEqual(['20', '1453', null, null]);
    expect(tweetUrls('20', { dark: true, cards: 'hidden' })).toEqual({ embed: 'https://platform.twitter.com/embed/Tweet.html?id=20&theme=dark&dnt=true&hideThread=true&hideCard=true', link: 'https://x.com/i/status/20' });
  });

  it('finds them in a slide\'s Markdown in any case, not in code', () => {
    expect(embedsIn('# A\n\n<Tweet id="20"/>\n')).toEqual({ tweet: true, youtube: false });
    expect(embedsIn('<youtube id="luoMHjh-XcQ" />')).toEqual({ tweet: false, youtube: true });
    expect(embedsIn('```md\n<Tweet id="20"/>\n<Youtube id="x"/>\n```\n\nUse `<Youtube>` for videos.')).toEqual({ tweet: false, youtube: false });
    expect(embedsIn('<Tweets/> <YoutubeLink/>')).toEqual({ tweet: false, youtube: false });
  });

  it('allows their frames and YouTube\'s thumbnails for a deck that uses them, and nothing for one that does not', () => {
    expect(embedOrigins({ tweet: true, youtube: true })).toEqual({ frames: ['https://platform.twitter.com', 'https://www.youtube-nocookie.com'], images: ['https://i.ytimg.com'] });
    const csp = (source: string) => securityHeaders({ headers: { host: '127.0.0.1:3030' } }, { ...deckSources([source], defaultConfig), frameAncestors: [] })['content-security-policy'];
    const both = csp('# A\n\n<Tweet id="20"/>\n\n---\n\n<Youtube id="luoMHjh-XcQ"/>\n');
    expect(both).toContain("frame-src 'self' https://platform.twitter.com https://www.youtube-nocookie.com;");
    expect(both).toContain('img-src \'self\' data: blob: https://i.ytimg.com;');
    expect(both).toContain("script-src 'self';");
    const none = csp('# A\n\nNo embeds here.\n');
    expect(none).not.toMatch(/twitter|youtube|ytimg/);
    expect(none).toContain("media-src 'self' blob:;");
  });

  it('lets a <SlidevVideo> play a video from another site, that site only', () => {
    const policy = deckSources(['<SlidevVideo autoplay>\n  <source src="https://media.example.org/proving.webm" type="video/webm" />\n</SlidevVideo>\n<video src=\'https://cdn.example.net/a.mp4\'></video>'], defaultConfig);
    expect(policy.mediaOrigins).toEqual(['https://cdn.example.net', 'https://media.example.org']);
    expect(securityHeaders({ headers: {} }, { ...policy, frameAncestors: [] })['content-security-policy']).toContain("media-src 'self' blob: https://cdn.example.net https://media.example.org;");
  });
});
