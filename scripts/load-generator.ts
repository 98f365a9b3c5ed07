import { createRequire } from 'node:module';

/**
 * What the HTTP benches share: autocannon (the package ships no types: the part of its API used
 * here), and percentiles of the response times they collect.
 */

export interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}
export interface CannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
interface CannonInstance {
  on(event: 'response', cb: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (
  opts: {
    url: string;
    connections: number;
    duration: number;
    requests: Array<{ setupRequest: (req: CannonRequest) => CannonRequest }>;
  },
  done: (err: Error | null, result: CannonResult) => void,
) => CannonInstance;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** The p-th percentile of response times sorted ascending (NaN for none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}
