import { describe, expect, it } from 'vitest';
import { addressBucket } from '../../src/server/lib/rate-limit';

describe('addressBucket: the address a rate limit counts against', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['local', 'local'],
  ])('%s counts as %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });

  it('puts every address of one /64 in one bucket and another /64 in another', () => {
    expect(addressBucket('2001:db8:a:b::1')).toBe(addressBucket('2001:db8:a:b:ffff:ffff:ffff:ffff'));
    expect(addressBucket('2001:db8:a:b::1')).not.toBe(addressBucket('2001:db8:a:c::1'));
  });
});
