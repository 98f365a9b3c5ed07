import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/http/errors';
import { createMember } from '../factories/members';
import { createTestApp } from '../setup/test-app';

/** Log lines the app writes, parsed (the logger writes one JSON document per line). */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

const TOKEN = 'operations-metrics-token-0123456789';
const sink = logSink();
const t = await createTestApp({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'debug' }, { logTo: sink.stream });
const plain = await createTestApp();
afterAll(async () => {
  await t.close();
  await plain.close();
});

describe('health: liveness apart from readiness', () => {
  it('keeps /api/health and adds /api/health/live and /api/health/ready', async () => {
    expect(await (await t.request('/api/health')).json()).toMatchObject({
      status: 'ok',
      database: { ok: true },
    });
    const live = await t.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });

  it('is live but not ready while the database does not answer (503 with Retry-After)', async () => {
    const realPing = t.deps.database.ping;
    t.deps.database.ping = async () => false;
    try {
      expect((await t.request('/api/health/live')).status).toBe(200);
      const ready = await t.request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    } finally {
      t.deps.database.ping = realPing;
    }
  });
});

describe('request ids', () => {
  it('sends X-Request-Id on every answer and keeps a sane incoming one', async () => {
    const mine = await t.request('/api/health/live', { headers: { 'X-Request-Id': 'trace-0123456789' } });
    expect(mine.headers.get('x-request-id')).toBe('trace-0123456789');
    const insane = await t.request('/api/health/live', { headers: { 'X-Request-Id': 'x y<script>' } });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the request id in every error body, beside the error', async () => {
    const res = await t.request('/api/nope', { headers: { 'X-Request-Id': 'trace-missing-route' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint' },
      requestId: 'trace-missing-route',
    });
    const refused = await t.request('/api/me');
    expect((await refused.json()).requestId).toBe(refused.headers.get('x-request-id'));
    const auth = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'nobody@example.test', password: 'wrong-password-1' },
      headers: { 'X-Request-Id': 'trace-auth-refusal' },
    });
    expect(auth.status).toBe(401);
    expect(await auth.json()).toMatchObject({ requestId: 'trace-auth-refusal' });
  });

  it('writes the request id on every log line written while the request is served', async () => {
    const m = await createMember(t.db);
    sink.lines.length = 0;
    // The mailer logs through the app's base logger, not a request-bound one: it still names the request.
    await t.request('/api/auth-flows/magic-link', {
      method: 'POST',
      json: { email: m.email },
      headers: { 'X-Request-Id': 'trace-magic-link' },
    });
    // The mail goes out after the answer, still on behalf of the request.
    const mine = () => sink.lines.filter((l) => l.reqId === 'trace-magic-link').map((l) => String(l.msg));
    for (let i = 0; i < 100 && !mine().some((m) => m.includes('dev outbox')); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(mine()).toEqual(expect.arrayContaining(['request', expect.stringMatching(/dev outbox/)]));
    for (const line of sink.lines) expect(line.reqId, JSON.stringify(line)).toEqual(expect.any(String));
  });
});

describe('Prometheus metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const res = await plain.request('/metrics', {
      headers: { Authorization: 'Bearer anything-at-all-0123' },
    });
    expect(res.status).toBe(404);
  });

  it('needs the bearer token', async () => {
    expect((await t.request('/metrics')).status).toBe(401);
    const wrong = await t.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('counts requests and latency by route pattern, errors and the database pool', async () => {
    await t.request('/api/public/resources/res_a');
    await t.request('/api/public/resources/res_b');
    await t.request('/api/nope/at/all');
    const res = await t.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /praxis_http_requests_total\{method="GET",route="\/api\/public\/resources\/:id",status="404"\} 2/,
    );
    expect(text).not.toContain('res_a');
    expect(text).toMatch(
      /praxis_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health\/live"\}|praxis_http_request_duration_seconds_bucket\{[^}]*route="\/api\/health\/live"/,
    );
    expect(text).toContain('praxis_http_errors_total');
    expect(text).toMatch(/praxis_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/praxis_db_pool_max \d+/);
    expect(text).toContain('praxis_process_cpu_seconds_total');
  });

  it('counts a server error as an error of its route', async () => {
    const realPing = t.deps.database.ping;
    t.deps.database.ping = async () => false;
    try {
      await t.request('/api/health/ready');
    } finally {
      t.deps.database.ping = realPing;
    }
    const text = await (
      await t.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(text).toMatch(
      /praxis_http_errors_total\{method="GET",route="\/api\/health\/ready",status="503"\} [1-9]/,
    );
  });
});

describe('the database being away is a 503, not a 500', () => {
  it('recognises connection failures wrapped by drizzle, and not query errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
