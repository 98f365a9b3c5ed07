import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { type Env, isEmbedded } from './env';

/**
 * What `npm start` prints once the server listens. Every address in it is the one that really
 * answers (this machine at the bound port); a differing public address (APP_URL) is named too.
 */
export function startupBanner(opts: {
  env: Pick<Env, 'NODE_ENV' | 'APP_NAME' | 'APP_URL' | 'DATA_DIR' | 'DATABASE_URL'>;
  port: number;
  seeded: boolean;
}): string {
  const { env } = opts;
  const local = `http://localhost:${opts.port}`;
  const publicUrl = env.APP_URL.replace(/\/$/, '');
  const lines = [`\n  ${env.APP_NAME} is running at ${local}`];
  if (publicUrl !== local) lines.push(`  Public address (APP_URL): ${publicUrl}`);
  if (isEmbedded(env)) {
    lines.push(`  Embedded database in ${env.DATA_DIR}/pglite${opts.seeded ? ' (demo library seeded)' : ''}`);
  }
  // Production never holds the demo accounts (see shouldSeedDemo).
  if (isEmbedded(env) && env.NODE_ENV !== 'production') {
    lines.push(`\n  Sign in at ${local}/login with any demo account (password: ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(28)} ${a.note}`);
  }
  lines.push(`  API documentation: ${local}/api/docs\n`);
  return lines.join('\n');
}
