import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/boot';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';

/*
 * A proxy in front of the app (Caddy, nginx) pools its connections to the app and reuses one that
 * has been idle for up to a minute or two. The app must keep such a connection open at least that
 * long, or it closes connections the proxy is about to send a member's request down.
 */

let server: RunningServer;
beforeAll(async () => {
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-keep-alive-')),
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  server = await startServer({ env, logger: createLogger('silent') });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** One connection, as a proxy holds it: each request waits for its whole answer. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('close', () => {
    closed = true;
  });
  // Each answer starts with its status line (right after the previous answer's body).
  const answers = () => received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
  return {
    get closed() {
      return closed;
    },
    /** Sends GET `target` and resolves with the status line of its answer. */
    async get(target: string): Promise<string> {
      const before = answers().length;
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      for (let waited = 0; answers().length === before; waited += 20) {
        if (closed) throw new Error('the app closed the connection');
        if (waited > 10_000) throw new Error(`no answer in 10 s: ${JSON.stringify(received.slice(-400))}`);
        await sleep(20);
      }
      return answers()[before]!;
    },
    end: () => socket.destroy(),
  };
}

describe('idle keep-alive connections', () => {
  it("stay open past Node's 5 s default, and the next request on one is answered", async () => {
    const c = connection(server.port);
    try {
      expect(await c.get('/api/health')).toBe('HTTP/1.1 200');
      await sleep(6_000);
      expect(c.closed).toBe(false);
      expect(await c.get('/api/health')).toBe('HTTP/1.1 200');
    } finally {
      c.end();
    }
  }, 30_000);

  it('are dropped at once when the server stops', async () => {
    const c = connection(server.port);
    expect(await c.get('/api/health')).toBe('HTTP/1.1 200');
    const stopped = Date.now();
    await server.close();
    for (let waited = 0; !c.closed && waited < 5_000; waited += 20) await sleep(20);
    expect(c.closed).toBe(true);
    expect(Date.now() - stopped).toBeLessThan(5_000);
  }, 30_000);
});
