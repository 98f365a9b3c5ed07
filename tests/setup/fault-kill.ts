import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/*
 * kill -9 of the server on the embedded database in the middle of acknowledged writes, then a
 * restart on the same data folder: every write the server answered 201 to must be there, and the
 * lock the killed process left behind must be taken over (its pid no longer runs).
 *
 * The server is started the way people run it from a checkout (`node --import tsx
 * src/server/index.ts`); the writes are members' collections, each with its own name, sent by
 * several concurrent writers so some are always in flight when the process dies.
 */

const DEMO_MEMBER = { email: 'member@praxis.test', password: 'praxis-demo-2026' };

interface Server {
  child: ChildProcess;
  port: number;
  base: string;
  exited: Promise<number | null>;
}

export async function startEmbeddedServer(dataDir: string, root = process.cwd()): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      APP_URL: '',
      NODE_ENV: 'development',
      TEST: 'false',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /is running at http:\/\/localhost:(\d+)/.exec(output);
      if (m) {
        clearInterval(timer);
        resolve(Number(m[1]));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server exited while starting:\n${output}`));
    });
  });
  return { child, port, base: `http://localhost:${port}`, exited };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function collectionNames(base: string, cookie: string): Promise<Set<string>> {
  const res = await fetch(`${base}/api/collections`, { headers: { Cookie: cookie, Origin: base } });
  if (res.status !== 200) throw new Error(`listing collections failed: ${res.status}`);
  return new Set(((await res.json()) as { name: string }[]).map((c) => c.name));
}

export interface KillReport {
  cycles: number;
  acknowledged: number;
  /** Writes sent but not answered when the process died (may or may not be there: both are fine). */
  inFlightAtKill: number;
  lost: string[];
  restartMs: number[];
  ms: number;
}

/**
 * `cycles` times: start (taking over the dead process's lock), check every write acknowledged so
 * far, write with `writers` concurrent writers until `writesPerCycle` are acknowledged, kill -9.
 * A last start checks the final cycle's writes and stops the server cleanly.
 */
export async function runKillCycles(opts: {
  dataDir: string;
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

  for (let cycle = 0; cycle <= opts.cycles; cycle++) {
    const bootAt = performance.now();
    const server = await startEmbeddedServer(opts.dataDir, opts.root);
    restartMs.push(Math.round(performance.now() - bootAt));
    const cookie = await signIn(server.base);
    const present = await collectionNames(server.base, cookie);
    for (const name of acknowledged) if (!present.has(name)) lost.add(name);
    opts.log?.(
      `cycle ${cycle}: up in ${restartMs.at(-1)} ms, ${acknowledged.length} acknowledged writes checked`,
    );

    if (cycle === opts.cycles) {
      server.child.kill('SIGTERM');
      await server.exited;
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
          const res = await fetch(`${server.base}/api/collections`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: server.base },
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
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: opts.writers ?? 6 }, (_, w) => writer(w)));
    await server.exited;
    if (!fs.existsSync(lockFile)) throw new Error('expected the killed process to leave its lock behind');
  }
  return {
    cycles: opts.cycles,
    acknowledged: acknowledged.length,
    inFlightAtKill,
    lost: [...lost],
    restartMs,
    ms: Math.round(performance.now() - started),
  };
}
