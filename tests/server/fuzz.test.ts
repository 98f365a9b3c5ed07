import { expect, it } from 'vitest';
import { runApiFuzz } from '../setup/api-fuzz';

/*
 * A CI-sized sample of the API fuzzer (scripts/fuzz-api.ts runs the full 10,000+): every operation
 * of /api/openapi.json as visitor, member and admin, with a fixed seed so a failure replays.
 */
it('answers every fuzzed request without a 5xx and writes nothing when it refuses', async () => {
  const report = await runApiFuzz({ seed: 16, requests: Number(process.env.FUZZ_REQUESTS ?? 1000) });
  expect(report.findings, JSON.stringify(report.findings.slice(0, 5), null, 2)).toEqual([]);
  expect(report.requests).toBeGreaterThanOrEqual(900);
  expect(report.refusedWritesChecked).toBeGreaterThan(100);
}, 120_000);
