import { createContext, useContext } from 'react';
import type { Me } from '../../lib/session';

export interface ShellContextValue {
  me: Me;
  /** Signs out, toasts the outcome and leaves for /login. */
  signOut: () => Promise<void>;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the app shell');
  return value;
}
