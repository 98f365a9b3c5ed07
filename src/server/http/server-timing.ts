import type { MiddlewareHandler } from 'hono';

/**
 * `Server-Timing: app;dur=<ms>` on every response: the time the app spent on the request (routing,
 * session, database, serialisation), readable in the browser's network panel and by the benchmark
 * (scripts/bench-library.ts), which aggregates it apart from network and client queueing.
 */
export function serverTiming(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    const value = `app;dur=${ms.toFixed(1)}`;
    try {
      c.res.headers.append('Server-Timing', value);
    } catch {
      // Some responses (Response.redirect) have immutable headers: answer a copy instead.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.append('Server-Timing', value);
    }
  };
}
