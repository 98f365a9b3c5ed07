import type { FEATURE_STATUSES } from '../db/schema';

type Status = (typeof FEATURE_STATUSES)[number];

export interface RoadmapSource {
  title: string;
  description: string;
  status: Status;
  /** Email of the member who suggested it; undefined means the Praxis team. */
  suggestedBy?: string;
  /** Number of demo members who upvoted it (its author among them: a suggestion starts with their vote). */
  upvotes: number;
  comments: Array<{ by: string; comment: string }>;
  daysAgo: number;
  /** The team's latest status change, with its note to members: from which status, and when. */
  statusChange?: { from: Status; daysAgo: number; note: string };
}

/*
 * Statuses say what the product does today: Implemented only for what a member can use now (the
 * assistant's citations, reminders of a rating request); what is not built is an idea, planned,
 * on hold or in progress.
 */

export const ROADMAP: RoadmapSource[] = [
  {
    title: 'Share collections with teammates',
    description:
      'Let members share a collection with their team, so a group can build a reading list for a programme together.',
    status: 'in_progress',
    suggestedBy: 'member@praxis.test',
    upvotes: 24,
    comments: [
      {
        by: 'admin@praxis.test',
        comment: 'We are building read-only sharing first; editing together will follow.',
      },
      {
        by: 'amara.okafor@demo.praxis.test',
        comment: 'Would love to share a collection with people outside my team too.',
      },
    ],
    daysAgo: 62,
    statusChange: {
      from: 'planned',
      daysAgo: 9,
      note: 'We are building read-only sharing with your team first; editing a collection together will follow.',
    },
  },
  {
    title: 'Calendar sync for upcoming sessions',
    description:
      'Subscribe to a calendar feed with every upcoming Praxis session instead of downloading invites one by one.',
    status: 'planned',
    suggestedBy: 'daniel.osei@demo.praxis.test',
    upvotes: 17,
    comments: [
      {
        by: 'lena.fischer@demo.praxis.test',
        comment: 'An Outlook-compatible feed would make this usable for most of us.',
      },
    ],
    daysAgo: 48,
  },
  {
    title: 'Team results export for assessment',
    description:
      'Download the team competency results as a spreadsheet to use in development planning sessions.',
    status: 'planned',
    suggestedBy: 'sofia.marchetti@demo.praxis.test',
    upvotes: 12,
    comments: [],
    daysAgo: 40,
  },
  {
    title: 'Case study submission form',
    description:
      'Submit your own case study from inside the platform with a guided template for challenge, solution and results.',
    status: 'planned',
    upvotes: 31,
    comments: [
      {
        by: 'member@praxis.test',
        comment: 'A template for challenge, solution and results would make it much easier to write ours up.',
      },
    ],
    daysAgo: 120,
  },
  {
    title: 'Assistant answers with citations',
    description:
      'The L&D assistant links every answer to the resources, case studies and research it draws on.',
    status: 'implemented',
    upvotes: 28,
    comments: [],
    daysAgo: 150,
  },
  {
    title: 'Mobile app for offline listening',
    description: 'Download podcast episodes and session recordings to listen offline while commuting.',
    status: 'on_hold',
    suggestedBy: 'kenji.watanabe@demo.praxis.test',
    upvotes: 9,
    comments: [
      { by: 'admin@praxis.test', comment: 'On hold while we improve the mobile web experience first.' },
    ],
    daysAgo: 95,
    statusChange: {
      from: 'planned',
      daysAgo: 40,
      note: 'On hold while we make the site itself work well on phones; we will look at an app again after that.',
    },
  },
  {
    title: 'Peer rating reminders',
    description: 'Remind teammates by email when a colleague has asked them for a competency rating.',
    status: 'implemented',
    upvotes: 8,
    comments: [],
    daysAgo: 30,
    statusChange: {
      from: 'in_progress',
      daysAgo: 6,
      note: 'Ask teammates for a rating from My Team; if they have not answered, you can remind them once a week.',
    },
  },
  {
    title: 'Topic digests by email',
    description:
      'A monthly email with new content on the topics I follow, so I do not miss relevant case studies.',
    status: 'idea',
    suggestedBy: 'hannah.okonkwo@demo.praxis.test',
    upvotes: 14,
    comments: [{ by: 'tom.whitaker@demo.praxis.test', comment: 'Please make the frequency configurable.' }],
    daysAgo: 21,
  },
  {
    title: 'Mentor matching between fellows',
    description:
      'Opt in to be matched with another fellow for a few mentoring conversations, based on goals and experience.',
    status: 'idea',
    suggestedBy: 'grace.adeyemi@demo.praxis.test',
    upvotes: 19,
    comments: [],
    daysAgo: 12,
  },
  {
    title: 'Dark mode',
    description: 'A dark colour theme for reading in the evening.',
    status: 'idea',
    suggestedBy: 'samuel.kim@demo.praxis.test',
    upvotes: 6,
    comments: [],
    daysAgo: 4,
  },
];
