import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import { type Env, isHttpsApp, trustedOrigins } from '../env';
import { signUpNamesProblem } from '../../shared/domain/account';
import { createSignUpProfile, ensureProfile } from './profile';
import { ACCOUNT_DEACTIVATED, isDeactivated, noteSignIn } from './deactivation';
import { CLIENT_IP_HEADER, consumeRateLimit, mailAllowed, rateLimitsEnabled } from '../lib/rate-limit';
import type { Mailer } from '../mail/mailer';
import { accountExistsEmail, magicLinkEmail, passwordResetEmail, verificationEmail } from '../mail/templates';
import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  issueEmailVerification,
  proveMailboxByReset,
  replaceUnprovenCredential,
} from './email-verification';
import { passwordHasher } from './password-hash';
import { MAX_PASSWORD, MIN_PASSWORD, passwordProblem } from './password-policy';

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
/** A session in use is extended to a fresh TTL once it is this old (better-auth's `updateAge`). */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;
export const MAGIC_LINK_TTL_SECONDS = 60 * 60;

/** Endpoints whose body carries a new password, and the field it is in. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/**
 * Attempts per client address and window on the front door (counters live in the database: they
 * hold across processes). Generous, so that colleagues behind one office address never lock each
 * other out; the tight limits are per email (see front-door-limits).
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60 * 10, max: 200 },
  '/sign-up/email': { window: 60 * 10, max: 20 },
  '/sign-in/magic-link': { window: 60 * 10, max: 20 },
  '/request-password-reset': { window: 60 * 10, max: 20 },
  '/send-verification-email': { window: 60 * 10, max: 20 },
  '/reset-password': { window: 60 * 10, max: 10 },
  '/change-password': { window: 60 * 10, max: 10 },
} as const;

/**
 * Where verification links land: a page that asks for the password chosen at sign-up and posts it
 * with the token (/api/auth-flows/verify-email). The link alone signs no one in.
 */
export const VERIFY_EMAIL_PAGE = '/auth/callback?type=verify';

/**
 * An invited person who has not chosen a password yet: their account exists, but they may sign in
 * only after setting a password through the invite link (no magic link, no reset email).
 */
export function isPendingInvitee(user: {
  passwordSet?: boolean | null;
  emailVerified?: boolean | null;
}): boolean {
  return user.passwordSet === false && !user.emailVerified;
}

/**
 * What the app does on every sign-in once the session exists. Features own it (asking for a
 * membership lives with membership), and the app passes it in: auth never imports a feature.
 */
export type OnSignIn = (userId: string) => Promise<void>;

