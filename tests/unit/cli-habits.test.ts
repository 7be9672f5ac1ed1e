// The command line's habits that need no browser: where a talk's root is, where Chrome is looked
// for on each platform, the next free port, and the speaker notes as Markdown.
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserCandidates, chromiumPath } from '../../src/node/chromium.ts';
import { listen } from '../../src/node/listen.ts';
import { parseDeck } from '../../src/node/parser/parse.ts';
import { notesFileOf, notesMarkdown } from '../../src/node/pdf/notes-export.ts';
import { folderOf, talkOf } from '../../src/node/talk.ts';

describe("a talk's root", () => {
  it('is the folder of the Markdown file; folders given on the command line are the caller\'s', () => {
    const talk = talkOf('talks/rust/slides.md');
    expect(talk).toEqual({ root: path.resolve('talks/rust'), slides: 'slides.md' });
    expect(talkOf()).toEqual({ root: process.cwd(), slides: 'slides.md' });
    expect(folderOf(undefined, talk, 'dist')).toBe(path.resolve('talks/rust/dist'));
    expect(folderOf('out', talk, 'dist')).toBe(path.resolve('out'));
  });
});

describe('finding Chrome or Chromium', () => {
  it('looks in the usual places of each platform', () => {
    expect(browserCandidates('linux', {})[0]).toBe('/usr/bin/chromium');
    expect(browserCandidates('linux', {})).toContain('/usr/bin/google-chrome');
    expect(browserCandidates('darwin', { HOME: '/Users/ana' })).toEqual(
      expect.arrayContaining(['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Users/ana/Applications/Chromium.app/Contents/MacOS/Chromium']),
    );
    expect(browserCandidates('win32', { PROGRAMFILES: 'C:\\Program Files', LOCALAPPDATA: 'C:\\Users\\ana\\AppData\\Local' })).toEqual(
      expect.arrayContaining(['C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe', 'C:\\Users\\ana\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe']),
    );
  });

  it('takes the first installed one, or the one named, and says where it looked when there is none', () => {
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(chromiumPath(undefined, (file) => file === mac, 'darwin', {})).toBe(mac);
    expect(chromiumPath('/opt/chrome', (file) => file === '/opt/chrome', 'linux', {})).toBe('/opt/chrome');
    expect(chromiumPath(undefined, (file) => file === '/opt/env-chrome', 'linux', { CHROME_PATH: '/opt/env-chrome' })).toBe('/opt/env-chrome');
    expect(() => chromiumPath('/opt/missing', () => false, 'linux', {})).toThrow('no browser at /opt/missing (--executable-path)');
    expect(() => chromiumPath(undefined, () => false, 'darwin', {})).toThrow(/Chrome or Chromium not found; looked in:\n {2}\/Applications\/Google Chrome\.app/);
  });
});

describe('the next free port', () => {
  const servers: Server[] = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));
  const listening = async () => {
    const server = createServer();
    servers.push(server);
    return server;
  };

  it('moves on from a taken port when allowed, and says why it cannot otherwise', async () => {
    const blocker = await listening();
    const taken = await listen(blocker, 0, '127.0.0.1');
    const next = await listening();
    const got = await listen(next, taken, '127.0.0.1', true);
    expect(got).toBeGreaterThan(taken);
    await expect(listen((await listening()), taken, '127.0.0.1', false)).rejects.toThrow(`port ${taken} is in use`);
  });
});

describe('the speaker notes, exported', () => {
  it('are one Markdown section per counted slide, in order, saying which have none', () => {
    const deck = parseDeck('---\ntitle: Talk\n---\n\n# One\n\n<!--\nSay hello.\n-->\n\n---\n\n# Two\n', 'slides.md');
    expect(notesMarkdown(deck)).toBe('# Talk: speaker notes\n\n## 1 · One\n\nSay hello.\n\n## 2 · Two\n\n_(no notes)_\n');
    expect(notesFileOf('/out/talk.pdf')).toBe('/out/talk.notes.md');
    expect(notesFileOf('/out/pages')).toBe('/out/pages.notes.md');
  });
});
