import { describe, expect, it } from 'vitest';
import { networkOf } from './rate-limit';

describe('networkOf: the client a per-IP limit counts', () => {
  it.each([
    ['an IPv4 address as it is', '192.0.2.7', '192.0.2.7'],
    ['an IPv4 address written as IPv6 as that IPv4 address', '::ffff:192.0.2.7', '192.0.2.7'],
    ['an IPv6 address by its /64', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['another address of the same /64 alike', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['a fully written address alike', '2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['an address with a zone id', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['the loopback address', '::1', '0:0:0:0::/64'],
    ['an address whose /64 is compressed', '2001:db8::1', '2001:db8:0:0::/64'],
    ['an embedded IPv4 tail (NAT64)', '64:ff9b::192.0.2.7', '64:ff9b:0:0::/64'],
  ])('counts %s', (_label, address, expected) => {
    expect(networkOf(address)).toBe(expected);
  });

  it('tells neighbouring /64 networks apart', () => {
    expect(networkOf('2001:db8:1:2::1')).not.toBe(networkOf('2001:db8:1:3::1'));
  });
});
