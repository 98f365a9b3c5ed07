import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { isPendingInvitee } from '../../auth/auth';
import { confirmEmailVerification, findEmailVerification } from '../../auth/email-verification';
import { MAX_PASSWORD, passwordProblem } from '../../auth/password-policy';
import { spendSignInCode } from '../../auth/sign-in-code';
import type { AppDeps } from '../../context';
import { accounts, users } from '../../db/schema';
import { AppError, badRequest, unauthorized } from '../../lib/errors';
import { forwardCookies } from '../../lib/forward-auth';
import { createRouter, errorResponse, json, jsonBody, OkSchema } from '../../http/openapi';
import { rateLimit } from '../../lib/rate-limit';
import { access } from '../../http/access';
import {
  normalizeSignInCode,
  SIGN_IN_CODE_FORMAT_MESSAGE,
  SIGN_IN_CODE_PATTERN,
} from '../../../shared/domain/sign-in-code';

export const MAGIC_LINK_SENT = 'Magic link sent! Please check your email.';
export const INVALID_MAGIC_LINK = 'This sign-in link is invalid or has expired. Please request a new one.';
export const PASSWORD_ALREADY_SET = 'Your account already has a password. Change it from My Account.';
export const INVALID_VERIFICATION_LINK =
  'This verification link is invalid or has expired. Sign in to have a new one sent to you.';
export const INVALID_SIGN_IN_CODE =
  'This code is not right or has expired. Check the latest email, or sign in again to get a new code.';
export const WRONG_SIGN_UP_PASSWORD =
  'This is not the password this account was created with. If you do not remember it, reset your password.';

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
  summary: 'Email a one-time sign-in link (the same answer for every email)',
  ...access('public'),
  request: jsonBody(EmailBody),
  responses: {
    200: json(OkSchema, 'Sent, if the email belongs to a member who may use a link'),
    400: errorResponse('Invalid email'),
    429: errorResponse('Too many attempts from this address'),
  },
});

const consumeMagicLink = createRoute({
  method: 'post',
  path: '/magic-link/verify',
  tags: ['Authentication'],
  summary: 'Spend a sign-in link token and start a session',
  ...access('public'),
  request: jsonBody(z.object({ token: z.string().min(1) })),
  responses: { 200: json(OkSchema, 'Signed in'), 400: errorResponse('Invalid, used or expired link') },
});

const verifyEmail = createRoute({
  method: 'post',
  path: '/verify-email',
  ...access('public'),
  tags: ['Authentication'],
  summary: 'Confirm an email with the emailed token and the password chosen at sign-up; signs in',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ token: z.string().min(1), password: z.string().min(1).max(1024) }),
        },
      },
    },
  },
  responses: {
    200: json(OkSchema, 'Email verified and signed in'),
    400: errorResponse('Invalid, used or expired link, or not the sign-up password'),
    429: errorResponse('Too many attempts'),
  },
});

const signInWithCode = createRoute({
  method: 'post',
  path: '/sign-in-code',
  tags: ['Authentication'],
  summary: 'Finish a password sign-in with the emailed code (asked for after many failed attempts)',
  ...access('public'),
  request: jsonBody(
    z.object({
      email: z.string().trim().min(1).max(320),
      password: z.string().min(1).max(MAX_PASSWORD),
      code: z
        .string()
        .transform(normalizeSignInCode)
        .pipe(z.string().regex(SIGN_IN_CODE_PATTERN, SIGN_IN_CODE_FORMAT_MESSAGE)),
    }),
  ),
  responses: {
    200: json(OkSchema, 'Signed in'),
    400: errorResponse('Wrong, used or expired code'),
    401: errorResponse('Wrong password'),
    403: errorResponse('Account deactivated'),
    429: errorResponse('Too many attempts'),
  },
});

const setPassword = createRoute({
  method: 'post',
  path: '/set-password',
  tags: ['Authentication'],
  summary: 'Give a signed-in account that has no password its first one (e.g. after a magic link)',
  ...access('account'),
  request: jsonBody(z.object({ password: z.string() })),
  responses: {
    200: json(OkSchema, 'Password set'),
    400: errorResponse('Weak password, or the account already has one'),
    401: errorResponse('Not signed in'),
    429: errorResponse('Too many attempts'),
  },
});

