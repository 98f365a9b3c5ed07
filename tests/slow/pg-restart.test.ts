import { expect, it } from 'vitest';
import { runRestartUnderLoad } from '../setup/pg-restart';

/*
 * PostgreSQL restarted under load (a short run of scripts/fault-pg-restart.ts): 20 clients signed in
 * as a member read and write while a private PostgreSQL cluster is restarted (`pg_ctl restart -m
 * fast`) and then stopped for 3 s and started again. Every answer is a success or 503 with
 * Retry-After, the same app process serves again within 5 s of PostgreSQL accepting connections,
 * and every acknowledged write is kept.
 *
 * It needs the PostgreSQL server binaries to start a cluster of its own, so it runs with the
 * PostgreSQL suite (`npm run test:pg`, TEST_DATABASE_URL set) and is skipped on PGlite. There, a
 * cluster that cannot be started fails the test with the reason: it never passes without running.
 */
const postgresMode = Boolean(process.env.TEST_DATABASE_URL);

it.skipIf(!postgresMode)(
  'PostgreSQL restarted under load: only successes and 503 + Retry-After, recovery within 5 s, no write lost (PostgreSQL suite only: skipped on PGlite)',
  async () => {
    const report = await runRestartUnderLoad({ clients: 20, steadyMs: 3_000, downMs: 3_000 });
    if (process.env.REPORT_FIGURES) console.log(JSON.stringify(report, null, 2));
    expect(report.problems).toEqual([]);
    expect(report.outages.map((o) => o.kind)).toEqual(['restart -m fast', 'stop, wait, start']);
    for (const outage of report.outages) {
      expect(outage.recoveryMs, outage.kind).not.toBeNull();
      expect(outage.recoveryMs!, outage.kind).toBeLessThan(5_000);
      for (const status of Object.keys(outage.statuses))
        expect(['200', '201', '503'], outage.kind).toContain(status);
    }
    // The outages were real: PostgreSQL stopped for 3 s under 20 clients must have been noticed.
    expect(report.outages[1]!.statuses['503'] ?? 0).toBeGreaterThan(0);
    expect(report.acknowledgedWrites).toBeGreaterThan(0);
    expect(report.lost).toEqual([]);
    expect(report.requestsAfter).toBeGreaterThan(0);
  },
  120_000,
);
