import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/context';
import { handleError } from '../../src/server/http/errors';
import { createLogger } from '../../src/server/lib/logger';
import { createTestDatabase } from '../setup/test-db';

/*
 * An unexpected failure answers 500 with a generic message, and its log line says what failed
 * (the statement, the driver's reason, where it was called from) without the failed query's
 * parameters: those are session tokens, emails and what members wrote.
 */
const database = await createTestDatabase();
afterAll(() => database.close());

function appLoggingTo(lines: string[]) {
  const log = createLogger('error', { write: (line: string) => lines.push(line) });
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('log', log);
    await next();
  });
  return app;
}

describe('the log line of an unexpected error', () => {
  it('names the failed statement and the reason, never its parameters', async () => {
    const secret = `session-token-${Date.now()}`;
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    // A real failing query: the parameter is a token, cast to a number inside a CASE so that
    // PostgreSQL's own message does not repeat the value.
    app.get('/fails', async (c) => {
      await database.db.execute(sql`SELECT CASE WHEN length(${secret}) > 0 THEN 1 / 0 END AS x`);
      return c.text('unreachable');
    });

    const res = await app.request('/fails');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' },
    });

    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { msg: string; err: Record<string, string> };
    expect(line.msg).toBe('unhandled error');
    expect(line.err.type).toBe('FailedQuery');
    expect(line.err.query).toContain('1 / 0');
    expect(line.err.message).toBe('division by zero');
    expect(line.err.code).toBe('22012');
    expect(line.err.stack).toMatch(/^FailedQuery: division by zero\n\s+at /);
    expect(lines[0]).not.toContain(secret);
    expect(lines[0]).not.toContain('params:');
  });

  it('logs any other error whole', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    app.get('/throws', () => {
      throw new TypeError('a bug of our own');
    });

    expect((await app.request('/throws')).status).toBe(500);
    const line = JSON.parse(lines[0]!) as { err: { type: string; message: string; stack: string } };
    expect(line.err.type).toBe('TypeError');
    expect(line.err.message).toBe('a bug of our own');
    expect(line.err.stack).toContain('error-logging.test.ts');
  });
});