export function authFlowRoutes(deps: AppDeps) {
  const app = createRouter();
  app.use('/magic-link', rateLimit(deps, 'magic-link', { window: 600, max: 5 }));
  app.use('/magic-link/verify', rateLimit(deps, 'magic-link-verify', { window: 600, max: 20 }));
  app.use('/set-password', rateLimit(deps, 'set-password', { window: 600, max: 10 }));
  app.use('/verify-email', rateLimit(deps, 'verify-email', { window: 600, max: 20 }));
  app.use('/sign-in-code', rateLimit(deps, 'sign-in-code', { window: 600, max: 20 }));

  app.openapi(requestMagicLink, async (c) => {
    const { email } = c.req.valid('json');
    const [user] = await deps.db
      .select({ passwordSet: users.passwordSet, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    // Every email gets this same answer, in the same time: a member is sent a link after the answer;
    // an unknown address and an invited person who has not chosen a password yet (who signs in
    // through the invite) are sent nothing. Mail to one mailbox is limited where it is sent.
    if (user && !isPendingInvitee(user)) {
      const log = c.get('log');
      deps.auth.api
        .signInMagicLink({ body: { email, callbackURL: '/' }, headers: c.req.raw.headers })
        .catch((err: unknown) => log.error({ err }, 'magic link email failed'));
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
    // better-auth drops the password of an account whose email was never verified when a magic link
    // proves the address (someone else may have registered it). Such an account must choose a
    // password again: password_set false sends the member to /setup-password.
    const body = (await res.json()) as { user?: { id?: string } };
    const userId = body.user?.id;
    if (userId) {
      const [credential] = await deps.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
        .limit(1);
      if (!credential) {
        await deps.db
          .update(users)
          .set({ passwordSet: false, updatedAt: new Date() })
          .where(eq(users.id, userId));
      }
    }
    forwardCookies(res, c);
    return c.json({ ok: true as const }, 200);
  });

  // The link alone proves nothing to us: whoever holds it must also know the password the account
  // was (last) registered with. A victim opening an attacker's link gets nowhere, and a password an
  // attacker set on the victim's address fails here (the victim resets it instead).
  app.openapi(verifyEmail, async (c) => {
    const { token, password } = c.req.valid('json');
    const pending = await findEmailVerification(deps.db, token);
    if (!pending || pending.emailVerified) throw badRequest(INVALID_VERIFICATION_LINK, 'invalid_token');
    const hasher = (await deps.auth.$context).password;
    const matches = pending.passwordHash
      ? await hasher.verify({ hash: pending.passwordHash, password })
      : false;
    if (!matches) throw badRequest(WRONG_SIGN_UP_PASSWORD, 'wrong_password');
    if (!(await confirmEmailVerification(deps.db, token, pending))) {
      throw badRequest(INVALID_VERIFICATION_LINK, 'invalid_token');
    }
    const res = await deps.auth.api.signInEmail({
      body: { email: pending.email, password },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    forwardCookies(res, c);
    return c.json({ ok: true as const }, 200);
  });

  // The code proves the mailbox; the password, checked again by the sign-in itself, the person.
  app.openapi(signInWithCode, async (c) => {
    const { email, password, code } = c.req.valid('json');
    if (!(await spendSignInCode(deps, email, code))) throw badRequest(INVALID_SIGN_IN_CODE, 'invalid_code');
    const res = await deps.auth.api.signInEmail({
      body: { email, password },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (res.status !== 200) {
      const refused = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
      throw new AppError(
        res.status === 403 ? 403 : 401,
        refused.code ?? 'sign_in_failed',
        refused.message ?? 'Invalid email or password',
      );
    }
    forwardCookies(res, c);
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(setPassword, async (c) => {
    const { password } = c.req.valid('json');
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthorized();
    const [user] = await deps.db
      .select({ passwordSet: users.passwordSet })
      .from(users)
      .where(eq(users.id, session.user.id));
    if (!user || user.passwordSet) throw badRequest(PASSWORD_ALREADY_SET, 'password_already_set');
    const problem = passwordProblem(password);
    if (problem) throw badRequest(problem, 'weak_password');
    try {
      await deps.auth.api.setPassword({ body: { newPassword: password }, headers: c.req.raw.headers });
    } catch (err) {
      if ((err as { body?: { code?: string } }).body?.code === 'PASSWORD_ALREADY_SET') {
        throw badRequest(PASSWORD_ALREADY_SET, 'password_already_set');
      }
      throw err;
    }
    await deps.db
      .update(users)
      .set({ passwordSet: true, updatedAt: new Date() })
      .where(eq(users.id, session.user.id));
    return c.json({ ok: true as const, message: 'Password updated' }, 200);
  });
  return app;
}
