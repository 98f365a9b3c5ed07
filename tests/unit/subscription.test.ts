import {
  accessLevel,
  billingPortalAllowed,
  deriveSubscriptionState,
  RESTRICTED_REDIRECT,
  type SubscriptionState,
} from '@shared/domain/subscription';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const now = new Date('2026-06-01T12:00:00Z');
const future = '2026-07-01T12:00:00Z';
const past = '2026-05-01T12:00:00Z';
const customer = 'cus_123';

describe('deriveSubscriptionState (spec 01 §4)', () => {
  it('is lifetime when the status is lifetime, whatever the period end', () => {
    expect(deriveSubscriptionState({ subscriptionStatus: 'lifetime' }, now)).toBe('lifetime');
    expect(
      deriveSubscriptionState(
        { subscriptionStatus: 'lifetime', currentPeriodEnd: past, stripeCustomerId: customer },
        now,
      ),
    ).toBe('lifetime');
  });

  it('is active when active with a future period end', () => {
    expect(
      deriveSubscriptionState(
        { subscriptionStatus: 'active', currentPeriodEnd: future, stripeCustomerId: customer },
        now,
      ),
    ).toBe('active');
    expect(
      deriveSubscriptionState({ subscriptionStatus: 'active', currentPeriodEnd: new Date(future) }, now),
    ).toBe('active');
  });

  it('is active when active with neither a period end nor a customer id (wire transfer)', () => {
    expect(deriveSubscriptionState({ subscriptionStatus: 'active' }, now)).toBe('active');
    expect(
      deriveSubscriptionState(
        { subscriptionStatus: 'active', currentPeriodEnd: null, stripeCustomerId: '' },
        now,
      ),
    ).toBe('active');
  });

  it('is canceled when active but the period end has passed', () => {
    expect(
      deriveSubscriptionState(
        { subscriptionStatus: 'active', currentPeriodEnd: past, stripeCustomerId: customer },
        now,
      ),
    ).toBe('canceled');
    expect(deriveSubscriptionState({ subscriptionStatus: 'active', currentPeriodEnd: past }, now)).toBe(
      'canceled',
    );
  });

  it('is canceled when active with a customer id but no period end', () => {
    expect(deriveSubscriptionState({ subscriptionStatus: 'active', stripeCustomerId: customer }, now)).toBe(
      'canceled',
    );
  });

  it('treats a period end exactly at now as passed', () => {
    const atNow = now.toISOString();
    expect(deriveSubscriptionState({ subscriptionStatus: 'active', currentPeriodEnd: atNow }, now)).toBe(
      'canceled',
    );
    const oneMsLater = new Date(now.getTime() + 1);
    expect(deriveSubscriptionState({ subscriptionStatus: 'active', currentPeriodEnd: oneMsLater }, now)).toBe(
      'active',
    );
  });

  it('treats an unreadable period end as present but not in the future', () => {
    expect(deriveSubscriptionState({ subscriptionStatus: 'active', currentPeriodEnd: 'soon' }, now)).toBe(
      'canceled',
    );
    expect(deriveSubscriptionState({ subscriptionStatus: null, currentPeriodEnd: 'soon' }, now)).toBe(
      'unknown',
    );
  });

  it('is canceled when the status is canceled, even with a future period end', () => {
    expect(deriveSubscriptionState({ subscriptionStatus: 'canceled' }, now)).toBe('canceled');
    expect(deriveSubscriptionState({ subscriptionStatus: 'canceled', currentPeriodEnd: future }, now)).toBe(
      'canceled',
    );
    expect(deriveSubscriptionState({ subscriptionStatus: 'cancelled' }, now)).toBe('canceled');
  });

  it('is canceled when any non-lifetime status has a passed period end', () => {
    expect(deriveSubscriptionState({ subscriptionStatus: null, currentPeriodEnd: past }, now)).toBe(
      'canceled',
    );
    expect(deriveSubscriptionState({ subscriptionStatus: 'something', currentPeriodEnd: past }, now)).toBe(
      'canceled',
    );
  });

  it('is unknown otherwise', () => {
    expect(deriveSubscriptionState({}, now)).toBe('unknown');
    expect(deriveSubscriptionState({ subscriptionStatus: null }, now)).toBe('unknown');
    expect(deriveSubscriptionState({ subscriptionStatus: '' }, now)).toBe('unknown');
    expect(deriveSubscriptionState({ subscriptionStatus: 'mystery', currentPeriodEnd: future }, now)).toBe(
      'unknown',
    );
    expect(deriveSubscriptionState({ stripeCustomerId: customer }, now)).toBe('unknown');
  });

  it('tolerates case and spaces in the stored status', () => {
    expect(deriveSubscriptionState({ subscriptionStatus: ' Lifetime ' }, now)).toBe('lifetime');
    expect(deriveSubscriptionState({ subscriptionStatus: 'ACTIVE', currentPeriodEnd: future }, now)).toBe(
      'active',
    );
  });

  describe('Stripe statuses beyond the spec', () => {
    it('treats trialing exactly like active', () => {
      expect(deriveSubscriptionState({ subscriptionStatus: 'trialing', currentPeriodEnd: future }, now)).toBe(
        'active',
      );
      expect(deriveSubscriptionState({ subscriptionStatus: 'trialing', currentPeriodEnd: past }, now)).toBe(
        'canceled',
      );
      expect(
        deriveSubscriptionState({ subscriptionStatus: 'trialing', stripeCustomerId: customer }, now),
      ).toBe('canceled');
    });

    it('keeps past_due active only while a future period end exists', () => {
      expect(
        deriveSubscriptionState(
          { subscriptionStatus: 'past_due', currentPeriodEnd: future, stripeCustomerId: customer },
          now,
        ),
      ).toBe('active');
      expect(deriveSubscriptionState({ subscriptionStatus: 'past_due', currentPeriodEnd: past }, now)).toBe(
        'canceled',
      );
      // Never open-ended: no period end means no grace.
      expect(deriveSubscriptionState({ subscriptionStatus: 'past_due' }, now)).toBe('canceled');
    });

    it.each(['unpaid', 'incomplete', 'incomplete_expired', 'paused'])('treats %s as canceled', (status) => {
      expect(deriveSubscriptionState({ subscriptionStatus: status, currentPeriodEnd: future }, now)).toBe(
        'canceled',
      );
      expect(deriveSubscriptionState({ subscriptionStatus: status }, now)).toBe('canceled');
    });
  });

  it('uses the current time by default', () => {
    const later = new Date(Date.now() + 86_400_000);
    expect(deriveSubscriptionState({ subscriptionStatus: 'active', currentPeriodEnd: later })).toBe('active');
  });

  it('never grants lifetime unless the status says so', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.date({ noInvalidDate: true })),
        fc.option(fc.string()),
        (status, end, cus) => {
          const state = deriveSubscriptionState(
            { subscriptionStatus: status, currentPeriodEnd: end, stripeCustomerId: cus },
            now,
          );
          if (state === 'lifetime') expect(status?.trim().toLowerCase()).toBe('lifetime');
          // A passed period end never leaves a paying state open.
          if (end && end.getTime() <= now.getTime() && status?.trim().toLowerCase() !== 'lifetime') {
            expect(state).toBe('canceled');
          }
        },
      ),
    );
  });
});

