import { formatViewCount } from '@shared/domain/view-count';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('formatViewCount', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [2, '2 views'],
    [999, '999 views'],
    [1000, '1.0K views'],
    [1049, '1.0K views'],
    [1500, '1.5K views'],
    [12_345, '12.3K views'],
    [999_949, '999.9K views'],
    [999_950, '1.0M views'],
    [999_999, '1.0M views'],
    [1_000_000, '1.0M views'],
    [2_300_000, '2.3M views'],
    [15_750_000, '15.8M views'],
  ])('%d → %s', (count, expected) => {
    expect(formatViewCount(count)).toBe(expected);
  });

  it("reads '0 views' when missing or not a usable number", () => {
    expect(formatViewCount(null)).toBe('0 views');
    expect(formatViewCount(undefined)).toBe('0 views');
    expect(formatViewCount(Number.NaN)).toBe('0 views');
    expect(formatViewCount(-5)).toBe('0 views');
    expect(formatViewCount(Number.POSITIVE_INFINITY)).toBe('0 views');
  });

  it('drops fractions rather than printing them', () => {
    expect(formatViewCount(1.7)).toBe('1 view');
    expect(formatViewCount(42.9)).toBe('42 views');
  });

  it('never prints 1000.0K and always uses one decimal when abbreviated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 5_000_000_000 }), (n) => {
        const out = formatViewCount(n);
        expect(out).toMatch(/^\d+\.\d[KM] views$/);
        const value = Number.parseFloat(out);
        if (out.includes('K')) {
          expect(value).toBeLessThan(1000);
          expect(Math.abs(value * 1000 - n)).toBeLessThanOrEqual(50);
        } else {
          expect(n).toBeGreaterThanOrEqual(999_950);
          expect(Math.abs(value * 1_000_000 - n)).toBeLessThanOrEqual(50_000);
        }
      }),
    );
  });

  it('prints the plain number below 1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999 }), (n) => {
        expect(formatViewCount(n)).toBe(`${n} views`);
      }),
    );
  });
});
