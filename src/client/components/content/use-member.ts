import { useMe } from '../../lib/session';

/** A signed-in member with access: may save, and has views recorded. Visitors and restricted accounts may not. */
export function useIsMember(): boolean {
  const me = useMe();
  return me.data?.subscription.access === 'FULL_ACCESS';
}
