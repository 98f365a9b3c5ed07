import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { signOut } from '../../lib/session';
import { toast } from '../../lib/toast';

/** Signs out with the spec's toasts; resolves true when the session is gone. */
export function useSignOutAction(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await signOut(queryClient);
    } catch {
      toast.error('Failed to log out');
      return false;
    }
    toast.success('Logged out successfully');
    return true;
  }, [queryClient]);
}
