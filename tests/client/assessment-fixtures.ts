import type {
  AssessmentBank,
  AssessmentInstance,
  CompetencyResult,
  ReadyResults,
} from '@shared/contract/assessment';
import type { MyTeam, TeamMember } from '@shared/contract/team';
import {
  ANSWER_SCALE,
  CATEGORY_COLORS,
  COMPETENCY_CATEGORIES,
  type CompetencyCategory,
  defaultBars,
} from '@shared/domain/assessment';

/** Test data in the contract's shapes (src/shared/contract/assessment.ts). */

export const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const ME_ID = '3f6c2b8e-6d7a-4f7e-9a51-0c6f5b1d2e34';
export const TEAMMATE_ID = '7a1c9e52-1b2d-4c3e-8f40-5a6b7c8d9e0f';
export const TEAM = { id: '11111111-2222-4333-8444-555555555555', name: 'Helix Bank Learning Team' };

export const COMPETENCY_NAMES: Array<[CompetencyCategory, string]> = [
  ['STRATEGIZING', 'Knowing the Business'],
  ['STRATEGIZING', 'Shaping the Strategy'],
  ['STRATEGIZING', 'Measuring Impact'],
  ['CONSULTING', 'Understanding Stakeholders'],
  ['CONSULTING', 'Co-creating Solutions'],
  ['CONSULTING', 'Enabling Action'],
  ['DESIGNING', 'Co-designing Experiences'],
  ['DESIGNING', 'Applying Learning Science'],
  ['DESIGNING', 'Using Technology'],
  ['IMPLEMENTING', 'Facilitating Learning'],
  ['IMPLEMENTING', 'Promoting Initiatives'],
  ['IMPLEMENTING', 'Managing Projects'],
  ['LEADING', 'Managing Performance'],
  ['LEADING', 'Developing Teams'],
  ['LEADING', 'Empowering People'],
];

export const competencyId = (i: number) => COMPETENCY_NAMES[i]![1].toLowerCase().replace(/\s+/g, '-');

/** 15 competencies with `itemsPer` items each; item ids uuid(100 + step * 10 + k). */
export function makeCompetencies(itemsPer = 2): AssessmentBank['competencies'] {
  return COMPETENCY_NAMES.map(([category, name], step) => ({
    id: competencyId(step),
    name,
    category,
    description: `What ${name} means for an L&D practitioner.`,
    levels: [1, 2, 3, 4, 5].map((l) => `${name}: level ${l} description.`),
    items: Array.from({ length: itemsPer }, (_, k) => ({
      id: uuid(100 + step * 10 + k),
      prompt: `${name} statement ${k + 1}.`,
      peerPrompt: `{name}: ${name} statement ${k + 1}.`,
      level: k + 1,
    })),
  }));
}

export const itemId = (step: number, k: number) => uuid(100 + step * 10 + k);

/** Answers (value 4) for every item of the first `steps` steps, plus any extra ones. */
export function answersFor(steps: number, itemsPer = 2, extra: Record<string, number> = {}) {
  const out: Record<string, number> = {};
  for (let s = 0; s < steps; s++) for (let k = 0; k < itemsPer; k++) out[itemId(s, k)] = 4;
  return { ...out, ...extra };
}

export function makeInstance(
  answers: Record<string, number> = {},
  overrides: Partial<AssessmentInstance> = {},
  itemsPer = 2,
): AssessmentInstance {
  const competencies = makeCompetencies(itemsPer);
  const first = competencies.findIndex((c) => c.items.some((i) => answers[i.id] === undefined));
  return {
    id: uuid(9000),
    mode: 'self',
    subject: { id: ME_ID, name: 'Ada Lovelace', firstName: 'Ada' },
    answers,
    answered: Object.keys(answers).length,
    total: competencies.length * itemsPer,
    firstUnansweredStep: first === -1 ? competencies.length - 1 : first,
    submittedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeBank(overrides: Partial<AssessmentBank> = {}, itemsPer = 2): AssessmentBank {
  return {
    assessment: { id: uuid(1), name: 'L&D Competency Assessment', version: 1 },
    scale: ANSWER_SCALE.map((s) => ({ value: s.value, label: s.label })),
    categories: COMPETENCY_CATEGORIES.map((key) => ({ key, color: CATEGORY_COLORS[key] })),
    competencies: makeCompetencies(itemsPer),
    selfInstance: null,
    hasResults: false,
    team: TEAM,
    ...overrides,
  };
}

export function makeCompetencyResults(
  overrides: (i: number) => Partial<CompetencyResult> = () => ({}),
): CompetencyResult[] {
  return COMPETENCY_NAMES.map(([category, name], i) => ({
    competencyId: competencyId(i),
    competencyName: name,
    category,
    levelEstimate: Math.round((1 + (i % 5) * 0.8) * 10) / 10,
    meanScore: Math.round((2 + (i % 5) * 0.5) * 100) / 100,
    percentile: 20 + i * 5,
    basis: 'default',
    peers: null,
    change: null,
    ...overrides(i),
  }));
}

export function makeResults(overrides: Partial<ReadyResults> = {}): ReadyResults {
  return {
    status: 'ready',
    subject: { id: ME_ID, name: 'Ada Lovelace', isSelf: true },
    submittedAt: '2026-03-04T10:00:00.000Z',
    previousSubmittedAt: null,
    bankVersion: 1,
    previousBankVersion: null,
    submissions: 1,
    competencies: makeCompetencyResults(),
    keySkills: [competencyId(4), competencyId(9), competencyId(14)],
    distribution: {
      bars: defaultBars(),
      memberBar: 18,
      score: 3.42,
      percentile: 70,
      basis: 'default',
      industry: null,
      comparedWith: 12,
    },
    peers: { raters: 0, shown: false, minimum: 3 },
    growNextFor: [],
    ...overrides,
  };
}

export function makeMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: TEAMMATE_ID,
    name: 'Ben Carter',
    firstName: 'Ben',
    lastName: 'Carter',
    avatarUrl: null,
    title: 'Senior Learning Designer',
    company: 'Helix Bank',
    isSelf: false,
    actions: ['rate'],
    canAsk: overrides.isSelf !== true,
    myRatingAt: null,
    asksMeSince: null,
    myRequest: null,
    ...overrides,
  };
}

export function makeTeam(members: TeamMember[], team: MyTeam['team'] = TEAM): MyTeam {
  return { team, members };
}
