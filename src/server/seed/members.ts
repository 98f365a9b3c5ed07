import type { Industry } from '../../shared/domain/vocabulary';

/** Demo members. Notable accounts use @praxis.test; everyone else @demo.praxis.test. */

export type Billing =
  /** active card subscription (Stripe customer, period end in the future) */
  | 'card'
  /** active card subscription set to cancel at period end */
  | 'card_canceling'
  /** active, paid by wire transfer: no customer, no period end */
  | 'wire'
  /** canceled, period end in the past */
  | 'canceled'
  | 'lifetime'
  /** no subscription status at all (unknown) */
  | 'none';

export interface MemberSource {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  role?: 'member' | 'admin' | 'super_admin';
  team?: string;
  billing: Billing;
  onboarded?: boolean;
  /**
   * Has submitted a self-assessment. At least 30 have, so that members compare with each other
   * rather than with the default curve.
   */
  assessed?: boolean;
  joinedDaysAgo: number;
}

/**
 * The industry each demo company's members name on their profile (the industry percentile
 * compares within it); members of companies not listed name none.
 */
const COMPANY_INDUSTRIES: Record<string, Industry> = {
  'Helix Bank': 'Financial Services',
  'Amberline Bank': 'Financial Services',
  'Calderon Insurance Group': 'Financial Services',
  'Riverside Community Health Trust': 'Healthcare',
  'Solvane Pharmaceuticals': 'Healthcare',
  Lumenfold: 'Technology',
  'Castellan Software': 'Technology',
  Quillstack: 'Technology',
  'Brightwave Digital': 'Technology',
  'Harbour & Vale Stores': 'Retail',
  'Greystone Logistics': 'Retail',
  'Fairhaven Logistics': 'Retail',
  'Trellmark Components': 'Manufacturing',
  'Tarrant Aerospace': 'Manufacturing',
  'Kinetiq Robotics': 'Manufacturing',
  'Morgan Learning Studio': 'Professional Services',
  'Lindqvist & Moor': 'Professional Services',
  'Ashgrove Partners': 'Professional Services',
  'Oakridge County Council': 'Public Sector',
  'Brightline Energy': 'Energy & Utilities',
};

export const industryOf = (m: Pick<MemberSource, 'company'>): Industry | null =>
  COMPANY_INDUSTRIES[m.company] ?? null;

export const TEAMS = {
  helix: 'Helix Bank Learning Team',
  riverside: 'Riverside Health Education',
  lumenfold: 'Lumenfold People Development',
  castellan: 'Castellan Revenue Enablement',
} as const;

