import { bullets, heading, paragraph, pdf } from './blocks';
import type { SeedItem } from './types';
import type { Topic } from '../../shared/domain/vocabulary';

interface ResearchSource {
  n: number;
  title: string;
  publisher: string;
  yearsAgo: number;
  topics: Topic[];
  blurb: string;
  findings: string[];
  method: string;
  implications: string[];
  views: number;
}

const SOURCES: ResearchSource[] = [
  {
    n: 950,
    yearsAgo: 0,
    title: 'State of AI Adoption in Learning Teams',
    publisher: 'Praxis Research',
    topics: ['AI in L&D'],
    views: 4820,
    blurb:
      'A survey of 412 L&D practitioners on how generative AI is used in learning teams, the barriers they face and the governance they have in place.',
    findings: [
      '71% of teams use generative AI weekly, mostly for drafting content',
      'Only 28% have written guidelines agreed with legal or risk',
      'Teams with guidelines report higher use and fewer incidents',
      'AI-powered practice and coaching remain rare but fast-growing',
    ],
    method:
      'Online survey of Praxis fellows and their networks, followed by 18 semi-structured interviews. Responses were weighted by organisation size.',
    implications: [
      'Agree plain-language guidelines early; they enable rather than restrict',
      'Invest in review skills alongside prompting skills',
      'Pilot AI practice tools where practice is currently scarce',
    ],
  },
  {
    n: 951,
    yearsAgo: 0,
    title: 'Time to Competence: Benchmarks Across Roles',
    publisher: 'L&D Benchmark Consortium',
    topics: ['Onboarding', 'Measurement & ROI'],
    views: 2210,
    blurb:
      'Benchmarks for time to competence across 14 common roles, and the onboarding practices associated with faster ramp-up.',
    findings: [
      'Median time to competence ranges from 6 weeks (retail associate) to 9 months (enterprise sales)',
      'Structured practice in the first month is associated with 20–30% faster ramp-up',
      'Manager check-ins after week four matter more than induction length',
    ],
    method:
      'Data from 63 organisations sharing anonymised onboarding and performance records for 11,400 new hires over two years.',
    implications: [
      'Measure time to competence, not induction completion',
      'Extend manager support into months two and three',
      'Prioritise practice over presentation in the first month',
    ],
  },
  {
    n: 952,
    yearsAgo: 0,
    title: 'Manager Involvement and Training Transfer',
    publisher: 'Northbridge University Centre for Learning at Work',
    topics: ['Leadership Development', 'Performance'],
    views: 1640,
    blurb:
      'A field study of how manager conversations before and after training affect whether new skills are applied at work.',
    findings: [
      'Learners whose managers discussed goals beforehand applied skills twice as often',
      'A follow-up conversation within two weeks had the strongest effect',
      'Manager involvement mattered more than programme length or format',
    ],
    method:
      'Quasi-experimental study across four organisations, comparing 640 learners with and without structured manager conversations.',
    implications: [
      'Give managers a short before-and-after conversation guide',
      'Schedule the follow-up at enrolment',
      'Report manager participation alongside completion',
    ],
  },
  {
    n: 953,
    yearsAgo: 1,
    title: 'Skills-Based Organisations: Early Evidence',
    publisher: 'Institute for Workplace Learning',
    topics: ['Skills & Capabilities', 'Change Management'],
    views: 6730,
    blurb:
      'What organisations that moved towards skills-based practices have achieved so far, and where they stalled.',
    findings: [
      'Most organisations start with internal mobility or hiring',
      'Skills data quality is the most cited barrier',
      'Manager validation improves trust in skills data',
      'Few organisations have yet linked skills to pay',
    ],
    method: 'Case research with 22 organisations and a survey of 300 HR and L&D leaders.',
    implications: [
      'Start with one use case that has a clear decision attached',
      'Invest in validating skills data, not only collecting it',
      'Expect a multi-year journey',
    ],
  },
  {
    n: 954,
    yearsAgo: 1,
    title: 'The Learning Culture Index',
    publisher: 'Praxis Research',
    topics: ['Learning Culture'],
    views: 3390,
    blurb:
      'A validated 20-item index of learning culture and its relationship with engagement, innovation and retention.',
    findings: [
      'Four factors: leader modelling, time to learn, psychological safety and recognition',
      'Leader modelling had the strongest link to innovation',
      'Organisations in the top quartile had 18% lower voluntary turnover',
    ],
    method:
      'Index developed with 2,900 employee responses across 31 organisations, with factor analysis and links to HR outcome data.',
    implications: [
      'Measure learning culture with a short, validated index',
      'Focus first on leaders modelling learning',
      'Protect time to learn explicitly',
    ],
  },
  {
    n: 955,
    yearsAgo: 1,
    title: 'Coaching Outcomes in Organisations',
    publisher: 'Capability Quarterly Research',
    topics: ['Coaching'],
    views: 2480,
    blurb:
      'A review of evidence on internal and external coaching outcomes, and what makes coaching programmes effective.',
    findings: [
      'Coaching shows consistent positive effects on goal attainment and self-efficacy',
      'Internal coaches achieve comparable outcomes to external coaches for most goals',
      'Supervision and clear goal-setting improve outcomes',
    ],
    method:
      'Systematic review of 46 studies published over the last fifteen years, with a narrative synthesis.',
    implications: [
      'Build internal coaching capacity with supervision',
      'Use goal attainment scaling to evaluate',
      'Reserve external coaches for senior or sensitive engagements',
    ],
  },
  {
    n: 956,
    yearsAgo: 2,
    title: 'Hybrid Work and Informal Learning',
    publisher: 'Northbridge University Centre for Learning at Work',
    topics: ['Learning Culture', 'Digital Learning'],
    views: 1980,
    blurb:
      'How hybrid working patterns change informal learning between colleagues, particularly for early-career employees.',
    findings: [
      'Early-career employees report losing "overheard" learning',
      'Deliberate rituals (shadowing, open calls) partly compensate',
      'Teams with anchor days report more informal learning',
    ],
    method: 'Diary study with 120 employees over eight weeks and follow-up interviews.',
    implications: [
      'Design deliberate informal learning for hybrid teams',
      'Prioritise early-career staff in anchor-day planning',
      'Make expert work visible through narrated screen-shares',
    ],
  },
  {
    n: 957,
    yearsAgo: 2,
    title: 'Measuring the Impact of Leadership Development',
    publisher: 'Institute for Workplace Learning',
    topics: ['Leadership Development', 'Measurement & ROI'],
    views: 4110,
    blurb:
      'A practical review of methods to evaluate leadership development, from 360 pulses to business outcome linkage.',
    findings: [
      'Fewer than one in five programmes measure behaviour change',
      'Pulse-based 360s are feasible and sensitive to change',
      'Waitlist comparisons are rarely used but easy to implement',
    ],
    method: 'Survey of 180 organisations and eight in-depth evaluation case studies.',
    implications: [
      'Define observable behaviours with sponsors',
      'Use short pulses before and after',
      'Compare with a waitlist where possible',
    ],
  },
  {
    n: 958,
    yearsAgo: 2,
    title: 'Inclusive Talent Processes: What Works',
    publisher: 'Capability Quarterly Research',
    topics: ['DEI', 'Performance'],
    views: 2870,
    blurb: 'Evidence on interventions that reduce bias in promotion, performance and development decisions.',
    findings: [
      'Structured criteria and evidence templates reduce rating gaps',
      'Awareness training alone shows little lasting effect',
      'Transparency of outcomes drives accountability',
    ],
    method: 'Review of experimental and quasi-experimental studies, plus interviews with 25 practitioners.',
    implications: [
      'Change processes, not just awareness',
      'Use structured evidence in talent decisions',
      'Share outcome data with decision makers',
    ],
  },
  {
    n: 959,
    yearsAgo: 3,
    title: 'The Effectiveness of Microlearning at Work',
    publisher: 'Northbridge University Centre for Learning at Work',
    topics: ['Digital Learning'],
    views: 3560,
    blurb: 'A study of when short-form learning improves performance and when it falls short.',
    findings: [
      'Microlearning works well for reinforcement and procedural knowledge',
      'Complex skills require extended practice beyond micro formats',
      'Spacing of short lessons drives most of the benefit',
    ],
    method:
      'Field experiments in three organisations comparing microlearning sequences with standard modules.',
    implications: [
      'Use microlearning for reinforcement, not initial complex learning',
      'Schedule short lessons with spacing',
      'Combine with practice for complex skills',
    ],
  },
  {
    n: 960,
    yearsAgo: 3,
    title: 'Sales Enablement Practices and Revenue Outcomes',
    publisher: 'L&D Benchmark Consortium',
    topics: ['Sales Enablement', 'Measurement & ROI'],
    views: 1720,
    blurb:
      'Which enablement practices are associated with quota attainment and win rates across B2B sales teams.',
    findings: [
      'Manager coaching cadence had the strongest association with win rates',
      'Certification tied to territory assignment improved ramp time',
      'Content libraries without usage data showed no association',
    ],
    method: 'Benchmark data from 48 B2B sales organisations with matched enablement and CRM data.',
    implications: [
      'Invest in frontline manager coaching',
      'Link certification to real responsibilities',
      'Track content usage and retire what is unused',
    ],
  },
  {
    n: 961,
    yearsAgo: 3,
    title: 'Psychological Safety and Team Learning',
    publisher: 'Institute for Workplace Learning',
    topics: ['Learning Culture', 'Performance'],
    views: 5250,
    blurb: 'How psychological safety relates to learning behaviours and performance in operational teams.',
    findings: [
      'Safety predicted error reporting and improvement suggestions',
      'The effect on performance was strongest with high standards',
      'Leader inclusiveness was the main antecedent',
    ],
    method: 'Multilevel survey study of 210 teams with performance data from operational systems.',
    implications: [
      'Combine safety with clear standards',
      'Train leaders in inclusive behaviours',
      'Track near misses and suggestions as indicators',
    ],
  },
  {
    n: 962,
    yearsAgo: 4,
    title: 'The Changing Role of the L&D Professional',
    publisher: 'Praxis Research',
    topics: ['Skills & Capabilities', 'Learning Culture'],
    views: 3980,
    blurb:
      'How L&D roles are shifting from content delivery to consulting, curation and capability building.',
    findings: [
      'Consulting and data skills are the fastest-growing needs',
      'Classroom delivery roles are declining',
      'Practitioners want more peer learning and less formal certification',
    ],
    method: 'Survey of 650 L&D professionals and analysis of 3,000 job postings over three years.',
    implications: [
      'Develop performance consulting and data skills',
      'Build peer learning for L&D teams',
      'Redesign L&D roles around business partnering',
    ],
  },
  {
    n: 963,
    yearsAgo: 4,
    title: 'Onboarding Experience and Early Turnover',
    publisher: 'L&D Benchmark Consortium',
    topics: ['Onboarding'],
    views: 2650,
    blurb: 'The link between onboarding experience and turnover in the first year across industries.',
    findings: [
      'Poor onboarding experience doubled the odds of leaving in the first six months',
      'Buddy programmes showed the clearest association with retention',
      'Role clarity in the first month mattered more than welcome events',
    ],
    method: 'Longitudinal survey of 4,800 new hires in 40 organisations with turnover data at 12 months.',
    implications: [
      'Prioritise role clarity in the first month',
      'Assign buddies to every new hire',
      'Track early turnover by onboarding cohort',
    ],
  },
  {
    n: 964,
    yearsAgo: 4,
    title: 'Spaced Practice in Compliance Training',
    publisher: 'Northbridge University Centre for Learning at Work',
    topics: ['Digital Learning', 'Performance'],
    views: 1,
    blurb: 'An experiment comparing annual compliance training with spaced scenario questions over a year.',
    findings: [
      'Spaced practice maintained knowledge across the year',
      'Annual training knowledge decayed by half within four months',
      'Employees preferred short weekly questions to annual modules',
    ],
    method: 'Randomised experiment with 1,900 employees in a financial services firm over 12 months.',
    implications: [
      'Replace or supplement annual training with spaced practice',
      'Use scenarios based on real decisions',
      'Report knowledge over time, not completion',
    ],
  },
];

