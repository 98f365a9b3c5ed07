import {
  type AccessLevel,
  accessLevel,
  accessRedirect,
  billingPortalAllowed,
  deriveSubscriptionState,
  NO_MEMBERSHIP_REDIRECT,
  RESTRICTED_REDIRECT,
  SUBSCRIPTION_STATES,
  type SubscriptionState,
} from '@shared/domain/subscription';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const now = new Date('2026-06-01T12:00:00Z');
const future = '2026-07-01T12:00:00Z';
const past = '2026-05-01T12:00:00Z';
const customer = 'cus_123';

type Row = [
  label: string,
  profile: {
    subscriptionStatus?: string | null;
    currentPeriodEnd?: string | Date | null;
    stripeCustomerId?: string | null;
  },
  state: SubscriptionState,
];

/** Every membership state the rule derives, one row per case. */
const STATE_TABLE: Row[] = [
  ['lifetime', { subscriptionStatus: 'lifetime' }, 'lifetime'],
  [
    'lifetime, whatever the period end',
    { subscriptionStatus: 'lifetime', currentPeriodEnd: past, stripeCustomerId: customer },
    'lifetime',
  ],
  ['lifetime with case and spaces', { subscriptionStatus: ' Lifetime ' }, 'lifetime'],
  [
    'active, future period end',
    { subscriptionStatus: 'active', currentPeriodEnd: future, stripeCustomerId: customer },
    'active',
  ],
  [
    'active, future period end as a Date',
    { subscriptionStatus: 'active', currentPeriodEnd: new Date(future) },
    'active',
  ],
  ['ACTIVE in capitals', { subscriptionStatus: 'ACTIVE', currentPeriodEnd: future }, 'active'],
  ['wire transfer: active, no period end, no customer', { subscriptionStatus: 'active' }, 'active'],
  [
    'wire transfer with blank customer',
    { subscriptionStatus: 'active', currentPeriodEnd: null, stripeCustomerId: '' },
    'active',
  ],
  [
    'wire transfer with a future end date',
    { subscriptionStatus: 'active', currentPeriodEnd: future },
    'active',
  ],
  [
    'active, period end passed',
    { subscriptionStatus: 'active', currentPeriodEnd: past, stripeCustomerId: customer },
    'canceled',
  ],
  [
    'active, period end passed, no customer',
    { subscriptionStatus: 'active', currentPeriodEnd: past },
    'canceled',
  ],
  [
    'active with a customer but no period end',
    { subscriptionStatus: 'active', stripeCustomerId: customer },
    'canceled',
  ],
  ['active, unreadable period end', { subscriptionStatus: 'active', currentPeriodEnd: 'soon' }, 'canceled'],
  ['trialing, future period end', { subscriptionStatus: 'trialing', currentPeriodEnd: future }, 'active'],
  ['trialing, period end passed', { subscriptionStatus: 'trialing', currentPeriodEnd: past }, 'canceled'],
  [
    'trialing with a customer and no period end',
    { subscriptionStatus: 'trialing', stripeCustomerId: customer },
    'canceled',
  ],
  [
    'past_due, future period end',
    { subscriptionStatus: 'past_due', currentPeriodEnd: future, stripeCustomerId: customer },
    'active',
  ],
  ['past_due, period end passed', { subscriptionStatus: 'past_due', currentPeriodEnd: past }, 'canceled'],
  ['past_due without a period end (never open-ended)', { subscriptionStatus: 'past_due' }, 'canceled'],
  ['canceled', { subscriptionStatus: 'canceled' }, 'canceled'],
  [
    'canceled with a future period end',
    { subscriptionStatus: 'canceled', currentPeriodEnd: future },
    'canceled',
  ],
  ['cancelled (British spelling)', { subscriptionStatus: 'cancelled' }, 'canceled'],
  ...['unpaid', 'incomplete', 'incomplete_expired', 'paused'].map(
    (status): Row => [`${status}`, { subscriptionStatus: status, currentPeriodEnd: future }, 'canceled'],
  ),
  ['unknown set by an administrator', { subscriptionStatus: 'unknown' }, 'unknown'],
  ['Unknown set by an administrator, any case', { subscriptionStatus: ' Unknown ' }, 'unknown'],
  [
    'unknown with a future period end',
    { subscriptionStatus: 'unknown', currentPeriodEnd: future },
    'unknown',
  ],
  ['unknown whose period end passed', { subscriptionStatus: 'unknown', currentPeriodEnd: past }, 'canceled'],
  ['no profile fields at all', {}, 'none'],
  ['null status', { subscriptionStatus: null }, 'none'],
  ['blank status', { subscriptionStatus: '  ' }, 'none'],
  ['no status but a customer id', { stripeCustomerId: customer }, 'none'],
  ['no status, future period end', { subscriptionStatus: null, currentPeriodEnd: future }, 'none'],
  [
    'no status, period end passed (a membership that ended)',
    { subscriptionStatus: null, currentPeriodEnd: past },
    'canceled',
  ],
  ['no status, unreadable period end', { subscriptionStatus: null, currentPeriodEnd: 'soon' }, 'canceled'],
  [
    'a status nobody knows (fails closed)',
    { subscriptionStatus: 'mystery', currentPeriodEnd: future },
    'canceled',
  ],
  ['a status nobody knows, no period end', { subscriptionStatus: 'something' }, 'canceled'],
];

