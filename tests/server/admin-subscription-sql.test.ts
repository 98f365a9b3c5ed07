import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { subscriptionStateSql } from '../../src/server/features/admin/members/service';
import { deriveSubscriptionState } from '../../src/shared/domain/subscription';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/** The members table filters on the membership state in SQL: it must say what the shared rule says. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date();
const future = new Date(now.getTime() + 864e5 * 10);
const past = new Date(now.getTime() - 864e5 * 10);
const STATUSES = [
  null,
  '',
  'active',
  'trialing',
  'past_due',
  'canceled',
  'lifetime',
  'unknown',
  'UNKNOWN',
  ' Active ',
  'paused',
  'weird',
];
const ENDS = [null, future, past];
const CUSTOMERS = [null, '', 'cus_1'];

describe('subscriptionStateSql', () => {
  it('agrees with deriveSubscriptionState on every combination', async () => {
    const cases = STATUSES.flatMap((subscriptionStatus) =>
      ENDS.flatMap((currentPeriodEnd) =>
        CUSTOMERS.map((stripeCustomerId) => ({ subscriptionStatus, currentPeriodEnd, stripeCustomerId })),
      ),
    );
    let n = 0;
    for (const c of cases) {
      const m = await createMember(t.db, {
        ...c,
        stripeCustomerId:
          c.stripeCustomerId === null
            ? null
            : c.stripeCustomerId === ''
              ? ' '.repeat(++n)
              : `${c.stripeCustomerId}_${++n}`,
      });
      const [row] = await t.db
        .select({ state: subscriptionStateSql(now), p: profiles })
        .from(profiles)
        .where(eq(profiles.id, m.id));
      expect(row!.state, JSON.stringify(c)).toBe(deriveSubscriptionState(row!.p, now));
    }
  });
});
