import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../lib/toast';

export const memberKey = (id: string) => ['admin', 'member', id] as const;

/** A change to one member: the page shows the member the server answers with, then says it is done. */
export function useMemberAction<T>(id: string, run: (input: T) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => {
      if (data && typeof data === 'object' && 'permissions' in data) {
        queryClient.setQueryData(memberKey(id), data);
      } else void queryClient.invalidateQueries({ queryKey: memberKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
      toast.success(success);
    },
    onError: (error) => toast.error(error.message),
  });
}
