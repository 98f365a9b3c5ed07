import type { VocabularyGroupInput } from '../../../shared/contract/vocabulary';

/**
 * The vocabulary every install starts with: how L&D practitioners name the same idea in other
 * words — acronyms, synonyms, a model and its authors, the plain words for a concept. General
 * vocabulary of the field, never written for one library item. Administrators extend and edit it
 * from the console; install.ts writes it only into an install that has no vocabulary yet.
 */
export const SHIPPED_VOCABULARY: readonly VocabularyGroupInput[] = [
  {
    label: 'Training needs analysis',
    terms: [
      'tna',
      'training needs analysis',
      'learning needs analysis',
      'needs analysis',
      'needs assessment',
      'training needs',
      'learning needs',
      'skills gap analysis',
      'performance consulting',
      'training request',
      'training requests',
      'learning requests',
      'intake',
    ],
  },
  {
    label: 'Return on investment',
    terms: [
      'roi',
      'return on investment',
      'business impact',
      'business case',
      'cost benefit',
      'value of training',
    ],
  },
  {
    label: 'Evaluation models',
    terms: [
      'kirkpatrick',
      'four-level',
      'four levels',
      'phillips',
      'evaluation model',
      'evaluation framework',
      'evaluating training',
      'training evaluation',
      'learning evaluation',
    ],
  },
  {
    label: 'Hybrid sessions',
    terms: [
      'hybrid',
      'hybrid session',
      'hybrid workshop',
      'blended',
      'blended learning',
      'in the room and remote',
      'room and remote',
      'half remote',
      'remote participants',
    ],
  },
  {
    label: 'Onboarding',
    terms: [
      'onboarding',
      'induction',
      'new starter',
      'new starters',
      'new hire',
      'new hires',
      'new joiner',
      'new joiners',
      'new employees',
      'orientation',
      'time to competence',
      'time to proficiency',
    ],
  },
  {
    label: '70-20-10',
    terms: [
      '70-20-10',
      '70:20:10',
      '70 20 10',
      'informal learning',
      'on-the-job learning',
      'learning on the job',
      'learning in the flow of work',
      'social learning',
    ],
  },
  {
    label: 'Learning experience platform',
    terms: ['lxp', 'learning experience platform', 'learning platform'],
  },
  { label: 'Learning management system', terms: ['lms', 'learning management system', 'learning platform'] },
  {
    label: 'Microlearning',
    terms: ['microlearning', 'micro-learning', 'bite-sized', 'bite-size', 'short modules', 'nuggets'],
  },
  {
    label: 'Forgetting and retention',
    terms: [
      'forgetting curve',
      'forgetting',
      'forget',
      'ebbinghaus',
      'spaced repetition',
      'spaced practice',
      'spacing',
      'retrieval practice',
      'retention',
      'knowledge retention',
      'remember',
      'memory',
      'learning decay',
      'knowledge decay',
      'make learning stick',
    ],
  },
  {
    label: 'Subject matter experts',
    terms: [
      'sme',
      'smes',
      'subject matter expert',
      'subject matter experts',
      'subject-matter expert',
      'experts',
    ],
  },
  {
    label: 'Psychological safety',
    terms: ['psychological safety', 'psychologically safe', 'speaking up', 'speak up', 'fear of failure'],
  },
  {
    label: 'Facilitation',
    terms: ['facilitation', 'facilitator', 'facilitators', 'facilitate', 'facilitating', 'running workshops'],
  },
  {
    label: 'Feedback',
    terms: ['feedback', 'giving feedback', 'feedback conversations', 'difficult conversations', 'sbi'],
  },
  {
    label: 'New managers',
    terms: [
      'new managers',
      'new manager',
      'first-time managers',
      'first time managers',
      'newly promoted',
      'line managers',
      'people managers',
    ],
  },
  {
    label: 'Leadership development',
    terms: [
      'leadership development',
      'leadership programme',
      'leadership program',
      'leadership pipeline',
      'succession',
    ],
  },
  { label: 'Coaching and mentoring', terms: ['coaching', 'coach', 'mentoring', 'mentor', 'grow model'] },
  {
    label: 'Learning transfer',
    terms: [
      'learning transfer',
      'transfer of learning',
      'transfer',
      'behaviour change',
      'behavior change',
      'apply on the job',
    ],
  },
  {
    label: 'Stakeholders',
    terms: ['stakeholder', 'stakeholders', 'sponsor', 'sponsors', 'buy-in', 'executives', 'senior leaders'],
  },
  {
    label: 'Compliance training',
    terms: ['compliance training', 'compliance', 'mandatory training', 'regulatory training'],
  },
  {
    label: 'Learning design',
    terms: [
      'instructional design',
      'learning design',
      'addie',
      'course design',
      'curriculum design',
      'design a course',
    ],
  },
  {
    label: 'Digital learning',
    terms: ['e-learning', 'elearning', 'online course', 'online courses', 'digital learning', 'self-paced'],
  },
  {
    label: 'Virtual classroom',
    terms: [
      'virtual classroom',
      'live online',
      'virtual session',
      'virtual sessions',
      'online workshop',
      'zoom',
    ],
  },
  {
    label: 'Learning analytics',
    terms: ['learning analytics', 'learning data', 'analytics', 'dashboard', 'dashboards', 'xapi', 'metrics'],
  },
  {
    label: 'Skills and competency frameworks',
    terms: [
      'skills framework',
      'competency framework',
      'capability framework',
      'skills taxonomy',
      'skills matrix',
    ],
  },
  {
    label: 'Upskilling',
    terms: ['upskilling', 'upskill', 'reskilling', 'reskill', 'skills gap', 'skills gaps'],
  },
  {
    label: 'Performance support',
    terms: ['performance support', 'job aid', 'job aids', 'checklist', 'checklists', 'cheat sheet'],
  },
  { label: 'Gamification', terms: ['gamification', 'gamified', 'game-based learning', 'serious games'] },
  {
    label: 'Practice and simulation',
    terms: [
      'role play',
      'role-play',
      'roleplay',
      'simulation',
      'simulations',
      'scenario-based',
      'branching scenarios',
    ],
  },
  {
    label: 'AI in learning',
    terms: ['ai', 'artificial intelligence', 'generative ai', 'genai', 'chatgpt', 'llm', 'copilot'],
  },
  {
    label: 'Engagement and completion',
    terms: [
      'engagement',
      'completion rates',
      'completion',
      'uptake',
      'participation',
      'drop-off',
      'low attendance',
    ],
  },
  {
    label: 'Inclusion and accessibility',
    terms: [
      'accessibility',
      'accessible',
      'inclusive',
      'inclusion',
      'neurodiversity',
      'neurodivergent',
      'dei',
      'd&i',
      'diversity',
      'edi',
    ],
  },
  {
    label: 'Change',
    terms: ['change management', 'organisational change', 'transformation', 'rollout', 'go-live'],
  },
  {
    label: 'Sales enablement',
    terms: [
      'sales enablement',
      'sales training',
      'sales onboarding',
      'sales reps',
      'salespeople',
      'ramp time',
      'ramp up',
    ],
  },
  {
    label: 'Well-being',
    terms: ['wellbeing', 'well-being', 'burnout', 'stress', 'resilience', 'mental health'],
  },
  {
    label: 'Performance conversations',
    terms: [
      'performance review',
      'performance reviews',
      'appraisal',
      'appraisals',
      'performance management',
      'one-to-ones',
    ],
  },
  {
    label: 'Peer learning',
    terms: [
      'peer learning',
      'community of practice',
      'communities of practice',
      'peer coaching',
      'action learning',
    ],
  },
  {
    label: 'Learning culture',
    terms: ['learning culture', 'continuous learning', 'growth mindset', 'curiosity'],
  },
  {
    label: 'Healthcare',
    terms: ['healthcare', 'health care', 'hospital', 'nurses', 'nursing', 'clinical', 'clinicians', 'nhs'],
  },
  {
    label: 'Remote teams',
    terms: ['remote teams', 'distributed teams', 'virtual teams', 'remote-first', 'fully remote'],
  },
  {
    label: 'Learning science',
    terms: ['learning science', 'cognitive load', 'evidence-based', 'learning myths', 'learning styles'],
  },
];
