import { describe, expect, it } from 'vitest';
import { cookieAllowed, originAllowed, parseOrigins } from '../../src/node/server/origin.ts';

const request = (headers: Record<string, string>) => ({ headers });

describe('origin check', () => {
  it("lets the deck's own pages in, whatever the scheme the proxy in front speaks", () => {
    expect(originAllowed(request({ host: '127.0.0.1:3030', origin: 'http://127.0.0.1:3030' }), [])).toBe(true);
    expect(originAllowed(request({ host: 'talk.example.com', origin: 'https://talk.example.com' }), [])).toBe(true);
  });

  it('refuses a page on another port, host or scheme, and opaque origins', () => {
    expect(originAllowed(request({ host: '127.0.0.1:3030', origin: 'http://127.0.0.1:8080' }), [])).toBe(false);
    expect(originAllowed(request({ host: '127.0.0.1:3030', origin: 'http://evil.example' }), [])).toBe(false);
    expect(originAllowed(request({ host: '127.0.0.1:3030', origin: 'null' }), [])).toBe(false);
    expect(originAllowed(request({ host: '127.0.0.1:3030', origin: 'file://127.0.0.1:3030' }), [])).toBe(false);
    expect(originAllowed(request({ host: '127.0.0.1:3030', origin: 'not a url' }), [])).toBe(false);
  });

  it('lets listed origins in (a reverse proxy whose Host differs)', () => {
    const allowed = parseOrigins('https://talk.example.com, https://Backup.example.com/');
    expect(allowed).toEqual(['https://talk.example.com', 'https://backup.example.com']);
    expect(originAllowed(request({ host: '10.0.0.5:3030', origin: 'https://talk.example.com' }), allowed)).toBe(true);
    expect(originAllowed(request({ host: '10.0.0.5:3030', origin: 'https://other.example.com' }), allowed)).toBe(false);
  });

  it('says clearly what a bad configured origin is', () => {
    expect(() => parseOrigins('talk.example.com')).toThrow(/not an origin/);
    expect(() => parseOrigins(['ftp://talk.example.com'])).toThrow(/not an http\(s\) origin/);
  });

  it('trusts a cookie only on requests a trusted page made', () => {
    expect(cookieAllowed(request({ host: 'h:1', origin: 'http://h:1' }), [])).toBe(true);
    expect(cookieAllowed(request({ host: 'h:1' }), [])).toBe(false);
    expect(cookieAllowed(request({ host: 'h:1', origin: 'http://h:2' }), [])).toBe(false);
  });
});
