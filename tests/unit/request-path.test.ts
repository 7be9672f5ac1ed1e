import { describe, expect, it } from 'vitest';
import { requestPath } from '../../src/node/server/request-path.ts';

describe('requestPath', () => {
  it('reads a target that begins with two slashes as a path, its slashes merged, never as a host', () => {
    expect(requestPath('//')).toBe('/');
    expect(requestPath('//api/login')).toBe('/api/login');
    expect(requestPath('//sync?x=1')).toBe('/sync');
    expect(requestPath('/assets//index.js')).toBe('/assets/index.js');
  });

  it('keeps an ordinary path, its encoding and no query', () => {
    expect(requestPath('/')).toBe('/');
    expect(requestPath('/talk/index.html?a=b#c')).toBe('/talk/index.html');
    expect(requestPath('/a%20b/%2F')).toBe('/a%20b/%2F');
    expect(requestPath(undefined)).toBe('/');
  });

  it('takes the path of an absolute-form target (a proxy\'s), and refuses one that is not an address', () => {
    expect(requestPath('http://example.org/talk/')).toBe('/talk/');
    expect(requestPath('http://[bad')).toBeNull();
  });
});
