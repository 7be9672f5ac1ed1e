// How fast the presenter password may be guessed.
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, LoginLimiter, addressKey } from '../../src/node/server/login-limiter.ts';

describe('LoginLimiter', () => {
  it('lets each address try a few times at once, then once every few seconds', () => {
    let now = 0;
    const limiter = new LoginLimiter(LOGIN_LIMITS, () => now);
    const tries = Array.from({ length: 30 }, () => limiter.attempt('10.0.0.1').allowed);
    expect(tries.filter(Boolean).length).toBe(LOGIN_LIMITS.perAddress.burst);
    const refused = limiter.attempt('10.0.0.1');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 6 });
    now += 6000;
    expect(limiter.attempt('10.0.0.1').allowed).toBe(true);
    // Another address is not held back by the first.
    expect(limiter.attempt('10.0.0.2').allowed).toBe(true);
  });

  it('holds every address together to a global pace, so many addresses do not make guessing fast', () => {
    let now = 0;
    const limiter = new LoginLimiter(LOGIN_LIMITS, () => now);
    let allowed = 0;
    for (let i = 0; i < 1000; i++) if (limiter.attempt(`10.1.${Math.floor(i / 250)}.${i % 250}`).allowed) allowed++;
    expect(allowed).toBe(LOGIN_LIMITS.everyone.burst);
    now += 10_000;
    for (let i = 0; i < 1000; i++) if (limiter.attempt(`10.2.${Math.floor(i / 250)}.${i % 250}`).allowed) allowed++;
    expect(allowed).toBe(LOGIN_LIMITS.everyone.burst * 2);
  });

  it('gives a right password its attempt back', () => {
    const limiter = new LoginLimiter(LOGIN_LIMITS, () => 0);
    for (let i = 0; i < 100; i++) {
      const attempt = limiter.attempt('10.0.0.9');
      expect(attempt.allowed).toBe(true);
      if (attempt.allowed) attempt.succeeded();
    }
  });

  it('counts an IPv6 /64 network as one address, and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:192.168.1.20')).toBe('192.168.1.20');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
