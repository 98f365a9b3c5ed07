import type { AccessLevel, SubscriptionState } from '../shared/domain/subscription';
import type { ProfileRow } from './auth/profile';
import type { Logger } from './lib/logger';

/**
 * What a request carries, apart from the app's dependencies. Kept out of context.ts so that the
 * modules the app is assembled from (rate limits, the session) can name it without importing the
 * assembly (context.ts names better-auth's instance, which is built from those modules).
 */
export interface RequestVariables {
  requestId: string;
  /** The client's address: the socket's, or X-Forwarded-For's when TRUST_PROXY is set. */
  clientIp: string;
  log: Logger;
}

/** The environment of middleware that reads only the request's own variables. */
export interface RequestEnv {
  Variables: RequestVariables;
}

/** The signed-in member of a request (see auth/session.ts). */
export interface SessionMember {
  user: { id: string; email: string; emailVerified: boolean; passwordSet: boolean };
  sessionId: string;
  profile: ProfileRow;
  subscription: { state: SubscriptionState; access: AccessLevel };
}
