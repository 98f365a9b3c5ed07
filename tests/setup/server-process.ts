import { type ChildProcess, spawn } from 'node:child_process';

/*
 * The server as people run it from a checkout (`node --import tsx src/server/index.ts`), in a child
 * process the fault proofs can kill: on the embedded database in `dataDir`, or on the PostgreSQL
 * database `databaseUrl` names (the demo library is seeded when that database is empty).
 */

export const DEMO_MEMBER = { email: 'member@praxis.test', password: 'praxis-demo-2026' };

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  exited: Promise<number | null>;
  /** Everything the process printed so far. */
  output(): string;
}

/** Children still running: killed when this process exits, so a failed or interrupted proof leaves none. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startServerProcess(opts: {
  /** Holds the embedded database, or only uploaded files when `databaseUrl` is given. */
  dataDir: string;
  databaseUrl?: string;
  root?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: opts.root ?? process.cwd(),
    env: {
      ...process.env,
      DATABASE_URL: opts.databaseUrl ?? '',
      TEST_DATABASE_URL: '',
      APP_URL: '',
      NODE_ENV: 'development',
      TEST: 'false',
      DATA_DIR: opts.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
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
  return { child, port, base: `http://localhost:${port}`, exited, output: () => output };
}

/** Stops a server process (SIGTERM, then SIGKILL after `graceMs`) and waits for it to be gone. */
export async function stopServerProcess(server: ServerProcess, graceMs = 15_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(timer);
}

/** Signs the demo member in; returns the Cookie header of the session. */
export async function signInDemoMember(base: string): Promise<string> {
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
