import { createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { forwardCookies } from '../../lib/forward-auth';
import { createRouter, errorResponse, json, OkSchema } from '../../lib/openapi';
import { rateLimit } from '../../lib/rate-limit';

export const MAGIC_LINK_SENT = 'Magic link sent! Please check your email.';
export const EMAIL_NOT_FOUND = 'Email not found. Please try a different email or contact us for access.';
export const INVALID_MAGIC_LINK = 'This sign-in link is invalid or has expired. Please request a new one.';

const EmailBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .pipe(z.email('Please enter a valid email address')),
});

const requestMagicLink = createRoute({
  method: 'post',
  path: '/magic-link',
  tags: ['Authentication'],
  summary: 'Email a one-time sign-in link (same answer for known and unknown emails)',
  request: { body: { content: { 'application/json': { schema: EmailBody } } } },
  responses: {
    200: json(OkSchema, 'Sent, if the email belongs to a member'),
    400: errorResponse('Invalid email'),
    404: errorResponse('The account exists but has not set a password yet (invited)'),
    429: errorResponse('Too many attempts'),
  },
});

const consumeMagicLink = createRoute({
  method: 'post',
  path: '/magic-link/verify',
  tags: ['Authentication'],
  summary: 'Spend a sign-in link token and start a session',
  request: { body: { content: { 'application/json': { schema: z.object({ token: z.string().min(1) }) } } } },
  responses: { 200: json(OkSchema, 'Signed in'), 400: errorResponse('Invalid, used or expired link') },
});

export function authFlowRoutes(deps: AppDeps) {
  const app = createRouter();
  const limited = deps.env.NODE_ENV !== 'test' || process.env.PRAXIS_RATE_LIMIT === 'on';
  app.use('/magic-link', rateLimit(deps.db, 'magic-link', { window: 600, max: 5 }, limited));
  app.use('/magic-link/verify', rateLimit(deps.db, 'magic-link-verify', { window: 600, max: 20 }, limited));

  app.openapi(requestMagicLink, async (c) => {
    const { email } = c.req.valid('json');
    const [user] = await deps.db
      .select({ passwordSet: users.passwordSet })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    if (user && !user.passwordSet) throw new AppError(404, 'email_not_found', EMAIL_NOT_FOUND);
    if (user) {
      await deps.auth.api.signInMagicLink({ body: { email, callbackURL: '/' }, headers: c.req.raw.headers });
    }
    return c.json({ ok: true as const, message: MAGIC_LINK_SENT }, 200);
  });

  app.openapi(consumeMagicLink, async (c) => {
    const { token } = c.req.valid('json');
    const res = await deps.auth.api.magicLinkVerify({
      query: { token },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (res.status !== 200 || res.headers.getSetCookie().length === 0)
      throw badRequest(INVALID_MAGIC_LINK, 'invalid_token');
    forwardCookies(res, c);
    return c.json({ ok: true as const }, 200);
  });
  return app;
}
