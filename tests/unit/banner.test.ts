// What `npm start` prints: where the audience and presenter go, each LAN address with --host, and a
// QR code of the address phones should open (src/node/banner.ts).
import { describe, expect, it } from 'vitest';
import { banner, joinBase, lanAddresses, openDeckWarning } from '../../src/node/banner.ts';

describe('the start banner', () => {
  it('on loopback: the two addresses scripts read, and no QR code (a phone cannot reach it)', () => {
    const text = banner({ host: '127.0.0.1', port: 3030, lan: ['192.168.1.5'], passwordRequired: false });
    expect(text).toMatch(/^ {2}audience: {2}http:\/\/127\.0\.0\.1:3030\/#\/1$/m);
    expect(text).toMatch(/^ {2}presenter: http:\/\/127\.0\.0\.1:3030\/#\/presenter\/1$/m);
    expect(text).not.toContain('192.168.1.5');
    expect(text).not.toMatch(/[▀▄█]/);
  });

  it('with --host: loopback first, then every LAN address, and a QR code of the first', () => {
    const text = banner({ host: '0.0.0.0', port: 4000, lan: ['192.168.1.5', '10.0.0.7'], passwordRequired: true });
    expect(text).toContain('(presenter password set)');
    expect(/audience:\s+(http:\S+)#/.exec(text)?.[1]).toBe('http://127.0.0.1:4000/');
    expect(text).toContain('on your network: http://192.168.1.5:4000/#/1');
    expect(text).toContain('on your network: http://10.0.0.7:4000/#/1');
    expect(text).toContain('scan to join (http://192.168.1.5:4000/#/1)');
    expect(text).toMatch(/[▀▄█]{10}/);
    expect(text).not.toContain('0.0.0.0');
  });

  it('with --host and no presenter password: first, a warning that whoever scans the code can present', () => {
    const text = banner({ host: '0.0.0.0', port: 4000, lan: ['192.168.1.5'], passwordRequired: false });
    const first = text.split('\n')[0] ?? '';
    expect(first).toMatch(/^warning the deck is open to the network without a presenter password: whoever opens its address or scans its code can present/);
    expect(first).toContain('--password');
    expect(text).toContain('scan to join');
    // On one address of the network too, and whether or not a network address was found.
    expect(openDeckWarning('192.168.1.5', false)).not.toBeNull();
    expect(banner({ host: '0.0.0.0', port: 3030, lan: [], passwordRequired: false })).toMatch(/^warning /);
  });

  it('warns of nothing on loopback, or with a presenter password', () => {
    expect(banner({ host: '127.0.0.1', port: 3030, lan: ['192.168.1.5'], passwordRequired: false })).not.toContain('warning');
    expect(banner({ host: '0.0.0.0', port: 3030, lan: ['192.168.1.5'], passwordRequired: true })).not.toContain('warning');
    expect(openDeckWarning('localhost', false)).toBeNull();
    expect(openDeckWarning('::1', false)).toBeNull();
  });

  it('colours the warning on a terminal only, and can say it is the dev server', () => {
    expect(openDeckWarning('0.0.0.0', false, true)?.startsWith('\x1b[33mwarning')).toBe(true);
    expect(openDeckWarning('0.0.0.0', false, false)).toMatch(/^warning/);
    expect(banner({ host: '127.0.0.1', port: 3030, lan: [], passwordRequired: false, title: 'serving the deck with hot reload (dev server)' })).toMatch(/^serving the deck with hot reload \(dev server\)\n/);
  });

  it('says so when --host finds no network address', () => {
    expect(banner({ host: '0.0.0.0', port: 3030, lan: [], passwordRequired: false })).toContain('no network address found');
  });
});

describe('the address to share', () => {
  it('is the first LAN address on every interface, the address itself when bound to one, none on loopback', () => {
    expect(joinBase('0.0.0.0', 3030, ['192.168.1.5'])).toBe('http://192.168.1.5:3030/');
    expect(joinBase('0.0.0.0', 3030, [])).toBeNull();
    expect(joinBase('10.1.2.3', 8080, ['192.168.1.5'])).toBe('http://10.1.2.3:8080/');
    expect(joinBase('127.0.0.1', 3030, ['192.168.1.5'])).toBeNull();
  });

  it('lists only external IPv4 addresses', () => {
    const v4 = (address: string, internal: boolean) => ({ address, family: 'IPv4' as const, internal, netmask: '', mac: '', cidr: null });
    const v6 = { address: 'fe80::1', family: 'IPv6' as const, internal: false, netmask: '', mac: '', cidr: null, scopeid: 0 };
    expect(lanAddresses({ lo: [v4('127.0.0.1', true)], eth0: [v4('192.168.1.5', false), v6] })).toEqual(['192.168.1.5']);
  });
});
