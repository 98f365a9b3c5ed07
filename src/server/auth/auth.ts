import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import { type Env, isHttpsApp, trustedOrigins } from '../env';
import { ensureProfile } from '../features/me/profile-service';
import { CLIENT_IP_HEADER, rateLimitsEnabled } from '../lib/rate-limit';
import type { Mailer } from '../mail/mailer';
import { accountExistsEmail, magicLinkEmail, passwordResetEmail, verificationEmail } from '../mail/templates';
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

/** Attempts per window for the front door (counters live in the database: they hold across processes). */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60 * 10, max: 5 },
  '/sign-in/magic-link': { window: 60 * 10, max: 5 },
  '/request-password-reset': { window: 60 * 10, max: 5 },
  '/reset-password': { window: 60 * 10, max: 10 },
  '/change-password': { window: 60 * 10, max: 10 },
} as const;

/** Where verification links land: the page signs the member in and goes on to /. */
export const VERIFY_EMAIL_CALLBACK = '/auth/callback?type=signup';

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

export function createAuth(opts: { db: Db; env: Env; mailer: Mailer }) {
  const { db, env, mailer } = opts;
  const appUrl = env.APP_URL.replace(/\/$/, '');
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
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        // Invited members who never chose a password may only set one through their invite link.
        if (isPendingInvitee(user as { passwordSet?: boolean; emailVerified: boolean })) return;
        await mailer.send(
          passwordResetEmail(env.APP_NAME, user.email, `${appUrl}/reset-password?token=${token}`),
        );
      },
      // A reset gives an account without a password (see the magic-link verify route) its password.
      onPasswordReset: async ({ user }) => {
        await db.update(users).set({ passwordSet: true, updatedAt: new Date() }).where(eq(users.id, user.id));
      },
      // Sign-up answers the same for a taken email; the owner gets a useful email instead of nothing:
      // a fresh verification link while unverified, otherwise a note that they already have an account.
      onExistingUserSignUp: async ({ user }) => {
        const existing = user as { email: string; emailVerified: boolean; passwordSet?: boolean };
        if (isPendingInvitee(existing)) return;
        if (!existing.emailVerified) {
          await auth.api.sendVerificationEmail({
            body: { email: existing.email, callbackURL: VERIFY_EMAIL_CALLBACK },
          });
          return;
        }
        await mailer.send(
          accountExistsEmail(env.APP_NAME, existing.email, `${appUrl}/login`, `${appUrl}/forgot-password`),
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
      enabled: rateLimitsEnabled(env),
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
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: isHttpsApp(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Emails go out after the answer: known and unknown addresses take the same time to answer
      // (no enumeration by timing on sign-up and forgot-password). Failures are logged by better-auth.
      backgroundTasks: { handler: () => {} },
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
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
