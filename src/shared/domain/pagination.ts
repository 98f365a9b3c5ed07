export type PageItem = number | 'ellipsis';

const MAX_FULL = 5;

const toInt = (n: number): number => (Number.isFinite(n) ? Math.trunc(n) : 0);

export function totalPages(total: number, pageSize: number): number {
  const t = toInt(total);
  const size = toInt(pageSize);
  if (t <= 0 || size <= 0) return 0;
  return Math.ceil(t / size);
}

export function pageList(current: number, totalPages: number): PageItem[] {
  const total = toInt(totalPages);
  if (total <= 0) return [];
  const cur = Math.min(Math.max(toInt(current), 1), total);
  if (total <= MAX_FULL) return Array.from({ length: total }, (_, i) => i + 1);

  const shown = [...new Set([1, cur - 1, cur, cur + 1, total])]
    .filter((p) => p >= 1 && p <= total)
    .sort((a, b) => a - b);
  const out: PageItem[] = [];
  let prev = 0;
  for (const p of shown) {
    // An ellipsis standing for a single page is no shorter than that page, so show the page.
    if (p - prev === 2) out.push(prev + 1);
    else if (p - prev > 2) out.push('ellipsis');
    out.push(p);
    prev = p;
  }
  return out;
}

/** 1-based inclusive bounds for "Showing from-to of total"; the page is clamped into range. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  const pages = totalPages(total, pageSize);
  if (pages === 0) return { from: 0, to: 0 };
  const size = toInt(pageSize);
  const p = Math.min(Math.max(toInt(page), 1), pages);
  return { from: (p - 1) * size + 1, to: Math.min(p * size, toInt(total)) };
}
