import { type PageItem, pageList, pageRange, totalPages } from '@shared/domain/pagination';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('pageList', () => {
  it('is empty when there are no pages', () => {
    expect(pageList(1, 0)).toEqual([]);
    expect(pageList(3, -2)).toEqual([]);
    expect(pageList(1, Number.NaN)).toEqual([]);
  });

  it('lists every page when there are 5 or fewer', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 3)).toEqual([1, 2, 3]);
    expect(pageList(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and neighbours of current with ellipses beyond 5 pages', () => {
    expect(pageList(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageList(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageList(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(pageList(6, 6)).toEqual([1, 'ellipsis', 5, 6]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(pageList(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageList(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageList(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pageList(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageList(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('clamps current into range', () => {
    expect(pageList(0, 10)).toEqual(pageList(1, 10));
    expect(pageList(-4, 10)).toEqual(pageList(1, 10));
    expect(pageList(99, 10)).toEqual(pageList(10, 10));
    expect(pageList(Number.NaN, 10)).toEqual(pageList(1, 10));
  });

  it('satisfies its invariants for any input', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 60 }), fc.integer({ min: 1, max: 50 }), (current, total) => {
        const items = pageList(current, total);
        const pages = items.filter((i): i is number => i !== 'ellipsis');
        const cur = Math.min(Math.max(current, 1), total);

        // Strictly increasing, within range, first and last always present.
        for (let i = 1; i < pages.length; i++) expect(pages[i]!).toBeGreaterThan(pages[i - 1]!);
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(total);
        for (const p of [cur - 1, cur, cur + 1]) if (p >= 1 && p <= total) expect(pages).toContain(p);

        // An ellipsis stands between two shown pages and hides at least two pages.
        items.forEach((item: PageItem, i) => {
          if (item !== 'ellipsis') {
            const next = items[i + 1];
            if (typeof next === 'number') expect(next).toBe(item + 1);
            return;
          }
          const before = items[i - 1];
          const after = items[i + 1];
          expect(typeof before).toBe('number');
          expect(typeof after).toBe('number');
          expect((after as number) - (before as number)).toBeGreaterThanOrEqual(3);
        });

        if (total <= 5) expect(items).toEqual(Array.from({ length: total }, (_, i) => i + 1));
        else expect(items.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('totalPages', () => {
  it('rounds up', () => {
    expect(totalPages(0, 12)).toBe(0);
    expect(totalPages(1, 12)).toBe(1);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
    expect(totalPages(100, 12)).toBe(9);
  });

  it('is 0 for non-positive sizes or totals', () => {
    expect(totalPages(10, 0)).toBe(0);
    expect(totalPages(10, -1)).toBe(0);
    expect(totalPages(-3, 12)).toBe(0);
  });
});

describe('pageRange', () => {
  it('gives 1-based inclusive bounds for the caption', () => {
    expect(pageRange(1, 12, 30)).toEqual({ from: 1, to: 12 });
    expect(pageRange(2, 12, 30)).toEqual({ from: 13, to: 24 });
    expect(pageRange(3, 12, 30)).toEqual({ from: 25, to: 30 });
    expect(pageRange(1, 12, 5)).toEqual({ from: 1, to: 5 });
    expect(pageRange(1, 12, 1)).toEqual({ from: 1, to: 1 });
  });

  it('is 0-0 when there is nothing', () => {
    expect(pageRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(4, 12, 0)).toEqual({ from: 0, to: 0 });
  });

  it('clamps the page into range', () => {
    expect(pageRange(0, 12, 30)).toEqual({ from: 1, to: 12 });
    expect(pageRange(9, 12, 30)).toEqual({ from: 25, to: 30 });
  });

  it('always covers a non-empty slice within the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 30 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 1000 }),
        (page, size, total) => {
          const { from, to } = pageRange(page, size, total);
          expect(from).toBeGreaterThanOrEqual(1);
          expect(to).toBeLessThanOrEqual(total);
          expect(to).toBeGreaterThanOrEqual(from);
          expect(to - from + 1).toBeLessThanOrEqual(size);
          expect((from - 1) % size).toBe(0);
        },
      ),
    );
  });
});
