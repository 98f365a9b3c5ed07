export type Role = 'member' | 'admin' | 'super_admin' | 'super-admin';

const norm = (role?: string | null): string => (role ?? '').trim().toLowerCase();

/** Both spellings exist in the data. */
export function isSuperAdmin(role?: string | null): boolean {
  const r = norm(role);
  return r === 'super_admin' || r === 'super-admin';
}

export function isAdmin(role?: string | null): boolean {
  return norm(role) === 'admin' || isSuperAdmin(role);
}
