import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiPost } from '../../lib/api';
import { ME_QUERY_KEY, signOut } from '../../lib/session';
import { toast } from '../../lib/toast';
import { authErrorMessage, isInvalidTokenError } from './auth-errors';
import { AUTH_MESSAGES } from './messages';

export type ResetOutcome =
  | { status: 'done' }
  | { status: 'expired' }
  | { status: 'refused'; message: string };

/**
 * Sets a new password with a reset token. On success every session of the account has been
 * revoked by the server: this tab forgets its own too and goes to /login. An unknown, used or
 * expired token is reported as 'expired' (after the spec's toast); the caller decides where to go.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (token: string, newPassword: string): Promise<ResetOutcome> => {
      try {
        await apiPost('/api/auth/reset-password', { token, newPassword });
      } catch (error) {
        if (isInvalidTokenError(error)) {
          toast.error(AUTH_MESSAGES.resetSessionExpired);
          return { status: 'expired' };
        }
        return { status: 'refused', message: authErrorMessage(error, AUTH_MESSAGES.failedToUpdatePassword) };
      }
      toast.success(AUTH_MESSAGES.passwordUpdatedSignIn);
      try {
        await signOut(queryClient);
      } catch {
        // The server already ended every session; make sure this tab agrees.
        queryClient.removeQueries();
        queryClient.setQueryData(ME_QUERY_KEY, null);
      }
      navigate('/login', { replace: true });
      return { status: 'done' };
    },
    [queryClient, navigate],
  );
}