const demo = (first: string, last: string) =>
  `${`${first}.${last}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z.]/g, '')}@demo.praxis.test`;

export const MEMBERS: MemberSource[] = [
  // Notable accounts (printed at start-up)
  {
    email: 'member@praxis.test',
    firstName: 'Jordan',
    lastName: 'Ellis',
    title: 'Learning Experience Lead',
    company: 'Helix Bank',
    team: TEAMS.helix,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 240,
  },
  {
    email: 'admin@praxis.test',
    firstName: 'Priya',
    lastName: 'Raman',
    title: 'Head of Learning',
    company: 'Helix Bank',
    role: 'admin',
    team: TEAMS.helix,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 420,
  },
  {
    email: 'superadmin@praxis.test',
    firstName: 'Tomás',
    lastName: 'Ferreira',
    title: 'Founder',
    company: 'Praxis',
    role: 'super_admin',
    billing: 'none',
    joinedDaysAgo: 700,
  },
  {
    email: 'canceled@praxis.test',
    firstName: 'Chris',
    lastName: 'Morgan',
    title: 'Independent L&D Consultant',
    company: 'Morgan Learning Studio',
    billing: 'canceled',
    assessed: true,
    joinedDaysAgo: 390,
  },
  {
    email: 'lifetime@praxis.test',
    firstName: 'Ruth',
    lastName: 'Abernathy',
    title: 'Chief Learning Officer',
    company: 'Stratus Airlines',
    billing: 'lifetime',
    joinedDaysAgo: 690,
  },
  {
    email: 'wire@praxis.test',
    firstName: 'Kwame',
    lastName: 'Mensah',
    title: 'Head of Talent',
    company: 'Oakridge County Council',
    billing: 'wire',
    joinedDaysAgo: 310,
  },
  {
    email: 'survey@praxis.test',
    firstName: 'Nadia',
    lastName: 'Okafor',
    title: 'Learning Experience Lead',
    company: 'Brightline Energy',
    billing: 'wire',
    joinedDaysAgo: 200,
  },
  {
    email: 'newcomer@praxis.test',
    firstName: 'Alex',
    lastName: 'Novak',
    title: 'Learning Designer',
    company: 'Quillstack',
    billing: 'card',
    onboarded: false,
    joinedDaysAgo: 1,
  },
  // Helix Bank Learning Team
  {
    email: demo('Ben', 'Carter'),
    firstName: 'Ben',
    lastName: 'Carter',
    title: 'Senior Learning Designer',
    company: 'Helix Bank',
    team: TEAMS.helix,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 230,
  },
  {
    email: demo('Chloe', 'Nguyen'),
    firstName: 'Chloe',
    lastName: 'Nguyen',
    title: 'Digital Learning Specialist',
    company: 'Helix Bank',
    team: TEAMS.helix,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 200,
  },
  {
    email: demo('Fatima', 'Zahra'),
    firstName: 'Fatima',
    lastName: 'Zahra',
    title: 'Leadership Development Manager',
    company: 'Helix Bank',
    team: TEAMS.helix,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 180,
  },
  {
    email: demo('Liam', "O'Connor"),
    firstName: 'Liam',
    lastName: "O'Connor",
    title: 'Learning Analyst',
    company: 'Helix Bank',
    team: TEAMS.helix,
    billing: 'card_canceling',
    joinedDaysAgo: 150,
  },
  // Riverside Health Education
  {
    email: demo('Priya', 'Natarajan'),
    firstName: 'Priya',
    lastName: 'Natarajan',
    title: 'Education Lead',
    company: 'Riverside Community Health Trust',
    team: TEAMS.riverside,
    billing: 'wire',
    assessed: true,
    joinedDaysAgo: 360,
  },
  {
    email: demo('Joseph', 'Mwangi'),
    firstName: 'Joseph',
    lastName: 'Mwangi',
    title: 'Clinical Educator',
    company: 'Riverside Community Health Trust',
    team: TEAMS.riverside,
    billing: 'wire',
    assessed: true,
    joinedDaysAgo: 340,
  },
  {
    email: demo('Isla', 'Robertson'),
    firstName: 'Isla',
    lastName: 'Robertson',
    title: 'Practice Development Nurse',
    company: 'Riverside Community Health Trust',
    team: TEAMS.riverside,
    billing: 'wire',
    assessed: true,
    joinedDaysAgo: 335,
  },
  {
    email: demo('Mei', 'Chen'),
    firstName: 'Mei',
    lastName: 'Chen',
    title: 'Learning Technologist',
    company: 'Riverside Community Health Trust',
    team: TEAMS.riverside,
    billing: 'wire',
    joinedDaysAgo: 300,
  },
  {
    email: demo('Owen', 'Hughes'),
    firstName: 'Owen',
    lastName: 'Hughes',
    title: 'Simulation Lead',
    company: 'Riverside Community Health Trust',
    team: TEAMS.riverside,
    billing: 'wire',
    assessed: true,
    joinedDaysAgo: 120,
  },
  // Lumenfold People Development
  {
    email: demo('Maya', 'Lindqvist'),
    firstName: 'Maya',
    lastName: 'Lindqvist',
    title: 'Head of Learning Innovation',
    company: 'Lumenfold',
    team: TEAMS.lumenfold,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 500,
  },
  {
    email: demo('Tom', 'Whitaker'),
    firstName: 'Tom',
    lastName: 'Whitaker',
    title: 'Leadership Development Partner',
    company: 'Lumenfold',
    team: TEAMS.lumenfold,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 480,
  },
  {
    email: demo('Sara', 'Holm'),
    firstName: 'Sara',
    lastName: 'Holm',
    title: 'People Partner',
    company: 'Lumenfold',
    team: TEAMS.lumenfold,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 260,
  },
  {
    email: demo('Diego', 'Alvarez'),
    firstName: 'Diego',
    lastName: 'Alvarez',
    title: 'Learning Experience Designer',
    company: 'Lumenfold',
    team: TEAMS.lumenfold,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 90,
  },
  // Castellan Revenue Enablement
  {
    email: demo('Marcus', 'Feld'),
    firstName: 'Marcus',
    lastName: 'Feld',
    title: 'Head of Enablement',
    company: 'Castellan Software',
    team: TEAMS.castellan,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 410,
  },
  {
    email: demo('Julia', 'Becker'),
    firstName: 'Julia',
    lastName: 'Becker',
    title: 'Enablement Manager',
    company: 'Castellan Software',
    team: TEAMS.castellan,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 280,
  },
  {
    email: demo('Noah', 'Adams'),
    firstName: 'Noah',
    lastName: 'Adams',
    title: 'Sales Trainer',
    company: 'Castellan Software',
    team: TEAMS.castellan,
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 140,
  },
  {
    email: demo('Zainab', 'Yusuf'),
    firstName: 'Zainab',
    lastName: 'Yusuf',
    title: 'Enablement Analyst',
    company: 'Castellan Software',
    team: TEAMS.castellan,
    billing: 'card',
    onboarded: false,
    assessed: true,
    joinedDaysAgo: 3,
  },
  // Fellows without a team
  {
    email: demo('Amara', 'Okafor'),
    firstName: 'Amara',
    lastName: 'Okafor',
    title: 'Learning Scientist',
    company: 'Solvane Pharmaceuticals',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 450,
  },
  {
    email: demo('Daniel', 'Osei'),
    firstName: 'Daniel',
    lastName: 'Osei',
    title: 'People Experience Lead',
    company: 'Quillstack',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 330,
  },
  {
    email: demo('Lena', 'Fischer'),
    firstName: 'Lena',
    lastName: 'Fischer',
    title: 'Digital Learning Manager',
    company: 'Trellmark Components',
    billing: 'card',
    joinedDaysAgo: 290,
  },
  {
    email: demo('Sofia', 'Marchetti'),
    firstName: 'Sofia',
    lastName: 'Marchetti',
    title: 'Director of Talent Analytics',
    company: 'Greystone Logistics',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 610,
  },
  {
    email: demo('Kenji', 'Watanabe'),
    firstName: 'Kenji',
    lastName: 'Watanabe',
    title: 'Learning Analytics Manager',
    company: 'Stratus Airlines',
    billing: 'wire',
    joinedDaysAgo: 270,
  },
  {
    email: demo('Hannah', 'Okonkwo'),
    firstName: 'Hannah',
    lastName: 'Okonkwo',
    title: 'Learning Lead',
    company: 'Brightline Energy',
    billing: 'card',
    joinedDaysAgo: 190,
  },
  {
    email: demo('Grace', 'Adeyemi'),
    firstName: 'Grace',
    lastName: 'Adeyemi',
    title: 'Talent Director',
    company: 'Tarrant Aerospace',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 520,
  },
  {
    email: demo('Samuel', 'Kim'),
    firstName: 'Samuel',
    lastName: 'Kim',
    title: 'Engineering Enablement Lead',
    company: 'Kinetiq Robotics',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 110,
  },
  {
    email: demo('Aisha', 'Rahman'),
    firstName: 'Aisha',
    lastName: 'Rahman',
    title: 'VP Talent',
    company: 'Harbour & Vale Stores',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 560,
  },
  {
    email: demo('Lucas', 'Brennan'),
    firstName: 'Lucas',
    lastName: 'Brennan',
    title: 'Head of L&D',
    company: 'Fairhaven Logistics',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 430,
  },
  {
    email: demo('Ines', 'Carvalho'),
    firstName: 'Inês',
    lastName: 'Carvalho',
    title: 'Inclusive Design Lead',
    company: 'Brightwave Digital',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 250,
  },
  {
    email: demo('Rafael', 'Mendes'),
    firstName: 'Rafael',
    lastName: 'Mendes',
    title: 'Learning Technologist',
    company: 'Lindqvist & Moor',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 170,
  },
  {
    email: demo('Claire', 'Dubois'),
    firstName: 'Claire',
    lastName: 'Dubois',
    title: 'Coaching Lead',
    company: 'Ashgrove Partners',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 380,
  },
  {
    email: demo('Nadia', 'Haddad'),
    firstName: 'Nadia',
    lastName: 'Haddad',
    title: 'Inclusion Director',
    company: 'Calderon Insurance Group',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 215,
  },
  {
    email: demo('Jonathan', 'Reyes'),
    firstName: 'Jonathan',
    lastName: 'Reyes',
    title: 'Head of Organisational Development',
    company: 'Amberline Bank',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 460,
  },
  {
    email: demo('Oliver', 'Strand'),
    firstName: 'Oliver',
    lastName: 'Strand',
    title: 'Finance Business Partner',
    company: 'Hollis Group',
    billing: 'card',
    assessed: true,
    joinedDaysAgo: 130,
  },
];

/** Saved items and collections of member@praxis.test (ids of seeded content). */
export const MEMBER_LIBRARY = {
  email: 'member@praxis.test',
  saved: [
    'res_600',
    'res_606',
    'res_635',
    'res_677',
    'res_700',
    'res_709',
    'res_901',
    'res_701',
    'res_672',
    'res_909',
    'res_957',
    'res_820',
    'res_620',
    'res_647',
    'res_907',
    'res_950',
    'res_603',
    'res_615',
    'res_744',
    'res_837',
  ],
  collections: [
    {
      name: 'Onboarding redesign',
      items: ['res_600', 'res_606', 'res_635', 'res_677', 'res_700', 'res_709', 'res_901'],
    },
    { name: 'Leadership programme ideas', items: ['res_701', 'res_672', 'res_909', 'res_957', 'res_820'] },
    { name: 'AI experiments', items: ['res_620', 'res_647', 'res_907', 'res_950'] },
  ],
};
