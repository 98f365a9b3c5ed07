import { bullets, heading, numbered, paragraph, pdf } from './blocks';
import type { SeedBlock, SeedItem } from './types';
import type { Topic } from '../../shared/domain/vocabulary';

const canvasPdf = (id: string) => `/files/canvases/${id}.pdf`;

interface CanvasSource {
  n: number;
  title: string;
  topics: Topic[];
  blurb: string;
  purpose: string;
  blocks: SeedBlock[];
  views: number;
  image?: 'x' | null;
}

const id = (n: number) => `res_${n}`;

const CANVAS_SOURCES: CanvasSource[] = [
  {
    n: 900,
    title: 'Learning Needs Canvas',
    topics: ['Performance', 'Measurement & ROI'],
    blurb: 'A one-page canvas for the first conversation with a stakeholder who asks for training.',
    purpose:
      'Move a training request from a solution to a clearly defined performance problem before anything is built.',
    views: 6240,
    blocks: [
      heading('How to use this canvas', 1),
      paragraph(
        'Fill the canvas with your stakeholder in a 45-minute conversation. Work from left to right: start with the business goal, then the gap, then causes. Only discuss solutions in the last box.',
      ),
      pdf(canvasPdf(id(900)), 'Learning Needs Canvas (printable PDF)'),
      heading('Business goal', 2),
      paragraph('What result does the organisation need to change, and how is it measured today?'),
      bullets([
        'Which metric will move if this works?',
        'What is the current value and the target?',
        'Who owns this metric?',
      ]),
      heading('Performance gap', 2),
      paragraph('Describe what people do today and what they need to do instead, in observable terms.'),
      heading('Causes', 2),
      bullets([
        'Environment: tools, processes, incentives, information',
        'Individual: knowledge, skill, confidence, motivation',
        'Which causes can training actually address?',
      ]),
      heading('Smallest effective solution'),
      paragraph(
        'List options from lightest (job aid, process fix) to heaviest (programme). Agree the smallest one likely to close the gap.',
      ),
    ],
  },
  {
    n: 901,
    title: 'Onboarding Journey Canvas',
    topics: ['Onboarding'],
    blurb: "Map a new hire's first 180 days: phases, moments that matter, owners and measures.",
    purpose: 'Design onboarding as a journey with clear owners, rather than an induction event.',
    views: 8120,
    blocks: [
      heading('Journey phases', 1),
      paragraph(
        'Use one column per phase: pre-boarding, first week, first month, day 30 to 90, and day 90 to 180.',
      ),
      heading('Moments that matter', 2),
      bullets([
        'The offer call and the first message after acceptance',
        'The first morning: who greets them and what happens',
        'The first real contribution',
        'The first feedback conversation',
      ]),
      heading('Owners', 2),
      paragraph(
        'Name who is responsible for each moment: manager, buddy, HR, IT or the new hire themselves.',
      ),
      pdf(canvasPdf(id(901)), 'Onboarding Journey Canvas (PDF)'),
      heading(null),
      paragraph(
        'Add notes from your last cohort here: what surprised new hires, and what they wish they had known sooner.',
      ),
      heading('Measures', 2),
      numbered([
        'Time to first contribution',
        'Time to competence in the role',
        'New hire confidence at day 30 and day 90',
        'Early attrition within six months',
      ]),
    ],
  },
  {
    n: 902,
    title: 'Stakeholder Alignment Canvas',
    topics: ['Change Management'],
    blurb:
      'Get sponsors, managers and participants aligned on why a programme exists and what success looks like.',
    purpose:
      'Surface differences in expectations between stakeholders early, before they derail a programme.',
    views: 3480,
    blocks: [
      heading('Stakeholders', 1),
      paragraph('List each stakeholder group and what they need from the programme.'),
      heading('Shared purpose', 2),
      paragraph('Write one sentence everyone can agree on that explains why the programme matters now.'),
      heading('Success in their words', 2),
      bullets([
        'Sponsor: what would make this a success in 12 months?',
        'Managers: what will they notice in their teams?',
        'Participants: what will be different in their work?',
      ]),
      heading('Risks and concerns', 3),
      paragraph('Capture concerns openly: time, workload, relevance, previous programmes that disappointed.'),
      pdf(canvasPdf(id(902)), 'Stakeholder Alignment Canvas (PDF)'),
    ],
  },
  {
    n: 903,
    title: 'Programme Evaluation Canvas',
    topics: ['Measurement & ROI'],
    blurb: 'Plan your evaluation before you design: outcomes, indicators, data, comparison and reporting.',
    purpose: 'Decide how you will know whether a programme worked, and agree it with stakeholders up front.',
    views: 5670,
    blocks: [
      heading('Decision this evaluation informs', 1),
      paragraph(
        'Evaluations are useful when they inform a decision: continue, scale, change or stop. Name the decision first.',
      ),
      heading('Outcomes and indicators', 2),
      bullets([
        'Business outcome and its indicator',
        'Behaviour change and how it will be observed',
        'Learning and how it will be checked',
      ]),
      heading('Data sources', 2),
      paragraph('Where will each indicator come from? Who owns the data, and how often is it updated?'),
      heading('Comparison', 2),
      paragraph(
        'Describe your comparison: a waitlist group, a staggered rollout, a matched group, or a trend before and after.',
      ),
      heading('Reporting moments', 2),
      numbered([
        'Baseline before launch',
        'Early signals at 6 weeks',
        'Behaviour change at 3 to 4 months',
        'Business outcome at 6 to 12 months',
      ]),
      pdf(canvasPdf(id(903)), 'Programme Evaluation Canvas (PDF)'),
    ],
  },
  {
    n: 904,
    title: 'Skills Gap Canvas',
    topics: ['Skills & Capabilities'],
    blurb:
      'Compare the skills a team has with the skills its strategy needs, and choose how to close each gap.',
    purpose: 'Turn a strategy into concrete capability priorities for one team or job family.',
    views: 4390,
    blocks: [
      heading('Strategy in one line', 1),
      paragraph('What does this team need to achieve in the next 18 months?'),
      heading('Critical skills', 2),
      paragraph(
        'List the six to ten skills most critical to that strategy. Describe each as an observable behaviour.',
      ),
      heading('Current level'),
      paragraph(
        "For each skill, estimate today's proficiency across the team (1 to 5) and how many people have it at level 3 or above.",
      ),
      heading('Build, buy, borrow or bot', 2),
      bullets([
        'Build: develop existing people',
        'Buy: hire externally',
        'Borrow: contractors, partners or internal mobility',
        'Bot: automate the work',
      ]),
      pdf(canvasPdf(id(904)), 'Skills Gap Canvas (PDF)'),
    ],
  },
  {
    n: 905,
    title: 'Coaching Conversation Canvas',
    topics: ['Coaching'],
    blurb: 'A structure for a 30-minute coaching conversation, with questions for each stage.',
    purpose: 'Help managers and internal coaches hold focused conversations that end with a clear next step.',
    views: 7010,
    blocks: [
      pdf(canvasPdf(id(905)), 'Coaching Conversation Canvas (PDF)'),
      heading('Focus', 2),
      bullets(['What would be most useful to talk about today?', 'What would you like to leave with?']),
      heading('Reality', 2),
      bullets(['What is happening now?', 'What have you tried?', 'What is the real challenge here for you?']),
      heading('Options', 2),
      bullets(['What could you do?', 'What else?', 'If you had no constraints, what would you try?']),
      heading('Commitment', 2),
      bullets([
        'What will you do, and by when?',
        'What support do you need?',
        'How will you know it worked?',
      ]),
      heading(null, 3),
      paragraph(
        'Tip: ask one more question before offering advice. Most people already have part of the answer.',
      ),
    ],
  },
  {
    n: 906,
    title: 'Learning Experience Design Canvas',
    topics: ['Digital Learning', 'Performance'],
    blurb: 'Sketch a learning experience around performance outcomes, practice and support in the workflow.',
    purpose: 'Design experiences that build capability through practice and application, not just content.',
    views: 5320,
    blocks: [
      heading('Audience and context', 1),
      paragraph(
        'Who are the learners, where do they work, how much time do they have and what devices do they use?',
      ),
      heading('Performance outcomes', 2),
      paragraph('What will people do differently at work? Write two to four outcomes starting with a verb.'),
      heading('Practice', 2),
      bullets([
        'Where will learners practise the real task?',
        'What feedback will they get, and from whom?',
        'How will practice be spaced over time?',
      ]),
      heading('Support in the workflow', 2),
      paragraph(
        'Which job aids, prompts or manager conversations will support application after the learning event?',
      ),
      pdf(canvasPdf(id(906)), 'Learning Experience Design Canvas (PDF)'),
    ],
  },
  {
    n: 907,
    title: 'AI Use-Case Canvas for L&D',
    topics: ['AI in L&D'],
    blurb: 'Assess an AI use case for your learning team: value, risks, data, review and success measures.',
    purpose: 'Choose AI use cases with real value and manageable risk, and plan a safe pilot.',
    views: 9840,
    blocks: [
      heading('Use case', 1),
      paragraph('Describe the task AI would help with, who does it today and how long it takes.'),
      heading('Value', 2),
      bullets(['Time saved per week', 'Quality or consistency gains', 'New things that become possible']),
      heading('Risks', 2),
      bullets([
        'Accuracy and hallucination',
        'Confidential or personal data',
        'Bias and accessibility',
        'Over-reliance and de-skilling',
      ]),
      heading('Human review', 2),
      paragraph('Who reviews outputs, against what standard, before learners see them?'),
      heading(null),
      paragraph('Pilot plan: scope, duration, participants and the measure that decides whether to scale.'),
      pdf(canvasPdf(id(907)), 'AI Use-Case Canvas (PDF)'),
    ],
  },
  {
    n: 908,
    title: 'Change Readiness Canvas',
    topics: ['Change Management'],
    blurb: 'Assess how ready each group is for a change and what learning and communication they need.',
    purpose: "Plan learning and communication support that matches each group's readiness.",
    views: 2150,
    blocks: [
      heading('The change', 1),
      paragraph('What is changing, why, and when?'),
      heading('Impacted groups', 2),
      paragraph('List each group and how the change affects their processes, systems, roles and behaviours.'),
      heading('Readiness', 2),
      bullets([
        'Awareness: do they know what is changing and why?',
        'Ability: do they have the skills?',
        'Willingness: do they see the benefit?',
      ]),
      heading('Support plan', 2),
      numbered([
        'Manager briefing before announcement',
        'Team conversation guide',
        'Hands-on practice before go-live',
        'Floor support in the first weeks',
      ]),
      pdf(canvasPdf(id(908)), 'Change Readiness Canvas (PDF)'),
    ],
  },
  {
    n: 909,
    title: 'Leadership Programme Design Canvas',
    topics: ['Leadership Development'],
    blurb:
      'Design a leadership programme around purpose, selection, experiences, practice, support and measures.',
    purpose: 'Make the design choices behind a leadership programme explicit and agreed with sponsors.',
    views: 4780,
    image: 'x',
    blocks: [
      heading('Purpose', 1),
      paragraph(
        'Which leadership challenges does the organisation face, and which behaviours will this programme build?',
      ),
      heading('Selection', 2),
      paragraph(
        'Who is it for, and how will participants be selected for readiness rather than as a reward?',
      ),
      heading('Experiences', 2),
      bullets([
        'Workshops and their focus',
        'Real challenges or projects',
        'Exposure to senior leaders and peers',
      ]),
      heading('Practice and support', 2),
      bullets([
        'Coaching or peer circles',
        'Manager involvement before, during and after',
        'Reflection and feedback loops',
      ]),
      heading('Measures', 2),
      paragraph('Which behaviours will be observed, by whom and when?'),
      pdf(canvasPdf(id(909)), 'Leadership Programme Design Canvas (PDF)'),
    ],
  },
];

