import { createTestApp, type TestApp } from './test-app';

/**
 * A test app with the rate limits on (tests run with them off), for the tests of the limits
 * themselves; `env` as createTestApp's (TRUST_PROXY to pick each request's client address).
 * `close` shuts it and puts the switch back as it was.
 */
export async function rateLimitedApp(env: Record<string, string> = {}): Promise<TestApp> {
  const previous = process.env.PRAXIS_RATE_LIMIT;
  process.env.PRAXIS_RATE_LIMIT = 'on';
  const t = await createTestApp(env);
  return {
    ...t,
    close: async () => {
      await t.close();
      if (previous === undefined) delete process.env.PRAXIS_RATE_LIMIT;
      else process.env.PRAXIS_RATE_LIMIT = previous;
    },
  };
}
