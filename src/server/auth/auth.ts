import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import type { Env } from '../env';
import { ensureProfile } from '../features/me/profile-service';

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

export function createAuth(opts: { db: Db; env: Env }) {
  const { db, env } = opts;
  return betterAuth({
    appName: env.APP_NAME,
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    user: {
      additionalFields: {
        passwordSet: { type: 'boolean', defaultValue: true, input: false, required: false },
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      disableSignUp: !env.SIGNUP_ENABLED,
      autoSignIn: false,
    },
    rateLimit: {
      enabled: env.NODE_ENV !== 'test' || process.env.PRAXIS_RATE_LIMIT === 'on',
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60 * 10, max: 5 },
      },
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
