import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-proc-'));
const children: ChildProcess[] = [];

function startServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      APP_URL: '',
      NODE_ENV: 'development',
      // Vitest sets TEST, which turns better-auth's origin check off: the server must run as started by hand.
      TEST: 'false',
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('is running at')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early: ${output}`));
    });
  });
  ready.catch(() => {}); // awaited only by callers that expect the server to come up
  return { child, ready, exited, output: () => output };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('one process per embedded data folder', () => {
  it('refuses a second server on the same folder, and the first shuts down cleanly on SIGTERM', async () => {
    const first = startServer();
    await first.ready;
    expect(fs.existsSync(path.join(dataDir, 'praxis.lock'))).toBe(true);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data folder is in use by another Praxis process \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'praxis.lock'))).toBe(false);
  }, 90_000);
});

describe('it runs where people start it', () => {
  it('names the port that answers, and takes sign-ins from localhost and 127.0.0.1 there only', async () => {
    const server = startServer({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-port-')),
      SEED_DEMO: 'true',
    });
    await server.ready;
    // PORT=0: the system chose the port; the banner names it (and APP_URL followed it).
    const port = Number(/is running at http:\/\/localhost:(\d+)\n/.exec(server.output())?.[1]);
    expect(port).toBeGreaterThan(0);
    expect(server.output()).toContain(`Sign in at http://localhost:${port}/login`);

    const signIn = (origin: string) =>
      fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'member@praxis.test', password: 'praxis-demo-2026' }),
      });
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const res = await signIn(origin);
      expect(res.status, origin).toBe(200);
      expect(res.headers.getSetCookie().join(';'), origin).toContain('session_token=');
    }
    for (const origin of ['https://evil.example', `http://127.0.0.1:${port + 1}`, 'http://localhost:3000']) {
      const res = await signIn(origin);
      expect(res.status, origin).toBe(403);
      expect(await res.text(), origin).toMatch(/Invalid origin/i);
    }

    // The dev outbox answers this machine over a real socket.
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
