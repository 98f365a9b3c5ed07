import fs from 'node:fs';
import path from 'node:path';
import {
  type ServerProcess,
  signInDemoMember,
  startServerProcess,
  stopServerProcess,
} from './server-process';

/*
 * kill -9 of the server in the middle of acknowledged writes, then a restart on the same database:
 * every write the server answered 201 to must be there. On the embedded database the lock the
 * killed process left behind in its data folder must also be taken over (its pid no longer runs);
 * on PostgreSQL the server's own durability is what is relied on, with nothing left to take over.
 *
 * The writes are members' collections, each with its own name, sent by several concurrent writers
 * so some are always in flight when the process dies.
 */

async function collectionNames(base: string, cookie: string): Promise<Set<string>> {
  const res = await fetch(`${base}/api/collections`, { headers: { Cookie: cookie, Origin: base } });
  if (res.status !== 200) throw new Error(`listing collections failed: ${res.status}`);
  return new Set(((await res.json()) as { name: string }[]).map((c) => c.name));
}

export interface KillReport {
  database: 'pglite' | 'postgres';
  cycles: number;
  acknowledged: number;
  /** Writes sent but not answered when the process died (may or may not be there: both are fine). */
  inFlightAtKill: number;
  lost: string[];
  /** Time from spawning the process to its listening, per start (the first one seeds the demo library). */
  restartMs: number[];
  ms: number;
}

/**
 * `cycles` times: start (on the embedded database, taking over the dead process's lock), check every
 * write acknowledged so far, write with `writers` concurrent writers until `writesPerCycle` are
 * acknowledged, kill -9. A last start checks the final cycle's writes and stops the server cleanly.
 * With `databaseUrl` the server runs on that PostgreSQL database (`dataDir` then holds only files).
 */
export async function runKillCycles(opts: {
  dataDir: string;
  databaseUrl?: string;
  cycles: number;
  writesPerCycle: number;
  writers?: number;
  root?: string;
  log?: (line: string) => void;
}): Promise<KillReport> {
  const started = performance.now();
  const acknowledged: string[] = [];
  const restartMs: number[] = [];
  let inFlightAtKill = 0;
  const lost = new Set<string>();
  const lockFile = path.join(opts.dataDir, 'praxis.lock');
  let server: ServerProcess | undefined;

  try {
    for (let cycle = 0; cycle <= opts.cycles; cycle++) {
      const bootAt = performance.now();
      server = await startServerProcess({
        dataDir: opts.dataDir,
        databaseUrl: opts.databaseUrl,
        root: opts.root,
      });
      const { base, child, exited } = server;
      restartMs.push(Math.round(performance.now() - bootAt));
      const cookie = await signInDemoMember(base);
      const present = await collectionNames(base, cookie);
      for (const name of acknowledged) if (!present.has(name)) lost.add(name);
      opts.log?.(
        `cycle ${cycle}: up in ${restartMs.at(-1)} ms, ${acknowledged.length} acknowledged writes checked`,
      );

      if (cycle === opts.cycles) {
        await stopServerProcess(server);
        break;
      }

      let ackedThisCycle = 0;
      let inFlight = 0;
      let killed = false;
      let n = 0;
      const writer = async (w: number) => {
        while (!killed) {
          const name = `kill-${cycle}-${w}-${n++}`;
          inFlight++;
          try {
            const res = await fetch(`${base}/api/collections`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: base },
              body: JSON.stringify({ name }),
            });
            if (res.status === 201) {
              acknowledged.push(name);
              ackedThisCycle++;
            } else if (!killed) {
              throw new Error(`write refused: ${res.status} ${await res.text()}`);
            }
          } catch (err) {
            if (!killed) throw err;
          } finally {
            inFlight--;
          }
          if (ackedThisCycle >= opts.writesPerCycle && !killed) {
            killed = true;
            inFlightAtKill += inFlight;
            child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: opts.writers ?? 6 }, (_, w) => writer(w)));
      await exited;
      if (!opts.databaseUrl && !fs.existsSync(lockFile)) {
        throw new Error('expected the killed process to leave its lock behind');
      }
    }
  } finally {
    if (server) await stopServerProcess(server, 0);
  }
  return {
    database: opts.databaseUrl ? 'postgres' : 'pglite',
    cycles: opts.cycles,
    acknowledged: acknowledged.length,
    inFlightAtKill,
    lost: [...lost],
    restartMs,
    ms: Math.round(performance.now() - started),
  };
}
