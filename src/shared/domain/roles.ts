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

/** The roles an administrator can give, in the spelling new data uses. */
export const ASSIGNABLE_ROLES = ['member', 'admin', 'super_admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** A role in the spelling new data uses (both super admin spellings read as one). */
export function canonicalRole(role?: string | null): AssignableRole {
  if (isSuperAdmin(role)) return 'super_admin';
  return isAdmin(role) ? 'admin' : 'member';
}

export const ROLE_LABELS: Record<AssignableRole, string> = {
  member: 'Member',
  admin: 'Admin',
  super_admin: 'Super admin',
};

/** What an administrator may do to an account. */
export type AccountAction = 'role' | 'deactivate' | 'delete' | 'membership' | 'team';

export interface AccountActor {
  id: string;
  role?: string | null;
}

export interface AccountTarget {
  id: string;
  role?: string | null;
}

/**
 * Why an administrator may not do `action` to `target` (with `newRole` for a role change), or
 * null when they may. The rules:
 * - only administrators act on accounts at all;
 * - an administrator (admin or super admin) is acted on only by a super admin: an admin manages
 *   members, never their fellow administrators;
 * - only a super admin makes or unmakes admins and super admins, and only a super admin moves an
 *   administrator (even themselves) into or out of a team, where they would read results;
 * - nobody deactivates or deletes their own account here (it would lock them out);
 * - the last active super admin is never demoted, deactivated or deleted: someone must always be
 *   able to run the platform (`activeSuperAdmins` counts the active ones, the target included).
 */
export function accountActionRefusal(
  actor: AccountActor,
  target: AccountTarget,
  action: AccountAction,
  opts: { activeSuperAdmins: number; newRole?: string | null },
): string | null {
  if (!isAdmin(actor.role)) return 'Only administrators can do this.';
  const actorIsSuper = isSuperAdmin(actor.role);
  const self = actor.id === target.id;
  // An administrator in a team opens each teammate's individual results: only a super admin puts
  // one there, themselves included.
  if (action === 'team' && isAdmin(target.role) && !actorIsSuper) {
    return 'Only a super admin can move an administrator into or out of a team.';
  }
  if (isAdmin(target.role) && !actorIsSuper && !self) {
    return 'Only a super admin can change an administrator’s account.';
  }
  if (action === 'role') {
    const from = canonicalRole(target.role);
    const to = canonicalRole(opts.newRole);
    if (from === to) return null;
    if ((isAdmin(from) || isAdmin(to)) && !actorIsSuper) {
      return 'Only a super admin can make or unmake administrators.';
    }
    if (from === 'super_admin' && opts.activeSuperAdmins <= 1) {
      return 'This is the last super admin: make someone else a super admin first.';
    }
    return null;
  }
  if (action === 'deactivate' || action === 'delete') {
    if (self) return 'You cannot do this to your own account.';
    if (isSuperAdmin(target.role) && opts.activeSuperAdmins <= 1) {
      return 'This is the last super admin: make someone else a super admin first.';
    }
  }
  return null;
}
