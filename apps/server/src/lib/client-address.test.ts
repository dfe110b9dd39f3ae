import { describe, expect, it } from 'vitest';
import { rateLimitKeyOf } from './client-address.js';

describe('rateLimitKeyOf', () => {
  it('keeps IPv4 as it is and counts an IPv4-mapped address as its IPv4 form', () => {
    expect(rateLimitKeyOf('192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts every address of one IPv6 /64 together, and different /64s apart', () => {
    const a = rateLimitKeyOf('2001:db8:1:2::1');
    expect(rateLimitKeyOf('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(a);
    expect(rateLimitKeyOf('2001:DB8:1:2::9')).toBe(a);
    expect(rateLimitKeyOf('2001:db8:1:3::1')).not.toBe(a);
    expect(a).toBe('2001:db8:1:2::');
  });
});
