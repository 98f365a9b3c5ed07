import { bullets, heading, paragraph } from './blocks';
import type { SeedItem } from './types';
import type { Topic } from '../../shared/domain/vocabulary';

type Media = 'article' | 'framework' | 'template' | 'guide' | 'checklist' | 'video' | 'audio';

interface ResourceSource {
  n: number;
  media: Media;
  title: string;
  topics: Topic[];
  source: string;
  blurb: string;
  views: number;
  /** Key takeaways rendered as a list block. */
  points?: string[];
  /** Video: a YouTube, Vimeo or Loom link. Audio: an episode link. */
  link?: string;
  image?: 'x' | null;
}

const SOURCES: ResourceSource[] = [
  {
    n: 600,
    media: 'article',
    title: 'Why most onboarding programmes end too early',
    topics: ['Onboarding'],
    source: 'Praxis Editorial',
    views: 4210,
    blurb:
      'Onboarding is usually designed for the first week, but the hardest moments for new hires come in months two and three. Here is how to extend support without adding bureaucracy.',
    points: [
      'Map the first 90 days against the moments new hires find hardest',
      'Give managers a month-two and month-three check-in script',
      'Measure time to competence, not completion of induction',
    ],
  },
  {
    n: 601,
    media: 'framework',
    title: 'The 70-20-10 model, revisited for hybrid work',
    topics: ['Learning Culture', 'Digital Learning'],
    source: 'Praxis Editorial',
    views: 8920,
    blurb:
      'The ratio was never a law, but the idea behind it still matters: most learning happens at work. A practical reframe for teams that rarely share an office.',
    points: [
      'Treat 70-20-10 as a reminder, not a budget split',
      'Design the 20: structured ways to learn from others remotely',
      'Make work itself more learnable with stretch tasks and reflection',
    ],
  },
  {
    n: 602,
    media: 'template',
    title: 'Learning needs analysis interview guide',
    topics: ['Performance', 'Measurement & ROI'],
    source: 'Praxis Fellows',
    views: 3105,
    blurb:
      'A ready-to-use interview guide for the first conversation with a stakeholder who asks for training. Twelve questions that move the conversation from solutions to performance.',
    points: [
      'Start with the business result the stakeholder wants to change',
      'Ask what good performance looks like in observable terms',
      'Explore non-training causes before agreeing a solution',
    ],
  },
  {
    n: 603,
    media: 'video',
    title: 'Designing for the forgetting curve in ten minutes',
    topics: ['Digital Learning', 'Performance'],
    source: 'Praxis Sessions',
    views: 1243880,
    blurb:
      'A short explainer on why people forget most of what they learn within weeks, and three design moves that make learning stick: spacing, retrieval and application.',
    link: 'https://www.youtube.com/watch?v=Hk2pR8sLq0c',
    points: [
      'Spacing beats cramming for long-term retention',
      'Retrieval practice is a learning event, not just a test',
      'Plan application at work within 48 hours of a session',
    ],
  },
  {
    n: 604,
    media: 'audio',
    title: 'The Practice Room: building L&D credibility with finance',
    topics: ['Measurement & ROI'],
    source: 'The Practice Room podcast',
    views: 2260,
    blurb:
      'A conversation with two L&D leads who won budget in difficult years by learning to speak the language of their finance partners.',
    link: 'https://podcasts.praxis.example/practice-room/episode-12-credibility-with-finance',
  },
  {
    n: 605,
    media: 'guide',
    title: 'A practical guide to skills taxonomies',
    topics: ['Skills & Capabilities'],
    source: 'Praxis Editorial',
    views: 6480,
    blurb:
      'Skills taxonomies fail when they try to describe everything. This guide shows how to start small, involve job holders and keep a taxonomy alive.',
    points: [
      'Start with 40 to 80 skills for one job family',
      'Write skills as observable behaviours',
      'Assign an owner and a review cycle for each skill cluster',
    ],
  },
  {
    n: 606,
    media: 'checklist',
    title: "Manager checklist for a new starter's first week",
    topics: ['Onboarding'],
    source: 'Praxis Fellows',
    views: 5830,
    blurb:
      "A one-page checklist managers can use before and during a new starter's first week, from equipment to the first meaningful piece of work.",
    points: [
      'Confirm access and equipment two days before start',
      'Schedule a welcome conversation on day one',
      'Agree a first small piece of real work by day three',
    ],
  },
  {
    n: 607,
    media: 'video',
    title: 'Coaching conversations: the GROW model in practice',
    topics: ['Coaching', 'Leadership Development'],
    source: 'Praxis Sessions',
    views: 27340,
    blurb:
      'Watch a real coaching conversation using GROW, with commentary on the questions that opened up options and the ones that closed them down.',
    link: 'https://vimeo.com/712345678',
  },
  {
    n: 608,
    media: 'article',
    title: 'Five myths about learning styles and what to do instead',
    topics: ['Digital Learning'],
    source: 'The Learning Ledger',
    views: 15620,
    blurb:
      'Matching instruction to "learning styles" does not improve outcomes. What does help is matching the format to the content and giving everyone multiple ways in.',
    points: [
      'There is no evidence that matching styles improves learning',
      'Match format to the content: show a procedure, discuss a dilemma',
      'Combine words and visuals for everyone',
    ],
  },
  {
    n: 609,
    media: 'framework',
    title: 'The performance consulting canvas',
    topics: ['Performance'],
    source: 'Praxis Editorial',
    views: 7210,
    blurb:
      'A one-page framework to diagnose performance problems: business goal, performance gap, causes across environment and individual, and the smallest effective solution.',
    points: [
      'Separate environment causes from individual causes',
      'Quantify the gap before designing anything',
      'Choose the smallest intervention that closes the gap',
    ],
  },
  {
    n: 610,
    media: 'audio',
    title: 'The Practice Room: AI tutors and the future of practice',
    topics: ['AI in L&D'],
    source: 'The Practice Room podcast',
    views: 3740,
    blurb:
      'What happens when every employee has an always-available practice partner? Two practitioners share early results and the guardrails they put in place.',
    link: 'https://podcasts.praxis.example/practice-room/episode-18-ai-tutors',
  },
  {
    n: 611,
    media: 'template',
    title: 'Programme evaluation plan template',
    topics: ['Measurement & ROI'],
    source: 'Praxis Fellows',
    views: 4390,
    blurb:
      'Plan your evaluation before you design the programme. This template walks through outcomes, indicators, data sources, comparison groups and reporting moments.',
    points: [
      'Define outcome indicators with stakeholders up front',
      'Plan a comparison group where you can',
      'Decide when and to whom you will report',
    ],
  },
  {
    n: 612,
    media: 'article',
    title: 'What psychological safety is not',
    topics: ['Learning Culture', 'Leadership Development'],
    source: 'Capability Quarterly',
    views: 9015,
    blurb:
      'Psychological safety is often mistaken for comfort or niceness. High-performing teams combine safety with high standards and honest disagreement.',
    points: [
      'Safety means it is safe to take interpersonal risks',
      'It goes together with accountability, not instead of it',
      'Leaders build it by modelling fallibility and curiosity',
    ],
  },
  {
    n: 613,
    media: 'guide',
    title: 'Running a blameless post-incident review',
    topics: ['Learning Culture', 'Performance'],
    source: 'Praxis Editorial',
    views: 2180,
    image: 'x',
    blurb:
      'A step-by-step guide for facilitating reviews that focus on systems and decisions rather than blame, with a question bank for each stage.',
    points: [
      'Reconstruct what made sense to people at the time',
      'Look for contributing factors, not a root cause',
      'Agree a small number of owned actions',
    ],
  },
  {
    n: 614,
    media: 'video',
    title: 'Writing learning objectives that stakeholders care about',
    topics: ['Performance', 'Measurement & ROI'],
    source: 'Praxis Sessions',
    views: 11480,
    blurb:
      'Most learning objectives describe what people will know. This session shows how to write objectives in terms of what people will do and what will change in the business.',
    link: 'https://www.youtube.com/watch?v=W8cJ3nVb5Ys',
  },
  {
    n: 615,
    media: 'article',
    title: 'Skills-based organisations: hype, reality and first steps',
    topics: ['Skills & Capabilities', 'Change Management'],
    source: 'Capability Quarterly',
    views: 21030,
    blurb:
      'Moving from jobs to skills promises agility and fairer mobility. Here is what organisations that made real progress did first, and what they avoided.',
    points: [
      'Start with one use case such as internal mobility',
      'Validate skills with managers, not only self-ratings',
      'Connect skills data to a real decision within six months',
    ],
  },
  {
    n: 616,
    media: 'checklist',
    title: 'Accessibility checklist for digital learning',
    topics: ['Digital Learning', 'DEI'],
    source: 'Praxis Fellows',
    views: 3350,
    blurb:
      'Twenty checks to run before publishing any e-learning, video or document, covering captions, contrast, keyboard navigation and plain language.',
    points: [
      'Caption every video and provide transcripts',
      'Check colour contrast and never rely on colour alone',
      'Test keyboard-only navigation end to end',
    ],
  },
  {
    n: 617,
    media: 'audio',
    title: 'The Practice Room: leading learning in a small team',
    topics: ['Learning Culture'],
    source: 'The Practice Room podcast',
    views: 1420,
    blurb:
      'Three "L&D teams of one" talk about prioritising, saying no, and building a learning culture without a big budget.',
    link: 'https://podcasts.praxis.example/practice-room/episode-07-team-of-one',
  },
  {
    n: 618,
    media: 'framework',
    title: 'Kirkpatrick, Phillips and beyond: choosing an evaluation model',
    topics: ['Measurement & ROI'],
    source: 'Praxis Editorial',
    views: 12740,
    blurb:
      'A comparison of common evaluation models, where each helps, where each misleads, and how to combine them pragmatically.',
    points: [
      'Levels are a checklist, not a causal chain',
      'ROI calculations need credible isolation of effects',
      'Start from the decision the evaluation should inform',
    ],
  },
  {
    n: 619,
    media: 'video',
    title: 'Facilitating virtual workshops that people remember',
    topics: ['Digital Learning', 'Coaching'],
    source: 'Praxis Sessions',
    views: 8640,
    blurb:
      'Practical techniques for keeping energy and participation high online: breakout design, chat waterfalls, shared whiteboards and deliberate pauses.',
    link: 'https://www.loom.com/share/a17c9e3b52d84f0e9b6a4c2d1e8f7a30',
  },
  {
    n: 620,
    media: 'article',
    title: 'Prompting for learning designers: a starter kit',
    topics: ['AI in L&D', 'Digital Learning'],
    source: 'Praxis Editorial',
    views: 18760,
    blurb:
      'Prompt patterns that help learning designers draft scenarios, quiz questions and summaries faster, and the review steps that keep quality high.',
    points: [
      'Give the model the audience, goal and source material',
      'Ask for several options, then edit rather than accept',
      'Always check facts against approved sources',
    ],
  },
  {
    n: 621,
    media: 'template',
    title: 'Stakeholder map for learning programmes',
    topics: ['Change Management'],
    source: 'Praxis Fellows',
    views: 2740,
    blurb:
      'A template to identify sponsors, influencers, blockers and beneficiaries of a programme, with prompts for what each group needs from you.',
    points: [
      'Plot stakeholders by influence and interest',
      'Write what each group needs to hear and when',
      'Revisit the map at each programme milestone',
    ],
  },
  {
    n: 622,
    media: 'guide',
    title: 'Building a coaching culture on a budget',
    topics: ['Coaching', 'Learning Culture'],
    source: 'Capability Quarterly',
    views: 5470,
    blurb:
      'You do not need an army of external coaches. This guide covers internal coach pools, peer coaching trios and manager-as-coach basics.',
    points: [
      'Start with peer coaching trios for managers',
      'Train a small internal coach pool with supervision',
      'Make coaching visible in leadership expectations',
    ],
  },
  {
    n: 623,
    media: 'video',
    title: 'Data storytelling for L&D reports',
    topics: ['Measurement & ROI'],
    source: 'Praxis Sessions',
    views: 6390,
    blurb:
      'How to turn a dashboard of completions into a story executives will act on: one message, the right comparison, and a clear ask.',
    link: 'https://vimeo.com/733219054',
  },
  {
    n: 624,
    media: 'article',
    title: 'The manager is the curriculum',
    topics: ['Leadership Development', 'Performance'],
    source: 'The Learning Ledger',
    views: 7305,
    blurb:
      "Employees learn more from their manager's daily behaviour than from any course. Invest in managers as teachers and everything else gets easier.",
    points: [
      'Managers shape what gets practised and rewarded',
      'Equip managers with short conversation guides',
      'Measure whether managers follow up after training',
    ],
  },
  {
    n: 625,
    media: 'audio',
    title: 'The Practice Room: inclusive design from the start',
    topics: ['DEI', 'Digital Learning'],
    source: 'The Practice Room podcast',
    views: 980,
    blurb:
      'Designers and accessibility specialists discuss why inclusive design is cheaper and better when it starts at the brief, not at the review.',
    link: 'https://podcasts.praxis.example/practice-room/episode-15-inclusive-design',
  },
  {
    n: 626,
    media: 'framework',
    title: 'The capability maturity ladder for L&D teams',
    topics: ['Skills & Capabilities', 'Learning Culture'],
    source: 'Praxis Editorial',
    views: 4860,
    blurb:
      'Five stages from order-taking to strategic partnership, with the practices and evidence that mark each stage.',
    points: [
      'Stage 1: reactive course delivery',
      'Stage 3: performance-focused consulting',
      'Stage 5: capability strategy owned with the business',
    ],
  },
  {
    n: 627,
    media: 'checklist',
    title: 'Pre-launch checklist for a leadership programme',
    topics: ['Leadership Development'],
    source: 'Praxis Fellows',
    views: 1960,
    blurb:
      'Everything to confirm before cohort one starts: sponsor roles, manager briefings, participant selection, pre-work and evaluation baselines.',
    points: [
      "Brief participants' managers before the kick-off",
      'Capture baseline data before day one',
      'Confirm an executive will open and close the programme',
    ],
  },
  {
    n: 628,
    media: 'video',
    title: 'Sales enablement that sales teams actually use',
    topics: ['Sales Enablement'],
    source: 'Praxis Sessions',
    views: 14230,
    blurb:
      'An enablement leader walks through how she replaced a content library nobody used with deal-stage playbooks embedded in the CRM.',
    link: 'https://www.youtube.com/watch?v=Tq6vN1mLr4E',
  },
  {
    n: 629,
    media: 'article',
    title: 'When not to build a course',
    topics: ['Performance'],
    source: 'Praxis Editorial',
    views: 10120,
    blurb:
      'Courses are expensive and often solve the wrong problem. Six signals that a job aid, a process fix or a conversation will work better.',
    points: [
      'The task is done rarely and can be looked up',
      'People know how but the system gets in the way',
      'The problem is motivation or incentives',
    ],
  },
  {
    n: 630,
    media: 'template',
    title: 'Learning experience design brief',
    topics: ['Digital Learning', 'Performance'],
    source: 'Praxis Fellows',
    views: 3580,
    blurb:
      'A design brief template covering audience, performance outcomes, constraints, success measures and a sketch of the learner journey.',
    points: [
      'Write the performance outcome in one sentence',
      "Describe the audience's real working context",
      'Agree success measures before design starts',
    ],
  },
  {
    n: 631,
    media: 'audio',
    title: 'The Practice Room: measuring what matters',
    topics: ['Measurement & ROI'],
    source: 'The Practice Room podcast',
    views: 2045,
    blurb:
      'Why completion rates tell you so little, and which leading indicators practitioners use instead to track behaviour change.',
    link: 'https://podcasts.praxis.example/practice-room/episode-09-measuring-what-matters',
  },
  {
    n: 632,
    media: 'guide',
    title: 'Designing effective peer learning groups',
    topics: ['Learning Culture', 'Coaching'],
    source: 'Capability Quarterly',
    views: 2890,
    blurb:
      'How to set up action learning sets, communities of practice and peer circles that keep going after the launch enthusiasm fades.',
    points: [
      'Keep groups between four and seven people',
      'Give each session a clear structure and timekeeper',
      'Rotate facilitation to build ownership',
    ],
  },
  {
    n: 633,
    media: 'video',
    title: 'An introduction to retrieval practice',
    topics: ['Digital Learning'],
    source: 'Praxis Sessions',
    views: 5180,
    blurb:
      'A short primer on retrieval practice with examples for classroom, virtual and self-paced learning.',
    link: 'https://www.youtube.com/watch?v=Lr9sE2kD7pQ',
  },
  {
    n: 634,
    media: 'article',
    title: 'Governance for generative AI in learning teams',
    topics: ['AI in L&D', 'Change Management'],
    source: 'Praxis Editorial',
    views: 9870,
    blurb:
      'Clear rules help teams use AI with confidence. A lightweight governance model covering data, review, disclosure and accountability.',
    points: [
      'Classify content by risk before using AI',
      'Require human review for anything learners see',
      'Be transparent with learners when AI is involved',
    ],
  },
  {
    n: 635,
    media: 'framework',
    title: 'The onboarding journey framework: pre-board to day 180',
    topics: ['Onboarding'],
    source: 'Praxis Editorial',
    views: 6655,
    blurb:
      'Five phases of onboarding with the goals, owners and moments that matter in each, from offer acceptance to full productivity.',
    points: [
      'Pre-boarding: reduce anxiety and admin',
      'First month: belonging and first contribution',
      'Day 90 to 180: autonomy and growth conversations',
    ],
  },
  {
    n: 636,
    media: 'checklist',
    title: 'Facilitator checklist for hybrid sessions',
    topics: ['Digital Learning'],
    source: 'Praxis Fellows',
    views: 1570,
    blurb:
      'Camera angles, audio, a room buddy for remote participants and equal turns: the checks that make hybrid sessions fair.',
    points: [
      'Assign a room buddy to advocate for remote participants',
      'Test room audio from a remote laptop',
      'Call on remote participants first',
    ],
  },
  {
    n: 637,
    media: 'video',
    title: 'Leading through change: what managers need to say',
    topics: ['Change Management', 'Leadership Development'],
    source: 'Praxis Sessions',
    views: 3920,
    blurb:
      'A practical talk on the conversations managers need to have during change, even when they do not have all the answers.',
    link: 'https://vimeo.com/745001283',
  },
  {
    n: 638,
    media: 'article',
    title: 'Microlearning is not a strategy',
    topics: ['Digital Learning'],
    source: 'The Learning Ledger',
    views: 8340,
    blurb:
      'Short content has its place, but chopping a course into pieces does not make it effective. When microlearning works and when it does not.',
    points: [
      'Works for reinforcement and performance support',
      'Struggles with complex skills that need practice',
      'Design the sequence, not only the pieces',
    ],
  },
  {
    n: 639,
    media: 'audio',
    title: 'The Practice Room: coaching the coaches',
    topics: ['Coaching'],
    source: 'The Practice Room podcast',
    views: 1,
    blurb:
      'Supervision for internal coaches: why it matters, how often, and what good supervision sessions look like.',
    link: 'https://podcasts.praxis.example/practice-room/episode-21-coaching-the-coaches',
  },
  {
    n: 640,
    media: 'template',
    title: 'Skills self-assessment template',
    topics: ['Skills & Capabilities'],
    source: 'Praxis Fellows',
    views: 2530,
    blurb:
      'A spreadsheet-ready template for running a skills self-assessment with manager validation and a simple gap summary.',
    points: [
      'Use behavioural anchors for each proficiency level',
      'Ask managers to confirm or discuss ratings',
      'Summarise gaps by team, not only by person',
    ],
  },
  {
    n: 641,
    media: 'guide',
    title: 'How to run a learning needs survey people answer',
    topics: ['Measurement & ROI', 'Performance'],
    source: 'Praxis Editorial',
    views: 1280,
    image: null,
    blurb:
      'Most needs surveys produce wish lists. Better questions, shorter surveys and follow-up interviews produce priorities you can act on.',
    points: [
      'Ask about work challenges, not course preferences',
      'Keep the survey under five minutes',
      'Validate themes with a handful of interviews',
    ],
  },
  {
    n: 642,
    media: 'video',
    title: 'Building an internal academy from scratch',
    topics: ['Learning Culture', 'Skills & Capabilities'],
    source: 'Praxis Sessions',
    views: 4460,
    blurb:
      'A fellow describes the first 18 months of building a company academy: governance, faculty, pathways and lessons learned.',
    link: 'https://www.youtube.com/watch?v=Ab3cD4eF5gH',
  },
  {
    n: 643,
    media: 'article',
    title: 'Feedback that lands: a research summary',
    topics: ['Performance', 'Coaching'],
    source: 'Capability Quarterly',
    views: 6120,
    blurb:
      'What research says about feedback that improves performance: specific, about the task, timely, and delivered in a relationship of trust.',
    points: [
      'Task-focused feedback outperforms person-focused feedback',
      'Frequency matters more than formality',
      "Ask for the other person's view first",
    ],
  },
  {
    n: 644,
    media: 'framework',
    title: 'The sales capability model',
    topics: ['Sales Enablement', 'Skills & Capabilities'],
    source: 'Praxis Editorial',
    views: 3210,
    blurb:
      'Eight capability areas for modern sales teams, from discovery to negotiation, with behaviours at three proficiency levels.',
    points: [
      'Discovery and problem framing',
      'Value articulation and business cases',
      'Negotiation and closing with integrity',
    ],
  },
  {
    n: 645,
    media: 'audio',
    title: 'The Practice Room: DEI beyond awareness training',
    topics: ['DEI'],
    source: 'The Practice Room podcast',
    views: 2870,
    blurb:
      'Practitioners share what moved the numbers in their organisations: process changes, sponsorship and accountability rather than one-off workshops.',
    link: 'https://podcasts.praxis.example/practice-room/episode-14-beyond-awareness',
  },
  {
    n: 646,
    media: 'checklist',
    title: 'Evaluation readiness checklist',
    topics: ['Measurement & ROI'],
    source: 'Praxis Fellows',
    views: 1130,
    blurb:
      'Before you promise an ROI figure, check whether you have the baseline, the data access and the comparison you will need.',
    points: [
      'Baseline data exists and is trusted',
      'You can access outcome data at the right level',
      'A comparison group or trend line is available',
    ],
  },
  {
    n: 647,
    media: 'video',
    title: 'Using AI to build practice scenarios',
    topics: ['AI in L&D', 'Digital Learning'],
    source: 'Praxis Sessions',
    views: 22480,
    blurb:
      'A live demo of building branching practice scenarios with a language model, including persona prompts and review checkpoints.',
    link: 'https://www.loom.com/share/3f9b2c7e1d6a4b8c9e0f5a2d7c1b4e68',
  },
  {
    n: 648,
    media: 'article',
    title: 'The first 90 days of a new L&D leader',
    topics: ['Leadership Development', 'Change Management'],
    source: 'The Learning Ledger',
    views: 5040,
    blurb:
      'Listening tours, quick wins and a capability strategy: how new heads of L&D build credibility in their first three months.',
    points: [
      'Meet every executive in the first month',
      'Find one visible quick win',
      'Present a draft strategy at day 90, not day 10',
    ],
  },
  {
    n: 649,
    media: 'template',
    title: 'Coaching agreement template',
    topics: ['Coaching'],
    source: 'Praxis Fellows',
    views: 1890,
    blurb:
      'A simple agreement covering goals, confidentiality, logistics and what will be shared with the sponsor, for internal coaching engagements.',
    points: [
      'State clearly what stays confidential',
      'Agree goals and how progress will be reviewed',
      'Set the number and length of sessions',
    ],
  },
  {
    n: 650,
    media: 'guide',
    title: 'Designing a mentoring programme',
    topics: ['Coaching', 'DEI'],
    source: 'Capability Quarterly',
    views: 3460,
    blurb:
      'Purpose, matching, training, structure and evaluation: the design decisions behind mentoring programmes that last.',
    points: [
      'Decide the purpose before the format',
      'Match on goals and perspective, not only seniority',
      'Provide structure for the first three meetings',
    ],
  },
  {
    n: 651,
    media: 'video',
    title: 'Scenario-based learning: a design walkthrough',
    topics: ['Digital Learning', 'Performance'],
    source: 'Praxis Sessions',
    views: 7720,
    blurb:
      'Follow a designer building a branching scenario from a real workplace decision, from interviews with experts to testing with learners.',
    link: 'https://vimeo.com/759984120',
  },
  {
    n: 652,
    media: 'article',
    title: 'Learning culture is built in meetings',
    topics: ['Learning Culture'],
    source: 'Praxis Editorial',
    views: 2670,
    blurb:
      'Culture shows up in everyday rituals. Small changes to team meetings, like a weekly learning moment, shift norms more than campaigns.',
    points: [
      'Add a five-minute learning moment to team meetings',
      'Ask "what did we learn?" after every project',
      'Celebrate useful mistakes publicly',
    ],
  },
  {
    n: 653,
    media: 'audio',
    title: 'The Practice Room: onboarding at scale',
    topics: ['Onboarding'],
    source: 'The Practice Room podcast',
    views: 0,
    blurb: 'How two organisations onboard hundreds of people a month without losing the human touch.',
    link: 'https://podcasts.praxis.example/practice-room/episode-23-onboarding-at-scale',
  },
  {
    n: 654,
    media: 'framework',
    title: 'The AI adoption curve for L&D teams',
    topics: ['AI in L&D'],
    source: 'Praxis Editorial',
    views: 11950,
    blurb:
      'Four stages of AI adoption in learning teams: experiment, assist, augment and transform, with the capabilities and risks at each.',
    points: [
      'Experiment: individual use with clear rules',
      'Assist: AI in the production workflow with review',
      'Transform: AI-powered practice and support for every learner',
    ],
  },
  {
    n: 655,
    media: 'checklist',
    title: 'Leadership programme sponsor briefing',
    topics: ['Leadership Development'],
    source: 'Praxis Fellows',
    views: 860,
    blurb:
      'What to ask executive sponsors to do before, during and after a leadership programme so participants see it matters.',
    points: [
      'Open the programme and explain why it matters',
      'Attend one project presentation',
      "Follow up with participants' managers",
    ],
  },
  {
    n: 656,
    media: 'video',
    title: 'The business case for learning: a worked example',
    topics: ['Measurement & ROI'],
    source: 'Praxis Sessions',
    views: 9310,
    blurb:
      'A step-by-step walkthrough of building a business case for a customer service programme, from cost of the problem to payback period.',
    link: 'https://www.youtube.com/watch?v=Xy7zA8bC9dE',
  },
  {
    n: 657,
    media: 'article',
    title: 'Why upskilling fails without time to learn',
    topics: ['Skills & Capabilities', 'Learning Culture'],
    source: 'Capability Quarterly',
    views: 4080,
    blurb:
      'Employees consistently say lack of time is the biggest barrier to learning. Protected learning time only works when managers protect it too.',
    points: [
      'Make learning time visible in calendars',
      'Ask managers to agree priorities with learners',
      'Tie learning time to real projects',
    ],
  },
  {
    n: 658,
    media: 'template',
    title: 'Change impact assessment',
    topics: ['Change Management'],
    source: 'Praxis Fellows',
    views: 2210,
    blurb:
      "Assess how a change affects each group's processes, systems, roles and behaviours, and what learning support each needs.",
    points: [
      'List each impacted group separately',
      'Rate impact on process, system, role and behaviour',
      'Link each high impact to a support action',
    ],
  },
  {
    n: 659,
    media: 'audio',
    title: 'The Practice Room: sales enablement lessons',
    topics: ['Sales Enablement'],
    source: 'The Practice Room podcast',
    views: 1720,
    blurb:
      'Enablement leaders on certification, coaching cadences and how to earn a seat at the revenue table.',
    link: 'https://podcasts.praxis.example/practice-room/episode-11-enablement-lessons',
  },
  {
    n: 660,
    media: 'guide',
    title: 'Creating effective job aids',
    topics: ['Performance', 'Digital Learning'],
    source: 'Praxis Editorial',
    views: 3770,
    blurb:
      'Checklists, decision tables, flowcharts and quick references: how to choose and design the right job aid for the task.',
    points: [
      'Use a checklist for sequences',
      'Use a decision table for choices with several conditions',
      'Put the job aid where the work happens',
    ],
  },
  {
    n: 661,
    media: 'video',
    title: 'Coaching skills for every manager',
    topics: ['Coaching', 'Leadership Development'],
    source: 'Praxis Sessions',
    views: 16540,
    blurb:
      'Three coaching habits managers can practise this week: asking one more question, listening for the real challenge, and resisting advice.',
    link: 'https://www.youtube.com/watch?v=Mn5bV6cX7zA',
  },
  {
    n: 662,
    media: 'article',
    title: 'Designing learning for frontline workers',
    topics: ['Digital Learning', 'Performance'],
    source: 'The Learning Ledger',
    views: 3340,
    blurb:
      'Frontline employees have little time, shared devices and varied language needs. Design principles that respect those realities.',
    points: [
      'Design for shared mobile devices and short windows',
      'Use video and images over text',
      'Involve supervisors in sign-off',
    ],
  },
  {
    n: 663,
    media: 'framework',
    title: 'The coaching maturity model',
    topics: ['Coaching', 'Learning Culture'],
    source: 'Praxis Editorial',
    views: 2480,
    blurb:
      'From ad-hoc external coaching to a coaching culture: five levels and the practices that move an organisation between them.',
    points: [
      'Level 1: coaching for a few executives',
      'Level 3: internal coach pool with supervision',
      'Level 5: coaching as everyday leadership behaviour',
    ],
  },
  {
    n: 664,
    media: 'checklist',
    title: 'Inclusive facilitation checklist',
    topics: ['DEI', 'Coaching'],
    source: 'Praxis Fellows',
    views: 1460,
    blurb:
      'Practices that make sure every participant can contribute: varied response modes, thinking time, clear norms and accessible materials.',
    points: [
      'Offer silent thinking time before discussion',
      'Use varied ways to respond: chat, pairs, polls',
      'Share materials in advance',
    ],
  },
  {
    n: 665,
    media: 'video',
    title: 'Skills data: from spreadsheets to decisions',
    topics: ['Skills & Capabilities', 'Measurement & ROI'],
    source: 'Praxis Sessions',
    views: 5890,
    blurb:
      'How a fellow turned messy skills data into three decisions leaders cared about: hiring, redeployment and training investment.',
    link: 'https://vimeo.com/768812245',
  },
  {
    n: 666,
    media: 'article',
    title: 'The case for learning in the flow of work',
    topics: ['Digital Learning', 'Performance'],
    source: 'Praxis Editorial',
    views: 7780,
    blurb:
      'Bringing learning into the tools people already use reduces friction, but only if content is findable, trusted and short.',
    points: [
      'Integrate help into the tools people use',
      'Keep content current with clear owners',
      'Measure findability, not just views',
    ],
  },
  {
    n: 667,
    media: 'audio',
    title: 'The Practice Room: change fatigue and learning',
    topics: ['Change Management'],
    source: 'The Practice Room podcast',
    views: 1310,
    blurb:
      'How to support people through the fifth reorganisation in three years without adding to the noise.',
    link: 'https://podcasts.praxis.example/practice-room/episode-16-change-fatigue',
  },
  {
    n: 668,
    media: 'template',
    title: 'Sales call review scorecard',
    topics: ['Sales Enablement', 'Coaching'],
    source: 'Praxis Fellows',
    views: 2960,
    blurb:
      'A scorecard for managers reviewing recorded sales calls, with behaviours to look for and coaching questions for each.',
    points: [
      'Score discovery depth and customer talk time',
      'Note one strength and one focus area',
      'End with a question, not a verdict',
    ],
  },
  {
    n: 669,
    media: 'guide',
    title: 'Getting started with learning analytics',
    topics: ['Measurement & ROI', 'Digital Learning'],
    source: 'Capability Quarterly',
    views: 4510,
    blurb:
      'A pragmatic introduction to learning analytics: the questions to ask, the data you probably already have, and quick wins.',
    points: [
      'Start with a question a stakeholder cares about',
      'Combine learning data with one business data source',
      'Visualise trends, not snapshots',
    ],
  },
  {
    n: 670,
    media: 'video',
    title: 'Designing onboarding for remote teams',
    topics: ['Onboarding', 'Digital Learning'],
    source: 'Praxis Sessions',
    views: 12090,
    blurb:
      'Cohorts, buddies and async welcomes: a practical session on onboarding people you may never meet in person.',
    link: 'https://www.youtube.com/watch?v=Qw8eR9tY0uI',
  },
  {
    n: 671,
    media: 'article',
    title: 'AI literacy for the whole workforce',
    topics: ['AI in L&D', 'Skills & Capabilities'],
    source: 'Praxis Editorial',
    views: 25370,
    blurb:
      'Everyone now needs a baseline of AI literacy: what the tools can and cannot do, how to check outputs and when not to use them.',
    points: [
      'Teach capabilities and limits through hands-on tasks',
      'Include verification habits from the start',
      'Tailor examples to each function',
    ],
  },
  {
    n: 672,
    media: 'framework',
    title: 'The leadership development design wheel',
    topics: ['Leadership Development'],
    source: 'Praxis Editorial',
    views: 3890,
    blurb:
      'Six design elements of leadership programmes that change behaviour: purpose, selection, experiences, practice, support and measurement.',
    points: [
      'Select participants for readiness, not reward',
      'Build in real challenges with support',
      'Involve managers before, during and after',
    ],
  },
  {
    n: 673,
    media: 'checklist',
    title: 'AI tool evaluation checklist for L&D',
    topics: ['AI in L&D'],
    source: 'Praxis Fellows',
    views: 6020,
    blurb:
      'Questions to ask before buying an AI learning tool: data handling, accuracy, accessibility, integration and evidence of impact.',
    points: [
      'Where is data stored and is it used for training?',
      'How are inaccurate outputs detected and corrected?',
      'What evidence of learning impact exists?',
    ],
  },
  {
    n: 674,
    media: 'video',
    title: 'Measuring behaviour change with pulse surveys',
    topics: ['Measurement & ROI', 'Leadership Development'],
    source: 'Praxis Sessions',
    views: 4130,
    blurb:
      'Short, frequent pulses to teams can show whether leaders changed what they do. How to design them and avoid survey fatigue.',
    link: 'https://www.loom.com/share/8d2e4f6a1b3c4d5e9f7a6b8c0d1e2f34',
  },
  {
    n: 675,
    media: 'article',
    title: 'Reskilling at scale: lessons from the energy transition',
    topics: ['Skills & Capabilities', 'Change Management'],
    source: 'Capability Quarterly',
    views: 2350,
    blurb:
      'Energy companies retraining thousands of workers offer lessons for any sector facing rapid skill shifts.',
    points: [
      'Recognise existing skills to shorten pathways',
      'Guarantee roles to reduce fear',
      'Partner with colleges for certification',
    ],
  },
  {
    n: 676,
    media: 'audio',
    title: 'The Practice Room: the manager as coach',
    topics: ['Coaching', 'Leadership Development'],
    source: 'The Practice Room podcast',
    views: 3090,
    blurb:
      'What it takes for managers to coach day to day, and how L&D can make it easier rather than another expectation.',
    link: 'https://podcasts.praxis.example/practice-room/episode-05-manager-as-coach',
  },
  {
    n: 677,
    media: 'template',
    title: 'Onboarding plan for the first 30 days',
    topics: ['Onboarding'],
    source: 'Praxis Fellows',
    views: 7480,
    blurb:
      'A week-by-week onboarding plan template for managers, with space for goals, people to meet and first contributions.',
    points: [
      'Week 1: welcome, tools and first small task',
      'Week 2 and 3: key relationships and shadowing',
      'Week 4: first goal-setting conversation',
    ],
  },
  {
    n: 678,
    media: 'guide',
    title: 'Writing for learners: plain language guide',
    topics: ['Digital Learning', 'DEI'],
    source: 'Praxis Editorial',
    views: 2010,
    blurb:
      'Short sentences, active verbs and familiar words make learning accessible to everyone, including people reading in a second language.',
    points: [
      'Aim for sentences under 20 words',
      'Use "you" and active verbs',
      'Explain necessary jargon once, clearly',
    ],
  },
  {
    n: 679,
    media: 'video',
    title: 'What great L&D strategies have in common',
    topics: ['Learning Culture', 'Performance'],
    source: 'Praxis Sessions',
    views: 1,
    blurb:
      'A panel of fellows compares their learning strategies and finds common threads: business focus, few priorities and clear measures.',
    link: 'https://vimeo.com/781245336',
  },
];

function toItem(src: ResourceSource, index: number): SeedItem {
  const id = `res_${src.n}`;
  const isVideo = src.media === 'video';
  const isAudio = src.media === 'audio';
  const blocks = src.points
    ? [paragraph(src.blurb), heading('Key takeaways', 2), bullets(src.points)]
    : [paragraph(src.blurb)];
  return {
    id,
    type: 'resource',
    title: src.title,
    blurb: src.blurb,
    topics: src.topics,
    source: src.source,
    mediaType: src.media,
    // Text items are written for Praxis: their link is the in-app detail page.
    url: isVideo || isAudio ? (src.link ?? null) : `/resources/${id}`,
    recordingUrl: isVideo ? (src.link ?? null) : null,
    viewCount: src.views,
    addedDaysAgo: 1 + index * 5,
    blocks,
    ...(src.image !== undefined ? { image: src.image } : {}),
  };
}

export const RESOURCES: SeedItem[] = SOURCES.map(toItem);
