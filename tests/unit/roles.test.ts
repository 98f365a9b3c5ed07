import { isAdmin, isSuperAdmin } from '@shared/domain/roles';
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