function toItem(src: ResearchSource, index: number): SeedItem {
  const id = `res_${src.n}`;
  const pdfUrl = `/files/research/${id}.pdf`;
  return {
    id,
    type: 'research',
    title: src.title,
    blurb: src.blurb,
    topics: src.topics,
    source: src.publisher,
    publisher: src.publisher,
    yearsAgo: src.yearsAgo,
    mediaType: 'research paper',
    pdfUrl,
    url: pdfUrl,
    viewCount: src.views,
    addedDaysAgo: 8 + index * 21,
    blocks: [
      heading('Summary', 1),
      paragraph(src.blurb),
      heading('Key findings', 1),
      bullets(src.findings),
      heading('Methodology', 1),
      paragraph(src.method),
      heading('Implications for practitioners', 1),
      bullets(src.implications),
      pdf(pdfUrl, `${src.title} (full report)`),
    ],
  };
}

export const RESEARCH: SeedItem[] = SOURCES.map(toItem);

export const ACTIVE_RESEARCH: SeedItem = {
  id: 'res_965',
  type: 'active_research',
  title: 'Praxis Practitioner Survey: AI, Skills and the Future of L&D',
  blurb:
    'Our annual survey is open. Share how your team is using AI, building skills and measuring impact; every contributor receives the full report before publication.',
  topics: ['AI in L&D', 'Skills & Capabilities', 'Measurement & ROI'],
  source: 'Praxis Research',
  publisher: 'Research in Progress',
  url: 'https://forms.praxis.example/practitioner-survey',
  yearsAgo: 0,
  viewCount: 860,
  addedDaysAgo: 5,
  blocks: [
    heading('Why contribute', 1),
    paragraph('The survey takes around 12 minutes. Results are anonymised and reported only in aggregate.'),
    bullets([
      'Benchmark your team against peers',
      'Receive the full report early',
      "Shape the topics of next year's sessions",
    ]),
  ],
};