describe('deriveSubscriptionState', () => {
  it.each(STATE_TABLE)('%s → %s', (_label, profile, state) => {
    expect(deriveSubscriptionState(profile, now)).toBe(state);
  });

  it('treats a period end exactly at now as passed', () => {
    expect(
      deriveSubscriptionState({ subscriptionStatus: 'active', currentPeriodEnd: now.toISOString() }, now),
    ).toBe('canceled');
    const oneMsLater = new Date(now.getTime() + 1);
    expect(deriveSubscriptionState({ subscriptionStatus: 'active', currentPeriodEnd: oneMsLater }, now)).toBe(
      'active',
    );
  });

  it('uses the current time by default', () => {
    const later = new Date(Date.now() + 86_400_000);
    expect(deriveSubscriptionState({ subscriptionStatus: 'active', currentPeriodEnd: later })).toBe('active');
  });

  it('grants access only through lifetime, a live status or an explicit unknown', () => {
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
          const s = status?.trim().toLowerCase() ?? '';
          if (state === 'lifetime') expect(s).toBe('lifetime');
          if (state === 'unknown') expect(s).toBe('unknown');
          if (state === 'active') expect(['active', 'trialing', 'past_due']).toContain(s);
          if (state === 'none') expect(s).toBe('');
          // A passed period end never leaves a paying state open.
          if (end && end.getTime() <= now.getTime() && s !== 'lifetime') expect(state).toBe('canceled');
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
    ['none', 'NO_MEMBERSHIP'],
  ] as Array<[SubscriptionState, AccessLevel]>)('%s → %s for a member', (state, expected) => {
    expect(accessLevel(state, 'member')).toBe(expected);
    expect(accessLevel(state)).toBe(expected);
    expect(accessLevel(state, 'admin')).toBe(expected);
  });

  it.each(SUBSCRIPTION_STATES)('always gives super admins full access (%s, both spellings)', (state) => {
    expect(accessLevel(state, 'super_admin')).toBe('FULL_ACCESS');
    expect(accessLevel(state, 'super-admin')).toBe('FULL_ACCESS');
  });

  it('a freshly signed-up profile (no status) has no access', () => {
    expect(accessLevel(deriveSubscriptionState({ subscriptionStatus: null }, now), 'member')).toBe(
      'NO_MEMBERSHIP',
    );
  });
});

describe('accessRedirect', () => {
  it.each([
    ['FULL_ACCESS', null],
    ['RESTRICTED_ACCESS', '/subscription-canceled'],
    ['NO_MEMBERSHIP', '/join'],
  ] as Array<[AccessLevel, string | null]>)('%s → %s', (access, path) => {
    expect(accessRedirect(access)).toBe(path);
  });

  it('names the two pages', () => {
    expect(RESTRICTED_REDIRECT).toBe('/subscription-canceled');
    expect(NO_MEMBERSHIP_REDIRECT).toBe('/join');
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

  it('is false for lifetime, canceled, unknown and no-membership states', () => {
    for (const status of ['lifetime', 'canceled', 'unknown', 'mystery', null]) {
      expect(
        billingPortalAllowed(
          { subscriptionStatus: status, currentPeriodEnd: future, stripeCustomerId: customer },
          now,
        ),
      ).toBe(false);
    }
  });
});
