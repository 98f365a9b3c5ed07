/**
 * The demo accounts, apart from the demo content: the start-up banner names them without loading the
 * seed itself (which the server imports only when it seeds).
 */

/** One password for every demo account (printed at start-up in embedded mode only). */
export const DEMO_PASSWORD = 'praxis-demo-2026';

/** The one demo account for which the satisfaction survey is due (the others saw it recently). */
export const SURVEY_DUE_ACCOUNT = 'survey@praxis.test';

export const DEMO_ACCOUNTS: Array<{ email: string; role: string; note: string }> = [
  {
    email: 'member@praxis.test',
    role: 'member',
    note: 'Regular fellow in a team, with saved items, collections and assessment results',
  },
  {
    email: 'admin@praxis.test',
    role: 'admin',
    note: "Administrator in the same team (can view teammates' results)",
  },
  {
    email: 'superadmin@praxis.test',
    role: 'super_admin',
    note: 'Super administrator (no billing page, always full access)',
  },
  {
    email: 'canceled@praxis.test',
    role: 'member',
    note: 'Subscription canceled, period ended: redirected to /subscription-canceled',
  },
  { email: 'lifetime@praxis.test', role: 'member', note: 'Lifetime access (early supporter)' },
  {
    email: 'wire@praxis.test',
    role: 'member',
    note: 'Active subscription paid by wire transfer (no payment customer)',
  },
  {
    email: SURVEY_DUE_ACCOUNT,
    role: 'member',
    note: 'Satisfaction survey due: a member for months, last shown it 45 days ago (appears after 10 page views)',
  },
  {
    email: 'newcomer@praxis.test',
    role: 'member',
    note: 'Onboarding not completed: sees the onboarding tour',
  },
];
