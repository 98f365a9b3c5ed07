import { createAuth } from './auth/auth';
import type { Db } from './db/client';
import type { Env } from './env';
import { requestMembershipOnSignIn } from './features/membership/request';
import type { Mailer } from './mail/mailer';

/**
 * The app's auth: the auth layer with what the features do on sign-in passed in (a person without
 * a membership who signs in asks for one when card payments are off). Built here, above both, so
 * auth never imports a feature.
 */
export function createAppAuth(opts: { db: Db; env: Env; mailer: Mailer }) {
  return createAuth({ ...opts, onSignIn: (userId) => requestMembershipOnSignIn(opts, userId) });
}
