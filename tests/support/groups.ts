/**
 * The values in groups of `size`, the last one filled up from the start, so a field with several
 * slots takes every value at least once.
 */
export function groups(values: string[], size: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < values.length; i += size) {
    out.push(Array.from({ length: size }, (_, k) => values[(i + k) % values.length]!));
  }
  return out;
}