export function createAuth(opts: { db: Db; env: Env; mailer: Mailer; onSignIn: OnSignIn }) {
  const { db, env, mailer, onSignIn } = opts;
  const appUrl = env.APP_URL.replace(/\/$/, '');

  /*
   * Each kind of mail is limited per mailbox where it is sent (`mailAllowed`): past the limit the
   * request answers as always and nothing new is sent, while the newest link already sent keeps
   * working (every link lives at least as long as the limit's window), so a stranger asking over
   * and over never stops the owner's own sign-in or recovery.
   */

  /** Mails the owner of an unverified account a fresh link (any earlier links stay valid until used). */
  const sendVerificationLink = async (user: { id: string; email: string }) => {
    if (!(await mailAllowed(opts, 'verification', user.email))) return;
    const token = await issueEmailVerification(db, user.id);
    await mailer.send(
      verificationEmail(env.APP_NAME, user.email, `${appUrl}${VERIFY_EMAIL_PAGE}&token=${token}`),
    );
  };

  const auth = betterAuth({
    appName: env.APP_NAME,
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        passwordSet: { type: 'boolean', defaultValue: true, input: false, required: false },
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD,
      maxPasswordLength: MAX_PASSWORD,
      disableSignUp: !env.SIGNUP_ENABLED,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      password: passwordHasher(env.TEST_PASSWORD_COST),
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        // Invited members who never chose a password may only set one through their invite link.
        if (isPendingInvitee(user as { passwordSet?: boolean; emailVerified: boolean })) return;
        if (!(await mailAllowed(opts, 'password-reset', user.email))) return;
        await mailer.send(
          passwordResetEmail(env.APP_NAME, user.email, `${appUrl}/reset-password?token=${token}`),
        );
      },
      // The reset link came through the mailbox: the email is proven, and the new password (which
      // also gives an account without one its password) is the only credential left.
      onPasswordReset: async ({ user }) => {
        await proveMailboxByReset(db, user.id);
      },
      // Sign-up answers the same for a taken email; the owner gets a useful email instead of nothing.
      // While unverified, the sign-up hook below re-registers the account and mails a fresh link.
      onExistingUserSignUp: async ({ user }) => {
        const existing = user as { email: string; emailVerified: boolean; passwordSet?: boolean };
        if (isPendingInvitee(existing) || !existing.emailVerified) return;
        if (!(await mailAllowed(opts, 'account-exists', existing.email))) return;
        await mailer.send(
          accountExistsEmail(env.APP_NAME, existing.email, `${appUrl}/login`, `${appUrl}/forgot-password`),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Verifying confirms the email; signing in needs the password or a magic link.
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      // better-auth's own link (a signed token its GET route would accept alone) is not used: ours
      // is stored hashed and needs the sign-up password (see email-verification).
      sendVerificationEmail: async ({ user }) => {
        await sendVerificationLink(user);
      },
    },
    // Reset (and every other better-auth) token is kept only as a hash in `verifications`.
    verification: { storeIdentifier: 'hashed' },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        disableSignUp: true,
        storeToken: 'hashed',
        // The link opens a page with a button; only that button's POST uses the token (mail
        // scanners that open links cannot spend it).
        sendMagicLink: async ({ email, token }) => {
          if (!(await mailAllowed(opts, 'magic-link', email))) return;
          await mailer.send(
            magicLinkEmail(env.APP_NAME, email, `${appUrl}/auth/callback?type=magiclink&token=${token}`),
          );
        },
      }),
    ],
    rateLimit: {
      enabled: rateLimitsEnabled(env),
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
      // Our counter: one atomic upsert per attempt, so parallel attempts cannot slip past the limit.
      customStorage: {
        consume: async (key, rule) => {
          const allowed = await consumeRateLimit(db, `auth:${key}`, rule);
          return { allowed, retryAfter: allowed ? null : rule.window };
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const body = ctx.body as { firstName?: unknown; lastName?: unknown } | undefined;
          const names = signUpNamesProblem(body?.firstName, body?.lastName);
          if (names) throw new APIError('BAD_REQUEST', { message: names, code: 'NAME_REQUIRED' });
        }
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (!field) return;
        const value = (ctx.body as Record<string, unknown> | undefined)?.[field];
        if (typeof value !== 'string') return;
        const problem = passwordProblem(value);
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
        if (ctx.path !== '/sign-up/email') return;
        // A sign-up for an account whose email nobody has proven yet: the newest registrant's
        // password replaces the earlier one, and the owner is mailed a fresh link. Done after the
        // answer, which is the same as for any other sign-up.
        const email = (ctx.body as { email?: unknown }).email;
        if (typeof email !== 'string') return;
        const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
        const existing = found?.user as {
          id: string;
          email: string;
          emailVerified: boolean;
          passwordSet?: boolean;
        };
        if (!existing || existing.emailVerified || isPendingInvitee(existing)) return;
        await ctx.context.runInBackgroundOrAwait(
          (async () => {
            const hash = await ctx.context.password.hash(value);
            if (await replaceUnprovenCredential(db, existing.id, hash)) await sendVerificationLink(existing);
          })(),
        );
      }),
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: isHttpsApp(env),
      // better-auth skips its origin check when NODE_ENV is test; we want the same check everywhere.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Emails go out after the answer: known and unknown addresses take the same time to answer
      // (no enumeration by timing on sign-up and forgot-password). Failures are logged by better-auth.
      backgroundTasks: { handler: () => {} },
    },
    databaseHooks: {
      user: {
        create: {
          // A new sign-up's profile holds the names given there (checked by the hook above).
          after: async (user, ctx) => {
            if (ctx?.path !== '/sign-up/email') return;
            const body = ctx.body as { firstName: string; lastName: string };
            await createSignUpProfile(db, user, {
              firstName: body.firstName.trim(),
              lastName: body.lastName.trim(),
            });
          },
        },
      },
      session: {
        create: {
          // A deactivated account gets no session, whichever way it tries to sign in.
          before: async (session) => {
            if (await isDeactivated(db, session.userId)) {
              throw new APIError('FORBIDDEN', { message: ACCOUNT_DEACTIVATED, code: 'ACCOUNT_DEACTIVATED' });
            }
          },
          // A signed-in user without a profile gets one on first sign-in; the sign-in is noted.
          after: async (session) => {
            await ensureProfile(db, session.userId);
            await noteSignIn(db, session.userId);
            // Without card payments, signing in without a membership asks for one (once).
            await onSignIn(session.userId);
          },
        },
      },
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