describe('accessLevel', () => {
  it.each([
    ['lifetime', 'FULL_ACCESS'],
    ['active', 'FULL_ACCESS'],
    ['unknown', 'FULL_ACCESS'],
    ['canceled', 'RESTRICTED_ACCESS'],
  ] as Array<[SubscriptionState, string]>)('%s → %s for a member', (state, expected) => {
    expect(accessLevel(state, 'member')).toBe(expected);
    expect(accessLevel(state)).toBe(expected);
  });

  it('always gives super admins full access (both spellings)', () => {
    expect(accessLevel('canceled', 'super_admin')).toBe('FULL_ACCESS');
    expect(accessLevel('canceled', 'super-admin')).toBe('FULL_ACCESS');
  });

  it('does not exempt plain admins from a canceled subscription', () => {
    expect(accessLevel('canceled', 'admin')).toBe('RESTRICTED_ACCESS');
  });
});

describe('RESTRICTED_REDIRECT', () => {
  it('points at the canceled notice', () => {
    expect(RESTRICTED_REDIRECT).toBe('/subscription-canceled');
  });
});

describe('billingPortalAllowed', () => {
  it('is true only when active with a customer id and a future period end', () => {
    expect(
      billingPortalAllowed(
        { subscriptionStatus: 'active', currentPeriodEnd: future, stripeCustomerId: customer },
        now,
      ),
    ).toBe(true);
  });

  it('is false without a customer id', () => {
    expect(billingPortalAllowed({ subscriptionStatus: 'active', currentPeriodEnd: future }, now)).toBe(false);
    expect(
      billingPortalAllowed(
        { subscriptionStatus: 'active', currentPeriodEnd: future, stripeCustomerId: '  ' },
        now,
      ),
    ).toBe(false);
    expect(billingPortalAllowed({ subscriptionStatus: 'active' }, now)).toBe(false);
  });

  it('is false when the period end is missing, invalid or passed', () => {
    expect(billingPortalAllowed({ subscriptionStatus: 'active', stripeCustomerId: customer }, now)).toBe(
      false,
    );
    expect(
      billingPortalAllowed(
        { subscriptionStatus: 'active', currentPeriodEnd: 'bad', stripeCustomerId: customer },
        now,
      ),
    ).toBe(false);
    expect(
      billingPortalAllowed(
        { subscriptionStatus: 'active', currentPeriodEnd: past, stripeCustomerId: customer },
        now,
      ),
    ).toBe(false);
  });

  it('is false for lifetime, canceled and unknown states', () => {
    for (const status of ['lifetime', 'canceled', 'mystery', null]) {
      expect(
        billingPortalAllowed(
          { subscriptionStatus: status, currentPeriodEnd: future, stripeCustomerId: customer },
          now,
        ),
      ).toBe(false);
    }
  });
});
