import { type AccountAction, accountActionRefusal, isAdmin, isSuperAdmin } from '@shared/domain/roles';
import { describe, expect, it } from 'vitest';

describe('isSuperAdmin', () => {
  it('accepts both spellings', () => {
    expect(isSuperAdmin('super_admin')).toBe(true);
    expect(isSuperAdmin('super-admin')).toBe(true);
  });

  it('tolerates case and surrounding spaces from stored data', () => {
    expect(isSuperAdmin(' Super_Admin ')).toBe(true);
  });

  it('rejects everything else', () => {
    for (const role of ['admin', 'member', 'user', '', 'superadmin', 'super admin', 'super__admin']) {
      expect(isSuperAdmin(role)).toBe(false);
    }
    expect(isSuperAdmin(null)).toBe(false);
    expect(isSuperAdmin(undefined)).toBe(false);
    expect(isSuperAdmin()).toBe(false);
  });
});

describe('isAdmin', () => {
  it('is true for admin and for super admins (both spellings)', () => {
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('ADMIN')).toBe(true);
    expect(isAdmin('super_admin')).toBe(true);
    expect(isAdmin('super-admin')).toBe(true);
  });

  it('is false for members, unknown roles and missing roles', () => {
    expect(isAdmin('member')).toBe(false);
    expect(isAdmin('user')).toBe(false);
    expect(isAdmin('administrator')).toBe(false);
    expect(isAdmin('')).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin()).toBe(false);
  });
});

describe('accountActionRefusal: who may change whose account', () => {
  const SA = 'super_admin';
  type Row = [string, string, string, string, string | null, number, boolean];
  // actor role, target role, action, new role, same person?, active super admins, allowed
  const table: Row[] = [
    ['member', 'member', 'role', 'admin', null, 2, false],
    ['admin', 'member', 'role', 'admin', null, 2, false],
    ['admin', 'member', 'role', 'super_admin', null, 2, false],
    ['admin', 'admin', 'role', 'member', null, 2, false],
    ['admin', SA, 'deactivate', '', null, 2, false],
    ['admin', SA, 'membership', '', null, 2, false],
    ['admin', 'admin', 'delete', '', null, 2, false],
    ['admin', 'member', 'deactivate', '', null, 1, true],
    ['admin', 'member', 'delete', '', null, 1, true],
    ['admin', 'member', 'membership', '', null, 1, true],
    ['admin', 'member', 'role', 'member', null, 1, true],
    [SA, 'member', 'role', 'admin', null, 1, true],
    [SA, 'member', 'role', 'super_admin', null, 1, true],
    [SA, 'admin', 'role', 'member', null, 1, true],
    [SA, 'admin', 'deactivate', '', null, 1, true],
    [SA, SA, 'role', 'admin', null, 1, false],
    [SA, 'super-admin', 'role', 'member', null, 1, false],
    [SA, SA, 'role', 'admin', null, 2, true],
    [SA, SA, 'deactivate', '', null, 1, false],
    [SA, SA, 'delete', '', null, 1, false],
    [SA, SA, 'delete', '', null, 2, true],
    [SA, SA, 'role', 'admin', 'self', 1, false],
    [SA, SA, 'role', 'admin', 'self', 2, true],
    [SA, SA, 'deactivate', '', 'self', 2, false],
    ['admin', 'admin', 'delete', '', 'self', 2, false],
    ['admin', 'admin', 'membership', '', 'self', 2, true],
    // An admin in a team opens its members' results: only a super admin moves one, even oneself.
    ['admin', 'admin', 'team', '', 'self', 2, false],
    ['admin', 'admin', 'team', '', null, 2, false],
    ['admin', 'member', 'team', '', null, 2, true],
    [SA, 'admin', 'team', '', null, 2, true],
    [SA, SA, 'team', '', 'self', 2, true],
  ];
  it.each(table)(
    '%s → %s: %s %s (self: %s, super admins: %i) allowed=%s',
    (actor, target, action, newRole, self, supers, allowed) => {
      const reason = accountActionRefusal(
        { id: 'actor', role: actor },
        { id: self ? 'actor' : 'target', role: target },
        action as AccountAction,
        { activeSuperAdmins: supers, newRole },
      );
      expect(reason === null).toBe(allowed);
    },
  );
});
