import { bullets, heading, paragraph } from './blocks';
import type { SeedItem } from './types';
import type { Topic } from '../../shared/domain/vocabulary';

interface EventSource {
  n: number;
  title: string;
  topics: Topic[];
  speaker: string;
  speakerRole: string;
  blurb: string;
  learn: string[];
  /** Days relative to seeding: positive = upcoming, negative = past. */
  day: number;
  hourUtc?: number;
  minutes?: number;
  /** Past events: where the recording lives. */
  recording?: string;
  views?: number;
  image?: 'x' | null;
}

const SOURCES: EventSource[] = [
  // Upcoming
  {
    n: 838,
    day: 4,
    title: 'Fellows Roundtable: AI agents in the learning workflow',
    topics: ['AI in L&D'],
    speaker: 'Maya Lindqvist',
    speakerRole: 'Head of Learning Innovation, Lumenfold',
    blurb:
      'An open roundtable on where AI agents genuinely help learning teams today, from needs analysis to content maintenance, and where they still get in the way.',
    learn: [
      'Which workflow steps fellows have already automated',
      'Review and governance patterns that keep quality high',
      'How to pilot an agent safely in your own team',
    ],
  },
  {
    n: 839,
    day: 11,
    hourUtc: 15,
    title: 'Designing onboarding that lasts beyond week one',
    topics: ['Onboarding'],
    speaker: 'Daniel Osei',
    speakerRole: 'People Experience Lead, Quillstack',
    blurb:
      'A practical workshop on extending onboarding to the first 90 days, with templates for manager check-ins and cohort rituals.',
    learn: [
      'Mapping the moments that matter for new hires',
      'Manager check-in scripts for months two and three',
      'Measuring time to competence',
    ],
  },
  {
    n: 836,
    day: 18,
    title: 'Evidence over anecdotes: evaluating leadership programmes',
    topics: ['Measurement & ROI', 'Leadership Development'],
    speaker: 'Sofia Marchetti',
    speakerRole: 'Director of Talent Analytics, Greystone Logistics',
    blurb:
      'How to design evaluations that show what leaders actually do differently, using pulses, observations and comparison groups.',
    learn: [
      'Choosing observable behaviours with your sponsors',
      'Light-touch comparison designs',
      'Presenting uncertain results honestly',
    ],
  },
  {
    n: 835,
    day: 25,
    hourUtc: 14,
    title: 'Skills-based organisations: the first twelve months',
    topics: ['Skills & Capabilities', 'Change Management'],
    speaker: 'Aisha Rahman',
    speakerRole: 'VP Talent, Harbour & Vale Stores',
    blurb:
      "A candid account of a retailer's first year of moving to skills: what worked, what was abandoned and what the data showed.",
    learn: [
      'Starting with one use case',
      'Validating skills without endless surveys',
      'Getting managers to trust skills data',
    ],
  },
  {
    n: 834,
    day: 32,
    title: 'Coaching circles for new managers',
    topics: ['Coaching', 'Leadership Development'],
    speaker: 'Tom Whitaker',
    speakerRole: 'Leadership Development Partner, Lumenfold',
    blurb: 'Set up and facilitate peer coaching circles that help new managers solve real problems together.',
    learn: [
      'Circle structure and roles',
      'Training senior leaders as facilitators',
      'Keeping circles going after the programme',
    ],
  },
  {
    n: 833,
    day: 46,
    title: 'Accessible by default: inclusive digital learning',
    topics: ['DEI', 'Digital Learning'],
    speaker: 'Ines Carvalho',
    speakerRole: 'Inclusive Design Lead, Brightwave Digital',
    blurb:
      'A hands-on session on building accessibility and inclusion into your design process from the first brief.',
    learn: [
      'Accessibility checks that catch most issues',
      'Writing in plain language',
      'Testing with disabled learners',
    ],
  },
  {
    n: 831,
    day: 60,
    hourUtc: 17,
    title: 'Sales enablement metrics that revenue leaders trust',
    topics: ['Sales Enablement', 'Measurement & ROI'],
    speaker: 'Marcus Feld',
    speakerRole: 'Head of Enablement, Castellan Software',
    blurb:
      'Which leading indicators connect enablement to pipeline, and how to build a shared scorecard with revenue operations.',
    learn: [
      'Choosing leading indicators',
      'Matching cohorts with CRM data',
      'Reporting ranges instead of single numbers',
    ],
  },
  {
    n: 830,
    day: 74,
    title: 'Learning culture: rituals, not campaigns',
    topics: ['Learning Culture'],
    speaker: 'Priya Natarajan',
    speakerRole: 'Education Lead, Riverside Community Health Trust',
    blurb:
      'How small weekly rituals changed how a hospital trust learns from incidents, and how to adapt them to your organisation.',
    learn: ['Designing a weekly learning ritual', 'Protecting time for it', 'Spreading local improvements'],
  },
  {
    n: 829,
    day: 90,
    hourUtc: 15,
    title: 'Praxis Fellows Summit: the state of L&D',
    topics: ['Learning Culture', 'AI in L&D', 'Skills & Capabilities'],
    speaker: 'Tomás Ferreira',
    speakerRole: 'Founder, Praxis',
    minutes: 120,
    blurb:
      'Our quarterly summit: new research from the Praxis community, fellow case studies and an open discussion on priorities for the year ahead.',
    learn: [
      'Highlights from the Praxis practitioner survey',
      'Three fellow case studies in 10 minutes each',
      'Open Q&A with the Praxis team',
    ],
  },
  // Past (with recordings)
  {
    n: 837,
    day: -9,
    title: 'Building an AI practice partner for difficult conversations',
    topics: ['AI in L&D', 'Coaching'],
    speaker: 'Hannah Okonkwo',
    speakerRole: 'Learning Lead, Brightline Energy',
    recording: 'https://www.youtube.com/watch?v=Jk3Lm4nOp5Q',
    views: 3480,
    blurb:
      'How an energy supplier built AI role-plays for vulnerable-customer calls, including personas, rubrics and compliance review.',
    learn: ['Writing personas with specialists', 'Rubric-based feedback', 'Red-teaming before launch'],
  },
  {
    n: 832,
    day: -23,
    title: 'Onboarding at scale without losing the human touch',
    topics: ['Onboarding', 'Digital Learning'],
    speaker: 'Daniel Osei',
    speakerRole: 'People Experience Lead, Quillstack',
    recording: 'https://vimeo.com/801122334',
    views: 2210,
    blurb:
      'Cohort starts, buddies and a starter project by day ten: the onboarding model of a fully remote company.',
    learn: ['Running cohort-based onboarding', 'Designing starter projects', 'Day-30 retrospectives'],
  },
  {
    n: 828,
    day: -30,
    title: 'From order-taker to performance consultant',
    topics: ['Performance'],
    speaker: 'Lucas Brennan',
    speakerRole: 'Head of L&D, Fairhaven Logistics',
    recording: 'https://www.youtube.com/watch?v=Rt5Yu6iOp7A',
    views: 1960,
    blurb:
      'How to shift stakeholder conversations from "we need a course" to "what needs to change", with real intake examples.',
    learn: [
      'The performance-first intake',
      'Saying no without damaging relationships',
      'Reporting non-training solutions',
    ],
  },
  {
    n: 827,
    day: -44,
    title: 'Data storytelling for learning leaders',
    topics: ['Measurement & ROI'],
    speaker: 'Sofia Marchetti',
    speakerRole: 'Director of Talent Analytics, Greystone Logistics',
    recording: 'https://www.loom.com/share/c4d5e6f7a8b94c0d9e1f2a3b4c5d6e7f',
    views: 1540,
    blurb:
      'Turn learning data into a story executives act on: one message, a meaningful comparison and a clear ask.',
    learn: ['Finding the one message', 'Choosing comparisons', 'Designing a one-page report'],
  },
  {
    n: 826,
    day: -58,
    title: 'Peer coaching that sticks',
    topics: ['Coaching'],
    speaker: 'Tom Whitaker',
    speakerRole: 'Leadership Development Partner, Lumenfold',
    recording: 'https://vimeo.com/796654021',
    views: 1205,
    blurb: 'What a scale-up learned running 40 peer coaching circles for first-time managers.',
    learn: ['Circle size and cadence', 'Facilitator training', 'Measuring circle impact'],
  },
  {
    n: 825,
    day: -72,
    title: 'Skills taxonomies without the pain',
    topics: ['Skills & Capabilities'],
    speaker: 'Aisha Rahman',
    speakerRole: 'VP Talent, Harbour & Vale Stores',
    recording: 'https://www.youtube.com/watch?v=Sk1Lls2Tx3Q',
    views: 2890,
    blurb: 'A practical session on building and maintaining a skills taxonomy that people actually use.',
    learn: ['Scoping the first version', 'Involving job holders', 'Keeping it current'],
  },
  {
    n: 824,
    day: -86,
    title: 'Generative AI for learning designers: a live build',
    topics: ['AI in L&D', 'Digital Learning'],
    speaker: 'Rafael Mendes',
    speakerRole: 'Learning Technologist, Lindqvist & Moor',
    recording: 'https://www.youtube.com/watch?v=Gn8Ai9Ld0Bz',
    views: 6730,
    blurb:
      'Watch a learning designer build a scenario-based module with AI assistance, including review and accessibility checks.',
    learn: [
      'Prompt patterns for scenarios',
      'Human review checkpoints',
      'Accessibility of AI-generated content',
    ],
  },
  {
    n: 823,
    day: -100,
    title: 'Leading hybrid teams fairly',
    topics: ['Leadership Development', 'DEI'],
    speaker: 'Eleanor Price',
    speakerRole: 'Head of Leadership, Department for Rural Affairs',
    recording: 'https://vimeo.com/788123456',
    views: 980,
    blurb:
      "Practical habits for managers leading teams split between office and home, based on a government department's programme.",
    learn: [
      'Proximity bias and how to counter it',
      'Hybrid meeting norms',
      'Fair allocation of stretch work',
    ],
  },
  {
    n: 822,
    day: -115,
    title: 'Retrieval practice in corporate learning',
    topics: ['Digital Learning', 'Performance'],
    speaker: 'Dr Amara Okafor',
    speakerRole: 'Learning Scientist, Solvane Pharmaceuticals',
    recording: 'https://www.youtube.com/watch?v=Rp4Ct5Ic6Ex',
    views: 3320,
    blurb:
      'An introduction to retrieval practice and spacing for workplace learning, with results from A/B tests in a pharma company.',
    learn: ['Why retrieval works', 'Designing spaced sequences', 'Running simple A/B tests'],
  },
  {
    n: 821,
    day: -130,
    title: 'Change leadership in a merger',
    topics: ['Change Management', 'Leadership Development'],
    speaker: 'Jonathan Reyes',
    speakerRole: 'Head of Organisational Development, Amberline Bank',
    recording: 'https://www.loom.com/share/0a1b2c3d4e5f46a7b8c9d0e1f2a3b4c5',
    views: 1475,
    blurb:
      'How one bank kept trust stable through a merger by equipping managers to lead team conversations at every milestone.',
    learn: ['Manager briefings ahead of announcements', 'Conversation guides', 'Closing the feedback loop'],
  },
  {
    n: 820,
    day: -145,
    title: 'The manager as coach: making it real',
    topics: ['Coaching', 'Leadership Development'],
    speaker: 'Claire Dubois',
    speakerRole: 'Coaching Lead, Ashgrove Partners',
    recording: 'https://www.youtube.com/watch?v=Mc7Oa8Ch9Rz',
    views: 4650,
    blurb:
      'What it takes for managers to coach day to day, and how a partnership tied coaching to promotion criteria.',
    learn: [
      'Everyday coaching habits',
      'Building an internal coach pool',
      'Recognising coaching in promotion',
    ],
  },
  {
    n: 819,
    day: -160,
    title: 'Learning analytics for beginners',
    topics: ['Measurement & ROI', 'Digital Learning'],
    speaker: 'Kenji Watanabe',
    speakerRole: 'Learning Analytics Manager, Stratus Airlines',
    recording: 'https://vimeo.com/779901234',
    views: 2105,
    blurb:
      'A beginner-friendly session on asking good questions of learning data and combining it with operational data.',
    learn: [
      'Framing analytics questions',
      'Joining learning and business data',
      'Quick wins for your first dashboard',
    ],
  },
  {
    n: 818,
    day: -178,
    title: 'Sales onboarding bootcamps',
    topics: ['Sales Enablement', 'Onboarding'],
    speaker: 'Marcus Feld',
    speakerRole: 'Head of Enablement, Castellan Software',
    recording: 'https://www.youtube.com/watch?v=Sb2On3Bc4Dk',
    views: 3740,
    image: 'x',
    blurb:
      'Certification gates, manager calibration and practice: how to halve ramp time for new account executives.',
    learn: [
      'Designing certification gates',
      'Calibrating manager scoring',
      'Linking certification to territory',
    ],
  },
  {
    n: 817,
    day: -195,
    title: 'Inclusive talent reviews',
    topics: ['DEI', 'Performance'],
    speaker: 'Nadia Haddad',
    speakerRole: 'Inclusion Director, Calderon Insurance Group',
    recording: 'https://vimeo.com/771234987',
    views: 1330,
    blurb:
      'Process observers, evidence templates and data transparency: how an insurer closed its promotion gap.',
    learn: [
      'Structured evidence templates',
      'The process observer role',
      'Sharing review data with executives',
    ],
  },
  {
    n: 816,
    day: -215,
    title: 'Building a learning culture in healthcare',
    topics: ['Learning Culture'],
    speaker: 'Priya Natarajan',
    speakerRole: 'Education Lead, Riverside Community Health Trust',
    recording: 'https://www.youtube.com/watch?v=Hc5Lc6Hu7Rw',
    views: 1870,
    blurb: "Twenty protected minutes a week: the story of a hospital trust's weekly learning huddles.",
    learn: ['Huddle design', 'Protecting time on busy wards', 'Sharing improvements across the organisation'],
  },
  {
    n: 815,
    day: -240,
    title: 'Microlearning done right',
    topics: ['Digital Learning'],
    speaker: 'Lena Fischer',
    speakerRole: 'Digital Learning Manager, Trellmark Components',
    recording: 'https://vimeo.com/765432198',
    views: 1,
    image: null,
    blurb:
      'When short-form learning works, when it does not, and how a manufacturer used it for shift-based team leaders.',
    learn: [
      'Choosing the right content for micro formats',
      'Sequencing short lessons',
      'Linking lessons to on-the-job actions',
    ],
  },
  {
    n: 814,
    day: -265,
    title: 'Mentoring programmes that last',
    topics: ['Coaching', 'DEI'],
    speaker: 'Grace Adeyemi',
    speakerRole: 'Talent Director, Tarrant Aerospace',
    recording: 'https://www.youtube.com/watch?v=Mp8Rg9Lt0Sx',
    views: 2240,
    blurb:
      'Sponsorship, structure and matching: lessons from mentoring and sponsorship programmes across three organisations.',
    learn: ['Mentoring versus sponsorship', 'Matching approaches', 'Structuring the first three meetings'],
  },
  {
    n: 813,
    day: -290,
    title: 'The business case for learning',
    topics: ['Measurement & ROI'],
    speaker: 'Oliver Strand',
    speakerRole: 'Finance Business Partner, Hollis Group',
    recording: 'https://www.loom.com/share/9f8e7d6c5b4a49382716f5e4d3c2b1a0',
    views: 5120,
    blurb: 'A finance partner explains what CFOs look for in a learning business case and how to present it.',
    learn: ['Quantifying the cost of the problem', 'Payback period and risk', 'Presenting to finance'],
  },
  {
    n: 812,
    day: -320,
    title: 'Designing leadership programmes that change behaviour',
    topics: ['Leadership Development'],
    speaker: 'Eleanor Price',
    speakerRole: 'Head of Leadership, Department for Rural Affairs',
    recording: 'https://www.youtube.com/watch?v=Ld1Pr2Gm3Bh',
    views: 2960,
    blurb: 'Six design choices that separate programmes that change behaviour from those that only inspire.',
    learn: ['Selection for readiness', 'Real challenges with support', 'Manager involvement throughout'],
  },
  {
    n: 811,
    day: -350,
    title: 'Psychological safety in practice',
    topics: ['Learning Culture', 'Performance'],
    speaker: 'Samuel Kim',
    speakerRole: 'Engineering Enablement Lead, Kinetiq Robotics',
    recording: 'https://vimeo.com/758812340',
    views: 4015,
    blurb:
      'Blameless reviews, near-miss reporting and leader behaviour: building safety in engineering teams.',
    learn: ['Running blameless reviews', 'Near misses as a leading indicator', 'What leaders say and do'],
  },
  {
    n: 810,
    day: -385,
    title: 'AI literacy for everyone',
    topics: ['AI in L&D', 'Skills & Capabilities'],
    speaker: 'Maya Lindqvist',
    speakerRole: 'Head of Learning Innovation, Lumenfold',
    recording: 'https://www.youtube.com/watch?v=Ai7Lt8Er9Cy',
    views: 18230,
    blurb:
      'What a baseline of AI literacy looks like for every employee, and how one company rolled it out in a quarter.',
    learn: ['Defining AI literacy for your organisation', 'Hands-on first sessions', 'Verification habits'],
  },
];

function toItem(src: EventSource, index: number): SeedItem {
  const id = `res_${src.n}`;
  const upcoming = src.day > 0;
  return {
    id,
    type: 'event',
    title: src.title,
    blurb: src.blurb,
    topics: src.topics,
    source: 'Praxis Sessions',
    mediaType: upcoming ? 'live session' : 'video',
    speaker: src.speaker,
    speakerPhoto: true,
    dayOffset: src.day,
    hourUtc: src.hourUtc ?? 16,
    durationMinutes: src.minutes ?? 60,
    recordingUrl: upcoming ? null : (src.recording ?? null),
    viewCount: upcoming ? 0 : (src.views ?? 0),
    addedDaysAgo: upcoming ? 2 + index * 3 : Math.max(1, -src.day - 20),
    blocks: [
      heading('About this session', 2),
      paragraph(src.blurb),
      heading(upcoming ? 'What you will learn' : 'What was covered', 2),
      bullets(src.learn),
      heading('Speaker', 2),
      paragraph(`${src.speaker} is ${src.speakerRole}.`),
    ],
    ...(src.image !== undefined ? { image: src.image } : {}),
  };
}

export const EVENTS: SeedItem[] = SOURCES.map(toItem);
