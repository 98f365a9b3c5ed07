import type { AdminMemberRow } from '../../src/shared/contract/admin-members';

/** A member as the console's members list answers it, with whatever a test sets. */
export function makeMemberRow(overrides: Partial<AdminMemberRow> = {}): AdminMemberRow {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'ana@example.test',
    firstName: 'Ana',
    lastName: 'Lopez',
    role: 'member',
    team: null,
    subscriptionState: 'active',
    invitePending: false,
    deactivated: false,
    waitingSince: null,
    joinedAt: '2026-01-01T00:00:00.000Z',
    lastActiveAt: null,
    ...overrides,
  };
}