const byId = new Map(CANVAS_SOURCES.map((c) => [c.n, c]));
function collectionSection(n: number): SeedBlock[] {
  const c = byId.get(n)!;
  return [heading(c.title, 2), paragraph(c.purpose), pdf(canvasPdf(id(n)), `${c.title} (PDF)`)];
}

const COLLECTION_SOURCES: CanvasSource[] = [
  {
    n: 910,
    title: 'The Programme Design Kit',
    topics: ['Leadership Development', 'Measurement & ROI', 'Change Management'],
    blurb: 'Four canvases to take a programme from stakeholder alignment to evaluation.',
    purpose: 'Use these canvases in sequence when designing any programme longer than a few weeks.',
    views: 3870,
    blocks: [
      heading('About this collection', 1),
      paragraph(
        'Start with stakeholder alignment, design the experience, plan the leadership elements and agree the evaluation before launch.',
      ),
      ...collectionSection(902),
      ...collectionSection(906),
      ...collectionSection(909),
      ...collectionSection(903),
    ],
  },
  {
    n: 911,
    title: 'The Onboarding Toolkit',
    topics: ['Onboarding', 'Skills & Capabilities'],
    blurb: 'Canvases for diagnosing onboarding needs, mapping the journey and closing skills gaps.',
    purpose: 'Redesign onboarding for one role or team in three working sessions.',
    views: 2940,
    blocks: [
      heading('About this collection', 1),
      paragraph('Run one working session per canvas with managers and recent hires.'),
      ...collectionSection(900),
      ...collectionSection(901),
      ...collectionSection(904),
    ],
  },
];

function toItem(src: CanvasSource, index: number, type: 'canvas' | 'canvascollection'): SeedItem {
  return {
    id: id(src.n),
    type,
    title: src.title,
    blurb: src.blurb,
    description: src.blurb,
    purpose: src.purpose,
    topics: src.topics,
    source: 'Praxis',
    mediaType: 'framework',
    pdfUrl: canvasPdf(id(src.n)),
    viewCount: src.views,
    addedDaysAgo: 6 + index * 14,
    blocks: src.blocks,
    ...(src.image !== undefined ? { image: src.image } : {}),
  };
}

export const CANVASES: SeedItem[] = [
  ...CANVAS_SOURCES.map((c, i) => toItem(c, i, 'canvas')),
  ...COLLECTION_SOURCES.map((c, i) => toItem(c, i + 3, 'canvascollection')),
];
