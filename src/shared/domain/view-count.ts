export function formatViewCount(count: number | null | undefined): string {
  const n = typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (n === 1) return '1 view';
  if (n < 1000) return `${n} views`;
  const k = (n / 1000).toFixed(1);
  // 999,950 rounds to "1000.0K"; from that point the M form is the honest one.
  if (n < 1_000_000 && k !== '1000.0') return `${k}K views`;
  return `${(n / 1_000_000).toFixed(1)}M views`;
}
