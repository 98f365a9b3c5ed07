import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import type { Env } from '../env';
import { ensureProfile } from '../features/me/profile-service';
import type { Mailer } from '../mail/mailer';
import { magicLinkEmail, passwordResetEmail, verificationEmail } from '../mail/templates';
import { MAX_PASSWORD, MIN_PASSWORD, passwordProblem } from './password-policy';

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
export const MAGIC_LINK_TTL_SECONDS = 60 * 60;

/** Endpoints whose body carries a new password, and the field it is in. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/** Attempts per window for the front door (counters live in the database: they hold across processes). */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60 * 10, max: 5 },
  '/sign-in/magic-link': { window: 60 * 10, max: 5 },
  '/request-password-reset': { window: 60 * 10, max: 5 },
  '/reset-password': { window: 60 * 10, max: 10 },
  '/change-password': { window: 60 * 10, max: 10 },
} as const;

export function createAuth(opts: { db: Db; env: Env; mailer: Mailer }) {
  const { db, env, mailer } = opts;
  const appUrl = env.APP_URL.replace(/\/$/, '');
  return betterAuth({
    appName: env.APP_NAME,
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.APP_URL],
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
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD,
      maxPasswordLength: MAX_PASSWORD,
      disableSignUp: !env.SIGNUP_ENABLED,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        // Invited members who never chose a password may only set one through their invite link.
        if ((user as { passwordSet?: boolean }).passwordSet === false) return;
        await mailer.send(
          passwordResetEmail(env.APP_NAME, user.email, `${appUrl}/reset-password?token=${token}`),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(env.APP_NAME, user.email, url));
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        disableSignUp: true,
        storeToken: 'hashed',
        // The link opens a page with a button; only that button's POST uses the token (mail
        // scanners that open links cannot spend it).
        sendMagicLink: async ({ email, token }) => {
          await mailer.send(
            magicLinkEmail(env.APP_NAME, email, `${appUrl}/auth/callback?type=magiclink&token=${token}`),
          );
        },
      }),
    ],
    rateLimit: {
      enabled: env.NODE_ENV !== 'test' || process.env.PRAXIS_RATE_LIMIT === 'on',
      storage: 'database',
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (!field) return;
        const value = (ctx.body as Record<string, unknown> | undefined)?.[field];
        if (typeof value !== 'string') return;
        const problem = passwordProblem(value);
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
      }),
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: env.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      session: {
        create: {
          // Spec 01 §3: a signed-in user without a profile gets one on first sign-in.
          after: async (session) => {
            await ensureProfile(db, session.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
