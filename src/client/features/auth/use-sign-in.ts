import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPost, isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { type Me, meQueryOptions } from '../../lib/session';
import { clearSessionExpiredNotice } from '../../lib/session-expiry';
import { toast } from '../../lib/toast';
import { authErrorMessage } from './auth-errors';
import { AUTH_MESSAGES } from './messages';

export type SignInResult =
  | { ok: true }
  | { ok: false; message: string; unverified: boolean }
  /** Many failed attempts for this email: the password alone is not enough, an emailed code is asked for. */
  | { ok: 'code-required'; message: string };

/** The answer of a password sign-in that needs the emailed code as well (HTTP 202). */
interface CodeRequired {
  codeRequired?: boolean;
  message?: string;
}

function signInFailure(error: unknown): SignInResult {
  if (isApiError(error) && (error.status === 401 || error.code === 'INVALID_EMAIL_OR_PASSWORD')) {
    return { ok: false, message: AUTH_MESSAGES.invalidCredentials, unverified: false };
  }
  if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
    return { ok: false, message: AUTH_MESSAGES.emailNotVerified, unverified: true };
  }
  return { ok: false, message: authErrorMessage(error), unverified: false };
}

/**
 * Refetches /api/me after a session was started (sign-in, invite, magic link) and says whether a
 * session actually came back: with cookies blocked the call succeeds but nothing sticks.
 */
export function useAdoptSession() {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<Me | null> => {
    // fetchQuery, not invalidate: the page calling this may not observe /api/me at all.
    const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => null);
    if (me) clearSessionExpiredNotice();
    return me;
  }, [queryClient]);
}

/**
 * Email + password sign-in, shared by /login and /auth. On success /api/me is refetched; the page's
 * own "signed in → leave" rule then takes the member on (next, / or /setup-password).
 */
export function useSignIn() {
  const welcome = useWelcome();
  return useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      try {
        const answer = await apiPost<CodeRequired | undefined>('/api/auth/sign-in/email', {
          email,
          password,
        });
        if (answer?.codeRequired) return { ok: 'code-required', message: answer.message ?? '' };
      } catch (error) {
        return signInFailure(error);
      }
      return welcome();
    },
    [welcome],
  );
}

/** The code step of a password sign-in: the emailed code, sent with the same email and password. */
export function useSignInWithCode() {
  const welcome = useWelcome();
  return useCallback(
    async (email: string, password: string, code: string): Promise<SignInResult> => {
      try {
        await apiPost('/api/auth-flows/sign-in-code', { email, password, code });
      } catch (error) {
        return signInFailure(error);
      }
      return welcome();
    },
    [welcome],
  );
}

/** After a session started: /api/me, then the greeting (a first ever sign-in is a welcome, later ones a welcome back). */
function useWelcome() {
  const adopt = useAdoptSession();
  return useCallback(async (): Promise<SignInResult> => {
    const me = await adopt();
    if (!me) {
      // Signed in but no session came back (e.g. cookies blocked): say so rather than spin forever.
      return { ok: false, message: UNEXPECTED_ERROR_MESSAGE, unverified: false };
    }
    toast.success(me.profile.welcomed ? AUTH_MESSAGES.welcome : AUTH_MESSAGES.welcomeFirst);
    return { ok: true };
  }, [adopt]);
}
