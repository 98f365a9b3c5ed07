import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast';

/** Shows an error toast once per failure (a retry that fails again toasts again). */
export function useErrorToast(
  error: unknown,
  title: string,
  description?: string | ((error: unknown) => string),
): void {
  const latest = useRef({ title, description });
  latest.current = { title, description };
  useEffect(() => {
    if (!error) return;
    const { title: t, description: d } = latest.current;
    toast.error(t, { description: typeof d === 'function' ? d(error) : d });
  }, [error]);
}
