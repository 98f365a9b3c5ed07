import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { STATEMENT_TIMEOUT_MS } from './db/timeouts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Every setting the server reads; `.env.example` documents each one. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the server listens; unset: every interface in production, this machine alone elsewhere. */
  HOST: optionalText,
  /** Outside production it may be left out: it then follows PORT (see loadEnv). */
  APP_URL: optionalUrl,
  APP_NAME: z.string().min(1).default('Praxis'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * PostgreSQL cancels an app statement running longer than this; the app stops waiting for an
   * answer 2 s later and answers 503. Migrations, backups and restores are not bound by it.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(STATEMENT_TIMEOUT_MS),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: bool.optional(),
  BETTER_AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SIGNUP_ENABLED: bool.default(true),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (otherwise it can be forged). */
  TRUST_PROXY: bool.default(false),
  /** How many trusted proxies append to X-Forwarded-For: the client is that many hops from its right end. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Praxis <no-reply@praxis.local>'),
  COMMUNITY_URL: z.url().default('https://community.praxis.example'),
  SUPPORT_EMAIL: z.email().default('support@praxis.example'),
  MARKETING_URL: z.url().default('https://praxis.example/fellowship'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl,
  /** The recurring Stripe price members subscribe to through Checkout on /join. */
  STRIPE_PRICE_ID: optionalText,
  /** The membership price as /join shows it, e.g. "€480 per year". */
  MEMBERSHIP_PRICE: optionalText.pipe(z.string().max(80, 'must be at most 80 characters').optional()),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** How long the assistant waits for the model's whole answer before the library answers instead. */
  ASSISTANT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** Bearer token Prometheus sends to read /metrics; without it /metrics does not exist (404). */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** How often a server process publishes the drafts whose scheduled time has come. */
  /** How long a queued message claimed by one process is left to it before the others may try it. */
  MAIL_CLAIM_MS: z.coerce.number().int().min(1000).max(3_600_000).default(5 * 60_000),
  /** How often a process looks for digests that are due (each run writes every due one). */
  DIGEST_EVERY_MS: z.coerce.number().int().min(100).max(86_400_000).default(5 * 60_000),
  SCHEDULED_PUBLISH_EVERY_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /**
   * Tests only: a file holding a number of milliseconds the server's clock runs ahead, so a browser
   * journey can move time for scheduled publishing. Refused in production.
   */
  TEST_CLOCK_FILE: optionalText,
  /**
   * Tests only: the scrypt cost (a power of two) passwords are hashed and checked at, instead of
   * the 16384 every install uses. Refused in production.
   */
  TEST_PASSWORD_COST: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(2).refine((n) => (n & (n - 1)) === 0, 'must be a power of two').optional(),
  ),
});

type ParsedEnv = z.infer<typeof EnvSchema>;

export type Env = ParsedEnv & {
  HOST: string;
  BETTER_AUTH_SECRET: string;
  APP_URL: string;
  /** APP_URL was not set: it names this machine at the port the server really listens on. */
  appUrlFollowsPort: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Each setting on its own, so one bad value never hides another: the settings that parsed, and a
 * problem line for each that did not.
 */
function parseSettings(source: NodeJS.ProcessEnv): { settings: Partial<ParsedEnv>; problems: string[] } {
  const settings: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, schema] of Object.entries(EnvSchema.shape)) {
    const parsed = (schema as z.ZodType).safeParse(source[key]);
    if (parsed.success) settings[key] = parsed.data;
    else problems.push(...parsed.error.issues.map((i) => `${key}: ${i.message}`));
  }
  return { settings: settings as Partial<ParsedEnv>, problems };
}

/** Rules between settings, checked on whatever parsed (a setting that did not parse is skipped). */
function crossChecks(env: Partial<ParsedEnv>): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    if (!env.BETTER_AUTH_SECRET) problems.push('BETTER_AUTH_SECRET: required in production');
    if (!env.APP_URL) problems.push('APP_URL: required in production (the public address of the platform)');
    else if (!env.APP_URL.startsWith('https://') && !/localhost|127\.0\.0\.1/.test(env.APP_URL)) {
      problems.push('APP_URL: must use https in production');
    }
    // Production fails closed: no demo accounts with a published password, no mail kept unsent.
    if (env.SEED_DEMO === true) problems.push('SEED_DEMO: the demo library is never seeded in production');
    if (!env.SMTP_URL) {
      problems.push('SMTP_URL: required in production (the development outbox is never used there)');
    }
    if (env.TEST_CLOCK_FILE) problems.push('TEST_CLOCK_FILE: a test setting, never used in production');
    if (env.TEST_PASSWORD_COST) {
      problems.push('TEST_PASSWORD_COST: a test setting, never used in production');
    }
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  if (env.STRIPE_PRICE_ID && !env.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_PRICE_ID: needs STRIPE_SECRET_KEY (joining by card goes through Stripe)');
  }
  const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    problems.push('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all three or none');
  }
  return problems;
}

/** Validates the environment at boot and lists everything that is wrong at once. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const { settings, problems } = parseSettings(source);
  problems.push(...crossChecks(settings));
  if (problems.length) throw new EnvError(problems);
  const env = settings as ParsedEnv;
  return {
    ...env,
    HOST: env.HOST ?? defaultHost(env.NODE_ENV),
    APP_URL: env.APP_URL ?? localAppUrl(env.PORT),
    appUrlFollowsPort: !env.APP_URL,
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? developmentSecret(env.DATA_DIR),
  };
}

const localAppUrl = (port: number) => `http://localhost:${port}`;

/**
 * Outside production the server answers this machine alone: a development or demo install holds
 * the demo's published passwords, so it is never reachable from the network unless HOST says so.
 */
const defaultHost = (nodeEnv: ParsedEnv['NODE_ENV']) => (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');

/**
 * The environment once the server listens: an APP_URL that follows PORT names the port that really
 * answers (PORT=0 lets the system choose one).
 */
export function withListeningPort(env: Env, port: number): Env {
  return env.appUrlFollowsPort ? { ...env, PORT: port, APP_URL: localAppUrl(port) } : env;
}

/** Cookies are marked Secure and HSTS is sent exactly when the platform is served over https. */
export function isHttpsApp(env: Pick<Env, 'APP_URL'>): boolean {
  return new URL(env.APP_URL).protocol === 'https:';
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/**
 * Origins whose pages may call the API with the member's cookies (better-auth's trustedOrigins and
 * our own CSRF check): the platform's own. Outside production a platform on this machine is
 * reachable as both localhost and 127.0.0.1 at its port, and both are its own.
 */
export function trustedOrigins(env: Pick<Env, 'APP_URL' | 'NODE_ENV'>): string[] {
  const own = new URL(env.APP_URL);
  if (env.NODE_ENV === 'production' || own.protocol !== 'http:' || !LOCAL_HOSTS.includes(own.hostname)) {
    return [own.origin];
  }
  return LOCAL_HOSTS.map((host) => `http://${host}${own.port ? `:${own.port}` : ''}`);
}

/** Outside production a secret is generated once and kept in the data folder, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function isEmbedded(env: Pick<Env, 'DATABASE_URL'>): boolean {
  return !env.DATABASE_URL;
}
