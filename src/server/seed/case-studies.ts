import { bullets, coverUrl, heading, image, numbered, paragraph, pdf } from './blocks';
import type { SeedItem } from './types';
import type { Headcount, Industry, Topic } from '../../shared/domain/vocabulary';

interface CaseStudySource {
  n: number;
  title: string;
  company: string;
  industry: Industry;
  size: Headcount;
  topics: Topic[];
  blurb: string;
  challenge: string;
  solution: string;
  steps: string[];
  results: string;
  outcomes: string[];
  /** Presented at a fellowship session: stored as an event with is_praxis_case. */
  session?: { daysAgo: number; speaker: string; recording: string };
  views?: number;
  image?: 'x' | null;
}

const SOURCES: CaseStudySource[] = [
  {
    n: 700,
    title: 'Cutting time-to-competence for new branch advisers by 40%',
    company: 'Northmoor Building Society',
    industry: 'Financial Services',
    size: '1001-5000',
    topics: ['Onboarding', 'Performance'],
    blurb:
      'How a regional lender replaced a six-week classroom induction with a role-based onboarding path built around real customer conversations.',
    challenge:
      'New branch advisers spent six weeks in a central classroom before meeting a customer. Managers reported that most of the content was forgotten by the time it was needed, and new hires took around five months to handle mortgage conversations without support.',
    solution:
      'The L&D team mapped the first 90 days against the ten conversations an adviser has most often, then rebuilt induction as a blended path: short product primers, shadowing with a named buddy, and weekly practice clinics run by branch managers.',
    steps: [
      'Interviewed 30 advisers and 12 branch managers to find the moments that matter',
      'Cut classroom time from six weeks to eight days',
      'Trained 80 branch managers to run a 45-minute weekly practice clinic',
      'Added a competence sign-off checklist owned by the line manager',
    ],
    results:
      'Time to independent mortgage conversations dropped from 21 weeks to 12.5 weeks across two hiring cohorts, and first-year attrition of advisers fell noticeably.',
    outcomes: [
      '40% faster time to competence',
      'First-year adviser attrition down from 24% to 15%',
      'Induction delivery cost reduced by a third',
    ],
    views: 2340,
  },
  {
    n: 701,
    title: 'Building a leadership pipeline in a fast-growing SaaS scale-up',
    company: 'Lumenfold',
    industry: 'Technology',
    size: '201-1000',
    topics: ['Leadership Development', 'Coaching'],
    blurb:
      'A scale-up that tripled headcount in two years built a first-line manager programme in-house, anchored on peer coaching circles.',
    challenge:
      'Most managers had been promoted from engineering or sales within their first year of joining. Engagement survey scores for "my manager helps me grow" were the lowest item, and several high performers left citing poor management.',
    solution:
      'The people team designed a twelve-week "First 100 Days as a Manager" programme: four live workshops on feedback, delegation, one-to-ones and hiring, plus fortnightly peer coaching circles of five managers facilitated by trained senior leaders.',
    steps: [
      'Defined five manager expectations with the executive team',
      'Trained 14 senior leaders as circle facilitators',
      'Built a one-page playbook for each of the five expectations',
      "Ran pulse checks with each manager's team at weeks 0 and 12",
    ],
    results:
      'Team pulse scores for the participating managers rose within one quarter, and the programme became a prerequisite for every new manager appointment.',
    outcomes: [
      '"My manager helps me grow" up 18 points',
      '92% of managers completed all circles',
      'Regretted attrition in participating teams down 30%',
    ],
    views: 5120,
  },
  {
    n: 702,
    title: 'From course catalogue to learning culture at a hospital trust',
    company: 'Riverside Community Health Trust',
    industry: 'Healthcare',
    size: '5000+',
    topics: ['Learning Culture', 'Change Management'],
    blurb:
      'A hospital trust moved beyond mandatory training by giving ward teams twenty protected minutes a week to learn from their own incidents.',
    challenge:
      'Mandatory training completion was high but staff described learning as "something done to us". Incident reviews were filed but rarely discussed, and the same medication errors kept recurring across wards.',
    solution:
      'Education leads introduced "Learning Twenty": a protected 20-minute weekly huddle on every ward where teams review one recent incident or near miss, agree a single change and share it on a trust-wide board.',
    steps: [
      'Piloted on six wards with ward managers as hosts',
      'Created a simple huddle card with three questions',
      'Published a monthly digest of changes made by wards',
      'Recognised teams whose change was adopted elsewhere',
    ],
    results:
      'Within a year the huddles ran on 85 wards and repeat medication incidents dropped measurably. Staff survey comments about learning shifted from compliance to improvement.',
    outcomes: [
      'Huddles running on 85 of 96 wards',
      'Repeat medication incidents down 27%',
      '310 ward-level changes shared trust-wide',
    ],
    views: 3890,
  },
  {
    n: 703,
    title: 'An AI practice partner for difficult customer conversations',
    company: 'Brightline Energy',
    industry: 'Energy & Utilities',
    size: '1001-5000',
    topics: ['AI in L&D', 'Digital Learning'],
    blurb:
      'A retail energy supplier used a generative AI role-play tool so call-centre agents could rehearse debt and vulnerability conversations safely.',
    challenge:
      'Agents handling customers in payment difficulty needed practice with emotionally charged calls, but role-plays with team leaders were rare, awkward and hard to schedule across shifts.',
    solution:
      'The L&D team configured an AI role-play partner with eight customer personas written with the vulnerability specialists, combined with a rubric-based feedback report and a monthly calibration session with team leaders.',
    steps: [
      'Co-wrote personas and rubrics with the vulnerable customers team',
      'Ran a red-team review with legal and compliance',
      'Made practice available on demand between calls',
      'Reviewed transcripts monthly to tune personas',
    ],
    results:
      'Agents completed far more practice than the old role-play model allowed, and quality scores on vulnerability calls improved in the pilot group compared with a control group.',
    outcomes: [
      '11 practice conversations per agent in the first month',
      'Quality scores on vulnerability calls up 14% vs control',
      'Team leader time on role-play down 60%',
    ],
    views: 8410,
    session: {
      daysAgo: 38,
      speaker: 'Hannah Okonkwo',
      recording: 'https://www.youtube.com/watch?v=q3Lm8XvT1bA',
    },
  },
  {
    n: 704,
    title: 'Proving the value of a sales academy to the CFO',
    company: 'Castellan Software',
    industry: 'Technology',
    size: '1001-5000',
    topics: ['Measurement & ROI', 'Sales Enablement'],
    blurb:
      'An enablement team linked academy participation to pipeline data and won a budget increase in a cost-cutting year.',
    challenge:
      'The sales academy was popular with reps but the finance team saw it as a cost line. During a budget review the CFO asked for evidence of commercial impact within six weeks.',
    solution:
      'Enablement partnered with revenue operations to compare cohorts who completed the discovery module with matched reps who had not yet taken it, using CRM data on stage conversion and deal size.',
    steps: [
      'Agreed three leading indicators with sales leadership before looking at data',
      'Matched cohorts by tenure, segment and territory',
      'Controlled for seasonality with a rolling baseline',
      'Presented ranges, not single numbers, to finance',
    ],
    results:
      'Reps who completed the module converted discovery calls to qualified opportunities at a higher rate, and the academy budget was increased for the following year.',
    outcomes: [
      'Discovery-to-qualified conversion up 9 percentage points',
      'Average deal size up 6% in the trained cohort',
      'Academy budget increased by 15%',
    ],
    views: 12650,
  },
  {
    n: 705,
    title: 'Skills-based internal mobility for a national retailer',
    company: 'Harbour & Vale Stores',
    industry: 'Retail',
    size: '5000+',
    topics: ['Skills & Capabilities', 'Change Management'],
    blurb:
      'A retailer built a skills profile for store roles so colleagues could see which head-office and supply-chain jobs they could move into.',
    challenge:
      'Store colleagues rarely moved into central roles, which were filled externally at high cost. Colleagues said they did not know which of their skills were relevant outside the store.',
    solution:
      'The talent team described 40 roles using a shared set of 60 skills, let colleagues self-assess and have managers confirm, and published "skills bridges" showing the gap between a store role and each adjacent role.',
    steps: [
      'Built the skills library with job holders, not consultants',
      'Launched with three adjacent roles per store job',
      'Funded short bridging courses for the most common gaps',
      'Tracked internal fill rate monthly',
    ],
    results:
      'Internal applications to central roles doubled and the share of supply-chain supervisor roles filled from stores rose sharply.',
    outcomes: [
      'Internal applications up 2.1x',
      '38% of supply-chain supervisors now hired from stores',
      'Average time to fill down 19 days',
    ],
    views: 4420,
  },
  {
    n: 706,
    title: 'Coaching culture in a professional services partnership',
    company: 'Ashgrove Partners',
    industry: 'Professional Services',
    size: '1001-5000',
    topics: ['Coaching', 'Leadership Development'],
    blurb:
      'A partnership trained 120 senior managers as internal coaches and tied coaching hours to partner promotion criteria.',
    challenge:
      'Associates received feedback only at year-end and described partners as too busy to develop them. External coaching was reserved for a handful of directors.',
    solution:
      'The firm built an accredited internal coaching programme for senior managers, matched coaches with associates outside their service line, and added "developing others" evidence to the partner promotion case.',
    steps: [
      'Ran a five-day coaching foundation with supervised practice',
      'Created a matching process across service lines',
      'Set up monthly supervision groups for coaches',
      'Changed partner promotion criteria to include coaching',
    ],
    results:
      'Over two years, associates with a coach were more likely to stay and to be promoted on time, and coaching became a visible part of senior manager identity.',
    outcomes: [
      '640 associates coached in two years',
      'Associate retention 11 points higher for coached staff',
      'Coaching hours logged up from near zero to 9,000 a year',
    ],
    views: 1960,
  },
  {
    n: 707,
    title: 'A 15-minute learning habit for factory team leaders',
    company: 'Trellmark Components',
    industry: 'Manufacturing',
    size: '1001-5000',
    topics: ['Digital Learning', 'Performance'],
    blurb:
      'A components manufacturer replaced quarterly classroom days with short, shift-friendly lessons on the tablets team leaders already used.',
    challenge:
      'Team leaders could not leave the line for full-day training, and classroom sessions were often cancelled because of production pressure. Skill gaps in problem solving showed up as repeat quality defects.',
    solution:
      'The learning team turned the problem-solving curriculum into 24 fifteen-minute lessons delivered on shop-floor tablets, each ending with an action to try on the next shift and a quick check-in with the shift manager.',
    steps: [
      "Filmed examples on the company's own lines",
      'Scheduled lessons into the first 15 minutes of handover',
      'Gave shift managers a weekly two-question check-in',
      'Linked lesson actions to the defect log',
    ],
    results:
      'Completion was far higher than for the cancelled classroom days, and repeat defects on participating lines fell over six months.',
    outcomes: [
      '87% of team leaders completed the full series',
      'Repeat defects down 22% on participating lines',
      'No production hours lost to training',
    ],
    views: 2875,
  },
  {
    n: 708,
    title: 'Inclusive leadership that changed promotion outcomes',
    company: 'Calderon Insurance Group',
    industry: 'Financial Services',
    size: '5000+',
    topics: ['DEI', 'Leadership Development'],
    blurb:
      'An insurer moved from awareness training to changing how managers run talent reviews, and saw the gap in promotion rates close.',
    challenge:
      'Unconscious bias training had high satisfaction scores but no measurable effect. Women and ethnic minority colleagues were promoted at lower rates than peers with the same performance ratings.',
    solution:
      'The L&D and inclusion teams redesigned talent review meetings: structured evidence templates, a trained "process observer" in every review, and short practice sessions for managers before each cycle.',
    steps: [
      'Analysed three years of promotion data by group',
      'Introduced an evidence template for every nomination',
      'Trained 60 process observers from across the business',
      'Shared anonymised review data with the executive team',
    ],
    results:
      'Within two cycles the promotion rate gap between groups narrowed substantially, and managers reported that reviews were shorter and more focused.',
    outcomes: [
      'Promotion rate gap for women cut from 7 to 2 points',
      'Review meeting time down 25%',
      'Process observers now in every review',
    ],
    views: 3310,
  },
  {
    n: 709,
    title: 'Remote onboarding for a fully distributed start-up',
    company: 'Quillstack',
    industry: 'Technology',
    size: '51-200',
    topics: ['Onboarding', 'Digital Learning'],
    blurb:
      'A remote-first start-up rebuilt its first two weeks around a cohort, a buddy and a real first contribution by day ten.',
    challenge:
      'New hires joined on different days across eight time zones and learned mostly by searching old chat threads. Managers said new colleagues took two months to ship their first meaningful piece of work.',
    solution:
      'The company moved to fortnightly start dates so hires joined as a cohort, paired each person with a buddy in an overlapping time zone, and designed a starter project that ships by day ten.',
    steps: [
      'Wrote a two-week onboarding plan per function',
      'Recorded async welcome videos from each team lead',
      'Defined a starter project for every role',
      'Ran a day-30 retro with each cohort',
    ],
    results:
      'New hires shipped their first contribution much sooner and rated onboarding far higher than before the change.',
    outcomes: [
      'First contribution in 9 days instead of 41',
      'Onboarding satisfaction 4.7 out of 5',
      'Buddy programme adopted by every team',
    ],
    views: 6025,
  },
  {
    n: 710,
    title: 'Measuring behaviour change after a leadership programme',
    company: 'Greystone Logistics',
    industry: 'Manufacturing',
    size: '5000+',
    topics: ['Measurement & ROI', 'Leadership Development'],
    blurb:
      'A logistics group replaced happy sheets with 360 pulses and manager observations to show what leaders actually did differently.',
    challenge:
      'The senior leadership programme was expensive and well liked, but when the executive committee asked what had changed, the only evidence was end-of-course feedback.',
    solution:
      "The team defined four observable behaviours, ran short 360 pulses before and four months after the programme, and asked participants' managers to log two observed examples each.",
    steps: [
      'Agreed observable behaviours with the executive committee',
      'Built a 12-question pulse instead of a full 360',
      'Compared participants with a waitlist group',
      'Shared individual reports only with participants',
    ],
    results:
      'Participants improved on three of the four behaviours compared with the waitlist group, and the committee used the data to redesign the module that showed no change.',
    outcomes: [
      'Significant improvement on 3 of 4 behaviours',
      '78% response rate on pulses',
      'One module redesigned based on evidence',
    ],
    views: 4780,
  },
  {
    n: 711,
    title: 'Turning subject experts into confident facilitators',
    company: 'Oakridge County Council',
    industry: 'Public Sector',
    size: '1001-5000',
    topics: ['Learning Culture', 'Skills & Capabilities'],
    blurb:
      'A council with a tiny L&D team scaled its offer by training 45 subject experts to design and run their own sessions.',
    challenge:
      'A three-person L&D team could not keep up with requests from social care, planning and finance. Experts in those teams had the knowledge but little confidence in running learning sessions.',
    solution:
      'L&D created a "Teach What You Know" programme: two practical workshops on session design and facilitation, a shared template library, and observation with feedback on each expert\'s first session.',
    steps: [
      'Recruited experts through directors, not open invitation',
      'Limited cohorts to 12 so everyone practised',
      'Provided a session planning canvas and slide template',
      'Observed and coached each first delivery',
    ],
    results:
      "Experts now deliver the majority of the council's technical learning, and the L&D team spends its time on design quality and evaluation.",
    outcomes: [
      '45 accredited expert facilitators',
      '70% of technical sessions now expert-led',
      'Average session rating up from 3.6 to 4.4',
    ],
    views: 1240,
  },
  {
    n: 712,
    title: 'A sales onboarding bootcamp that halved ramp time',
    company: 'Veridian Payments',
    industry: 'Financial Services',
    size: '201-1000',
    topics: ['Sales Enablement', 'Onboarding'],
    blurb:
      'A payments company built a four-week bootcamp with certification gates so new account executives could sell sooner.',
    challenge:
      'New account executives took nine months to reach full quota and many left before getting there. Onboarding was a collection of product demos with no practice or assessment.',
    solution:
      'Enablement designed a four-week bootcamp with three certification gates: pitch, discovery and objection handling, each assessed by a frontline manager using a shared rubric.',
    steps: [
      'Identified the behaviours of top-quartile reps from call recordings',
      'Built a rubric for each certification gate',
      'Trained managers to score consistently',
      'Connected certification to territory assignment',
    ],
    results:
      'Ramp time dropped substantially and first-year quota attainment improved for the first two bootcamp cohorts.',
    outcomes: [
      'Ramp to full quota down from 9 to 4.5 months',
      'First-year attainment up 17%',
      'Manager calibration agreement above 85%',
    ],
    views: 9870,
  },
  {
    n: 713,
    title: 'Psychological safety in engineering teams',
    company: 'Kinetiq Robotics',
    industry: 'Technology',
    size: '201-1000',
    topics: ['Learning Culture', 'Performance'],
    blurb:
      'A robotics company improved incident learning by teaching engineering leads to run blameless reviews.',
    challenge:
      'Post-incident reviews tended to find a person to blame. Engineers were reluctant to report near misses, and the same classes of failure reappeared in production.',
    solution:
      'The learning team ran a practical programme on blameless reviews for engineering leads, with a facilitation guide, a review template and peer observation of real reviews.',
    steps: [
      'Trained 35 engineering leads over three months',
      'Published anonymised reviews company-wide',
      'Added a "what made sense at the time" section to the template',
      'Tracked near-miss reports as a leading indicator',
    ],
    results:
      'Near-miss reporting increased and the rate of repeat incidents fell over the following two quarters.',
    outcomes: ['Near-miss reports up 3x', 'Repeat incidents down 35%', 'Team safety scores up 12 points'],
    views: 2210,
  },
  {
    n: 714,
    title: 'Upskilling nurses for a new electronic patient record',
    company: "St Aldhelm's University Hospitals",
    industry: 'Healthcare',
    size: '5000+',
    topics: ['Change Management', 'Digital Learning'],
    blurb:
      'A hospital group trained 9,000 clinicians for a go-live using role-based simulations and floor walkers instead of long classroom sessions.',
    challenge:
      'An electronic patient record was replacing paper notes across four hospitals. Clinicians could not be released for the eight hours of training the vendor recommended.',
    solution:
      'The education team built role-based simulations of the ten most common tasks per role, ran two-hour practice labs, and trained 300 super-users as floor walkers for the first month after go-live.',
    steps: [
      'Analysed task frequency by role with ward managers',
      'Built a training environment with realistic patients',
      'Scheduled labs around shift patterns',
      'Ran a daily go-live huddle to spot issues',
    ],
    results:
      'Go-live happened on schedule with fewer support calls than forecast, and documentation quality audits met target within six weeks.',
    outcomes: [
      '9,200 clinicians trained in 10 weeks',
      'Support calls 40% below forecast',
      'Training time per clinician cut from 8 to 2.5 hours',
    ],
    views: 3650,
  },
  {
    n: 715,
    title: 'Manager-led development conversations at a utility',
    company: 'Westvale Water',
    industry: 'Energy & Utilities',
    size: '1001-5000',
    topics: ['Performance', 'Coaching'],
    blurb:
      'A water utility replaced annual appraisals with quarterly growth conversations and equipped managers with simple conversation guides.',
    challenge:
      'The annual appraisal was dreaded by managers and staff alike. Development plans were copied from year to year and rarely acted on.',
    solution:
      'HR and L&D introduced quarterly "growth conversations" with a one-page guide, short manager workshops on coaching questions, and a light record of agreed actions.',
    steps: [
      'Co-designed the guide with field and office managers',
      'Ran 90-minute workshops instead of a full day',
      'Removed ratings from the quarterly conversation',
      'Sampled conversation quality through staff pulses',
    ],
    results:
      'Staff reported more frequent and useful development conversations, and the number of agreed development actions completed rose.',
    outcomes: [
      'Quarterly conversations held by 81% of managers',
      '"I have useful conversations about my development" up 21 points',
      'Completed development actions doubled',
    ],
    views: 1580,
  },
  {
    n: 716,
    title: 'Learning in the flow of work with a knowledge base',
    company: 'Fenwick & Rowe Solicitors',
    industry: 'Professional Services',
    size: '201-1000',
    topics: ['Digital Learning', 'Performance'],
    blurb:
      'A law firm reduced time spent hunting for precedents by pairing a curated knowledge base with short how-to videos.',
    challenge:
      'Trainee solicitors spent hours each week searching for precedents and asking the same questions of senior colleagues, slowing both groups down.',
    solution:
      'The knowledge and learning team curated the 200 most-requested precedents, recorded two-minute explainer videos by partners, and embedded links directly in the document management system.',
    steps: [
      'Logged questions asked of senior associates for four weeks',
      'Prioritised the top 200 precedents',
      'Recorded videos in a single filming day per practice',
      'Added search analytics to spot new gaps',
    ],
    results: 'Trainees found answers faster and senior associates reported fewer interruptions.',
    outcomes: [
      'Search time down an estimated 3 hours per trainee per week',
      'Senior associate interruptions down 45%',
      'Knowledge base used 12,000 times in six months',
    ],
    views: 980,
  },
  {
    n: 717,
    title: 'Scaling product knowledge for a marketplace support team',
    company: 'Stallholder',
    industry: 'Technology',
    size: '201-1000',
    topics: ['Onboarding', 'AI in L&D'],
    blurb:
      'A marketplace used an AI assistant grounded in its help centre to support new support agents in their first weeks.',
    challenge:
      'Support agents needed to learn hundreds of policies quickly. Average handle time for new agents was double that of experienced agents for the first three months.',
    solution:
      'The support enablement team deployed an internal assistant that answered policy questions from the approved help centre, always citing the article, and reviewed unanswered questions weekly to improve content.',
    steps: [
      'Cleaned and tagged 600 help articles before launch',
      'Required every answer to cite its source article',
      'Reviewed low-confidence answers weekly',
      'Compared new agent metrics with the previous cohort',
    ],
    results:
      'New agents reached target handle time faster, and content gaps surfaced by the assistant were fixed in the help centre for customers too.',
    outcomes: [
      'Time to target handle time down from 12 to 7 weeks',
      '140 help articles improved',
      'Answer accuracy above 94% in audits',
    ],
    views: 7340,
  },
  {
    n: 718,
    title: 'A capability academy for a public health agency',
    company: 'National Health Protection Agency',
    industry: 'Public Sector',
    size: '1001-5000',
    topics: ['Skills & Capabilities', 'Learning Culture'],
    blurb:
      'A public agency built a capability framework and academy to prepare staff for outbreak response roles.',
    challenge:
      'During a major outbreak the agency had to redeploy hundreds of staff into unfamiliar roles with little preparation. Afterwards leaders wanted a standing capability for surge.',
    solution:
      'The agency defined twelve surge roles, mapped the skills each required, and built short pathways so any employee could be trained and "reserve-listed" for a surge role.',
    steps: [
      'Ran lessons-learned sessions with redeployed staff',
      'Defined skills for each surge role',
      'Built pathways of 6 to 10 hours each',
      'Ran two simulation exercises a year',
    ],
    results:
      'The agency now has a trained reserve for every surge role and simulation exercises show faster mobilisation.',
    outcomes: [
      '1,150 staff on the surge reserve list',
      'Mobilisation time in exercises cut by half',
      'Pathway completion 88%',
    ],
    views: 860,
  },
  {
    n: 719,
    title: 'Store manager leadership programme with measurable sales lift',
    company: 'Pennant Home & Garden',
    industry: 'Retail',
    size: '5000+',
    topics: ['Leadership Development', 'Measurement & ROI'],
    blurb:
      'A home and garden retailer linked a store manager programme to store KPIs and used staggered rollout to estimate its effect.',
    challenge:
      'Store performance varied widely and regional managers believed store manager capability was the main driver, but previous programmes had never been evaluated.',
    solution:
      'The programme focused on three routines: daily huddles, on-floor coaching and weekly labour planning. Rollout was staggered by region so early and late stores could be compared.',
    steps: [
      'Picked three routines from top-performing stores',
      'Staggered rollout across four regions',
      'Tracked huddle and coaching frequency via a simple app',
      'Worked with finance on the evaluation design',
    ],
    results:
      'Stores whose managers completed the programme outperformed not-yet-trained stores on like-for-like sales and colleague turnover.',
    outcomes: [
      'Like-for-like sales 2.8% higher than comparison stores',
      'Colleague turnover down 9%',
      'Programme extended to deputy managers',
    ],
    views: 2560,
  },
  {
    n: 720,
    title: 'Microlearning for safety-critical maintenance',
    company: 'Halden Offshore Services',
    industry: 'Energy & Utilities',
    size: '1001-5000',
    topics: ['Digital Learning', 'Performance'],
    blurb:
      'An offshore maintenance contractor used spaced practice to keep rarely used safety procedures fresh.',
    challenge:
      'Technicians were trained on emergency procedures once a year. Audits found that knowledge of infrequent procedures decayed quickly between refreshers.',
    solution:
      "The team introduced spaced retrieval practice: three scenario questions a week on a mobile app, with difficulty adapted to each technician's answers and supervisors briefed on common errors.",
    steps: [
      'Wrote 400 scenario questions with safety engineers',
      'Used spaced repetition to schedule questions',
      'Shared weekly error patterns with supervisors',
      'Compared audit results before and after',
    ],
    results:
      'Procedure knowledge stayed high across the year instead of decaying, and audit findings on emergency procedures fell.',
    outcomes: [
      'Audit findings on emergency procedures down 48%',
      'Weekly participation at 79%',
      'Annual refresher shortened by half a day',
    ],
    views: 1870,
  },
  {
    n: 721,
    title: 'Designing a mentoring programme for underrepresented talent',
    company: 'Ardent Bioscience',
    industry: 'Healthcare',
    size: '201-1000',
    topics: ['DEI', 'Coaching'],
    blurb:
      'A biotech company built reciprocal mentoring between senior leaders and early-career scientists from underrepresented groups.',
    challenge:
      'Early-career scientists from underrepresented groups were leaving within three years at twice the rate of peers, and exit interviews cited a lack of sponsorship.',
    solution:
      "The company launched reciprocal mentoring: each pair met monthly for nine months, with the scientist mentoring the leader on their experience and the leader sponsoring the scientist's visibility.",
    steps: [
      'Matched pairs across departments to avoid reporting lines',
      'Provided conversation guides for each month',
      'Ran a mid-point check-in with programme leads',
      'Asked leaders to commit to one visible sponsorship action',
    ],
    results:
      'Retention of participating scientists improved and leaders reported changes to how they allocated stretch assignments.',
    outcomes: [
      'Three-year retention of participants up to 86%',
      '40 sponsorship actions logged',
      'Programme doubled in size in year two',
    ],
    views: 1430,
  },
  {
    n: 722,
    title: 'Rebuilding compliance training people actually finish',
    company: 'Carrick Mutual',
    industry: 'Financial Services',
    size: '1001-5000',
    topics: ['Digital Learning', 'Change Management'],
    blurb:
      'A mutual insurer replaced a four-hour annual compliance marathon with short scenario-based modules and a test-out option.',
    challenge:
      'Annual compliance training took four hours, was widely resented, and regulators questioned whether staff could apply the rules in real situations.',
    solution:
      'The team rewrote compliance as twelve scenario-based modules with a diagnostic at the start so staff could test out of topics they already knew.',
    steps: [
      'Mapped rules to real decisions staff make',
      'Wrote branching scenarios with frontline staff',
      'Added a diagnostic with a test-out threshold',
      'Reported decision accuracy, not just completion',
    ],
    results:
      'Average time spent fell sharply, completion improved, and the regulator accepted the new evidence of applied understanding.',
    outcomes: [
      'Average completion time down from 4 hours to 75 minutes',
      'On-time completion up from 71% to 96%',
      'Scenario accuracy reported to the board',
    ],
    views: 4105,
  },
  {
    n: 723,
    title: 'AI-assisted content production for a small L&D team',
    company: 'Tidewater Hotels',
    industry: 'Retail',
    size: '1001-5000',
    topics: ['AI in L&D', 'Digital Learning'],
    blurb:
      'A two-person L&D team used generative AI for first drafts and translation, then invested the saved time in manager support.',
    challenge:
      'Two learning designers supported 40 sites in six languages. Content requests piled up and most time went on translation and formatting.',
    solution:
      'The team set up a governed workflow: AI drafts from approved source documents, human review by a subject expert, AI translation with native-speaker spot checks, and a style guide for prompts.',
    steps: [
      'Wrote a prompt and review style guide',
      'Restricted sources to approved SOPs',
      'Set a two-reviewer rule for safety content',
      'Logged time saved per asset',
    ],
    results:
      'Production time per module fell substantially and the team redirected capacity to coaching site managers.',
    outcomes: [
      'Production time per module down 55%',
      'Six languages shipped at the same time instead of staggered',
      '30% of team time moved to manager support',
    ],
    views: 11200,
  },
  {
    n: 724,
    title: 'Hybrid leadership essentials for a government department',
    company: 'Department for Rural Affairs',
    industry: 'Public Sector',
    size: '5000+',
    topics: ['Leadership Development', 'Digital Learning'],
    blurb:
      'A department redesigned its leadership essentials programme for hybrid teams with live virtual practice labs.',
    challenge:
      'The existing programme was built for co-located teams and had long waiting lists. Managers struggled with leading hybrid teams fairly.',
    solution:
      'The department created a hybrid essentials programme: self-paced primers, live virtual practice labs in groups of eight, and team experiments managers ran between sessions.',
    steps: [
      'Ran focus groups with hybrid team members',
      'Designed practice labs around real manager dilemmas',
      'Trained 20 associate facilitators',
      'Collected team experiment stories',
    ],
    results:
      'Waiting lists cleared within a year and participant teams reported fairer treatment of remote colleagues.',
    outcomes: [
      '1,400 managers through the programme in 12 months',
      '"Remote colleagues are treated fairly" up 15 points',
      'Cost per participant down 40%',
    ],
    views: 1690,
  },
  {
    n: 725,
    title: 'Clinical educators as coaches on the ward',
    company: "Meadowbank Children's Hospital",
    industry: 'Healthcare',
    size: '1001-5000',
    topics: ['Coaching', 'Onboarding'],
    blurb:
      "A children's hospital moved clinical educators from the classroom to the ward to coach newly qualified nurses in real time.",
    challenge:
      'Newly qualified nurses reported feeling overwhelmed in their first six months and turnover in that group was high.',
    solution:
      'Clinical educators spent 70% of their time on wards, using a structured coaching model during shifts and running short reflective sessions at the end of the week.',
    steps: [
      'Rewrote educator job descriptions',
      'Introduced a preceptorship coaching framework',
      'Protected 30 minutes a week for reflection',
      'Tracked confidence scores at months 1, 3 and 6',
    ],
    results: 'Newly qualified nurses reported higher confidence and first-year turnover fell.',
    outcomes: [
      'First-year nurse turnover down from 19% to 11%',
      'Confidence scores up 30% by month six',
      'Educator time on wards up to 70%',
    ],
    views: 2045,
  },
  {
    n: 726,
    title: 'Sales coaching cadence for frontline managers',
    company: 'Orbis Telecom',
    industry: 'Technology',
    size: '5000+',
    topics: ['Sales Enablement', 'Coaching'],
    blurb:
      'A telecoms business gave sales managers a weekly coaching cadence and call-review tools, lifting win rates.',
    challenge:
      'Sales managers spent most of their time forecasting and little coaching. Reps said they received feedback only when deals were lost.',
    solution:
      'Enablement introduced a weekly cadence: one recorded call review per rep, a skill focus of the month, and a simple coaching log reviewed by regional directors.',
    steps: [
      'Trained managers on a call-review framework',
      'Freed time by simplifying the forecast process',
      'Picked one skill focus per month',
      'Linked coaching logs to win-rate data',
    ],
    results:
      'Teams with consistent coaching outperformed those without, and the cadence spread to adjacent customer-success teams.',
    outcomes: [
      'Win rate up 6 points for consistently coached teams',
      'Manager coaching time up from 5% to 20%',
      'Adopted by customer success',
    ],
    views: 5530,
  },
  {
    n: 727,
    title: 'A learning week that sparked curiosity',
    company: 'Bellweather Foods',
    industry: 'Manufacturing',
    size: '1001-5000',
    topics: ['Learning Culture'],
    blurb:
      'A food manufacturer ran a colleague-led learning week with 150 sessions, most hosted by employees themselves.',
    challenge:
      'Learning was associated with mandatory courses. Leaders wanted to signal that curiosity and sharing were valued, across factory and office staff.',
    solution:
      'L&D invited anyone to host a 30-minute session on something they knew, from forklift tips to personal finance, and scheduled sessions to suit shift patterns.',
    steps: [
      'Opened a simple session sign-up form',
      'Supported first-time hosts with a one-page guide',
      'Ran sessions in canteens as well as online',
      'Recorded and shared the most popular sessions',
    ],
    results: 'Participation far exceeded expectations and several sessions became regular community groups.',
    outcomes: [
      '150 sessions, 118 hosted by colleagues',
      '2,300 attendances across 11 sites',
      'Four ongoing communities of practice formed',
    ],
    views: 760,
  },
  {
    n: 728,
    title: 'Onboarding graduates into a consultancy with project simulations',
    company: 'Penrose Advisory',
    industry: 'Professional Services',
    size: '201-1000',
    topics: ['Onboarding', 'Skills & Capabilities'],
    blurb:
      'A consultancy replaced lecture-based graduate induction with a three-week client project simulation.',
    challenge:
      'Graduates joined projects unprepared for client work, and managers spent weeks teaching basics such as structuring a problem and writing a slide.',
    solution:
      "Induction became a simulated client engagement with actors as clients, daily feedback from managers, and deliverables assessed against the firm's quality standards.",
    steps: [
      "Built a realistic case with a former client's permission",
      'Hired actors for client meetings',
      'Assigned a manager coach per team',
      'Assessed deliverables with the real quality rubric',
    ],
    results: 'Project managers rated graduates as client-ready sooner and rework on early deliverables fell.',
    outcomes: [
      'Client-ready rating reached 5 weeks sooner',
      'Rework on first deliverables down 35%',
      'Graduate satisfaction 4.8 out of 5',
    ],
    views: 1325,
  },
  {
    n: 729,
    title: 'A skills inventory for a mid-sized engineering firm',
    company: 'Cobalt & Finch Engineering',
    industry: 'Professional Services',
    size: '201-1000',
    topics: ['Skills & Capabilities', 'Measurement & ROI'],
    blurb: 'An engineering consultancy built a lightweight skills inventory to staff bids and plan training.',
    challenge:
      'Bid teams relied on personal networks to find engineers with the right expertise, and training budgets were spread evenly rather than targeted.',
    solution:
      'The firm created a skills inventory of 80 technical and consulting skills, validated by practice leads, and used it for bid staffing and to target training at the largest gaps.',
    steps: [
      'Limited the taxonomy to 80 skills after pilots',
      'Asked practice leads to validate self-ratings',
      'Integrated the inventory with the bid tracker',
      'Reviewed gaps quarterly with directors',
    ],
    results:
      "Bid teams were assembled faster and training spend shifted to the capabilities most needed for the firm's growth areas.",
    outcomes: [
      'Bid staffing time down 50%',
      '60% of training spend targeted at priority gaps',
      '93% of engineers with a validated profile',
    ],
    views: 1115,
  },
  {
    n: 730,
    title: 'Learning analytics dashboard for the executive team',
    company: 'Stratus Airlines',
    industry: 'Public Sector',
    size: '5000+',
    topics: ['Measurement & ROI'],
    blurb:
      "An airline's learning team replaced activity reports with a dashboard linking training to operational outcomes.",
    challenge:
      'Monthly learning reports showed hours and completions, which the executive team ignored. Meanwhile operational leaders struggled to see whether training addressed their problems.',
    solution:
      'The team built a dashboard with three layers: operational outcomes (on-time performance, safety reports), capability indicators, and learning activity, reviewed quarterly with each operational director.',
    steps: [
      "Started from each director's top three metrics",
      'Connected learning records with operational data',
      'Dropped vanity metrics from the dashboard',
      'Ran quarterly reviews with each director',
    ],
    results:
      'Learning conversations with directors shifted from activity to outcomes, and two programmes were stopped because they showed no effect.',
    outcomes: [
      'Quarterly reviews held with all 8 directors',
      'Two ineffective programmes retired',
      'Budget reallocated to ground-handling skills',
    ],
    views: 3990,
    image: 'x',
  },
  {
    n: 731,
    title: 'Change leadership for a merger of two banks',
    company: 'Amberline Bank',
    industry: 'Financial Services',
    size: '5000+',
    topics: ['Change Management', 'Leadership Development'],
    blurb:
      'After a merger, a bank equipped 600 managers to lead their teams through uncertainty with a practical change toolkit.',
    challenge:
      'Two banks with different cultures merged, and managers were expected to explain changes they did not yet understand themselves. Rumours spread faster than official messages.',
    solution:
      'L&D built a change leadership sprint: a fortnightly manager briefing, a toolkit of team conversations, and a feedback channel to surface questions to the integration office.',
    steps: [
      'Briefed managers 48 hours before all-staff announcements',
      'Created conversation guides for each integration milestone',
      'Collected team questions through managers',
      'Published answers within a week',
    ],
    results:
      'Employee trust in communications held steady through the integration, unusual for a merger of that scale.',
    outcomes: [
      '600 managers briefed fortnightly for 14 months',
      'Trust in communications stable at 68%',
      '1,900 team questions answered',
    ],
    views: 2680,
  },
  {
    n: 732,
    title: 'Peer learning circles for school leaders',
    company: 'Lanyard Learning Trust',
    industry: 'Public Sector',
    size: '1001-5000',
    topics: ['Coaching', 'Leadership Development'],
    blurb:
      'A multi-academy trust set up action learning sets for head teachers working on their hardest improvement problems.',
    challenge:
      'Head teachers felt isolated and external leadership courses did not address the specific challenges of their schools.',
    solution:
      'The trust organised action learning sets of six heads meeting half a day each month, each bringing a live problem, with trained facilitators and commitments reviewed the following month.',
    steps: [
      'Trained four facilitators in action learning',
      'Grouped heads across phases to broaden perspective',
      'Kept problems live and specific',
      'Logged commitments and outcomes',
    ],
    results: 'Heads reported reduced isolation and made visible progress on their chosen problems.',
    outcomes: [
      '24 head teachers in four sets',
      '82% of commitments completed',
      'Wellbeing scores for heads up 14%',
    ],
    views: 690,
  },
  {
    n: 733,
    title: 'Digital fluency for frontline retail colleagues',
    company: 'Marlow & Chase',
    industry: 'Retail',
    size: '5000+',
    topics: ['Digital Learning', 'Skills & Capabilities'],
    blurb:
      'A fashion retailer built digital confidence for store colleagues ahead of launching handheld devices and click-and-collect.',
    challenge:
      'Store colleagues were about to receive handheld devices for stock and customer orders, but many had low digital confidence and worried about making mistakes in front of customers.',
    solution:
      'The team trained digital champions in every store, used a sandbox mode on the devices for practice, and ran a "practice hour" on quiet mornings.',
    steps: [
      'Selected one digital champion per 20 colleagues',
      'Built a sandbox mode with the vendor',
      'Created laminated quick guides for tills',
      'Tracked device errors by store',
    ],
    results:
      'Device adoption was fast, errors fell quickly after launch, and colleagues reported greater confidence.',
    outcomes: [
      '95% of colleagues using devices within four weeks',
      'Order errors down 60% by week six',
      'Digital confidence up from 52% to 81%',
    ],
    views: 1755,
    image: 'x',
  },
  {
    n: 734,
    title: 'Onboarding contact-centre agents at peak season',
    company: 'Parcelwise',
    industry: 'Manufacturing',
    size: '1001-5000',
    topics: ['Onboarding', 'Performance'],
    blurb:
      'A parcel delivery company onboarded 700 seasonal agents in six weeks using a nesting floor and daily skill checks.',
    challenge:
      'Every winter the company hired hundreds of seasonal agents. Classroom training was slow, and agents went live unprepared for peak call volumes.',
    solution:
      'Training moved onto a "nesting floor" where new agents took real calls from day three with experienced coaches beside them, supported by daily five-minute skill checks.',
    steps: [
      'Reduced classroom time to two days',
      'Staffed nesting floors with one coach per eight agents',
      'Ran daily skill checks on the top call types',
      'Graduated agents based on quality, not time',
    ],
    results:
      'Seasonal agents reached quality targets faster and customer satisfaction during peak held steady.',
    outcomes: [
      'Time to quality target down from 4 weeks to 12 days',
      'Peak CSAT held at 4.3',
      '700 agents onboarded in six weeks',
    ],
    views: 2390,
  },
  {
    n: 735,
    title: 'Making performance reviews fairer with calibration training',
    company: 'Helvetic Analytics',
    industry: 'Technology',
    size: '201-1000',
    topics: ['Performance', 'DEI'],
    blurb:
      'A data company trained managers in evidence-based ratings and ran calibration sessions that reduced rating drift.',
    challenge:
      'Performance ratings varied by manager more than by performance, and some groups consistently received lower ratings for similar work.',
    solution:
      'The people team trained managers to write evidence statements, introduced structured calibration sessions and shared rating distributions by team and group.',
    steps: [
      'Ran a two-hour workshop on evidence statements',
      'Introduced a calibration facilitator role',
      'Shared anonymised distributions before calibration',
      'Reviewed outcomes by demographic group',
    ],
    results: 'Rating differences between groups narrowed and employees rated the process as fairer.',
    outcomes: [
      'Rating gap between groups halved',
      '"The review process is fair" up 19 points',
      'Calibration time down 30%',
    ],
    views: 1860,
  },
  {
    n: 736,
    title: 'A skills-first approach to apprenticeships',
    company: 'Ironbridge Manufacturing',
    industry: 'Manufacturing',
    size: '201-1000',
    topics: ['Skills & Capabilities', 'Onboarding'],
    blurb:
      'A machinery manufacturer redesigned apprenticeships around skills milestones instead of time served.',
    challenge:
      'Apprentices progressed by time served, so fast learners were held back and others moved on with gaps. Supervisors had no common view of progress.',
    solution:
      'The company defined 48 skills milestones, each signed off by a workplace assessor with evidence, and let apprentices progress as soon as milestones were met.',
    steps: [
      'Defined milestones with experienced machinists',
      'Trained 15 workplace assessors',
      'Built a simple evidence log on tablets',
      'Reviewed progress monthly with each apprentice',
    ],
    results:
      'Average time to qualified status fell, and supervisors trusted the milestones when assigning work.',
    outcomes: [
      'Time to qualified status down 7 months on average',
      'Apprentice retention 94%',
      '48 milestones now used for adult upskilling too',
    ],
    views: 940,
  },
  {
    n: 737,
    title: 'Evidence-based learning design in a pharma company',
    company: 'Solvane Pharmaceuticals',
    industry: 'Healthcare',
    size: '5000+',
    topics: ['Digital Learning', 'Measurement & ROI'],
    blurb:
      'A pharmaceutical company retrained its learning designers in learning science and tested changes with A/B experiments.',
    challenge:
      'Medical representatives forgot product training quickly, and the design team relied on long e-learning modules with little retrieval practice.',
    solution:
      'Designers learned to apply retrieval practice, spacing and worked examples, and tested each redesign against the old version with randomised groups.',
    steps: [
      'Ran a learning science bootcamp for designers',
      'Redesigned three modules with retrieval and spacing',
      'Randomised reps into old and new versions',
      'Measured knowledge at 30 and 90 days',
    ],
    results: 'Redesigned modules produced better retention at 90 days and became the design standard.',
    outcomes: [
      '90-day retention up 26% vs old modules',
      'Module length cut by 40%',
      'New design standard adopted globally',
    ],
    views: 3120,
  },
  {
    n: 738,
    title: 'Building a learning partner model in a utility',
    company: 'Northgrid Power',
    industry: 'Energy & Utilities',
    size: '5000+',
    topics: ['Change Management', 'Performance'],
    blurb:
      'A power distribution company moved L&D from order-taking to consulting by creating business-aligned learning partners.',
    challenge:
      'L&D received training requests with solutions already decided. Many courses were delivered with no link to business problems.',
    solution:
      'The team created five learning partner roles aligned to business units, trained them in performance consulting and introduced a standard diagnostic conversation before any build.',
    steps: [
      'Defined the learning partner role and skills',
      'Trained partners in performance consulting',
      'Introduced a one-page diagnostic',
      'Reported solutions that were not training',
    ],
    results:
      'A third of requests were resolved without a course, and business leaders rated L&D as a more strategic partner.',
    outcomes: [
      '34% of requests solved without training',
      'Stakeholder rating of L&D up from 3.1 to 4.2',
      'Time to agree a solution halved',
    ],
    views: 2710,
  },
  {
    n: 739,
    title: 'Manager onboarding at a high-growth fintech',
    company: 'Tallyhub',
    industry: 'Financial Services',
    size: '201-1000',
    topics: ['Onboarding', 'Leadership Development'],
    blurb:
      'A fintech onboarded externally hired managers with a structured first 60 days, reducing early exits.',
    challenge:
      "Externally hired managers struggled with the company's pace and culture, and several left within their first six months.",
    solution:
      'The people team created a 60-day manager onboarding plan with a culture guide, stakeholder maps, a peer manager buddy and a day-45 "team health" check.',
    steps: [
      'Interviewed managers who stayed and those who left',
      'Wrote a culture guide with real examples',
      'Assigned a peer manager buddy to every new manager',
      "Ran a day-45 check with the manager's team",
    ],
    results: 'Early exits of external managers dropped and their teams reported more stability.',
    outcomes: [
      'Six-month manager attrition down from 22% to 6%',
      'Day-45 team health scores up 10 points',
      'Plan reused for internal promotions',
    ],
    views: 1480,
  },
  {
    n: 740,
    title: 'Coaching for first-time managers in a creative agency',
    company: 'Fieldnote Studio',
    industry: 'Professional Services',
    size: '1-50',
    topics: ['Coaching', 'Leadership Development'],
    blurb:
      'A small agency gave every new manager six sessions with an external coach and a simple manager charter.',
    challenge:
      'In a small agency, new managers were promoted for creative talent and had no one to learn management from. Projects suffered from unclear feedback.',
    solution:
      "The agency funded six coaching sessions per new manager, drafted a one-page manager charter with the team and held a monthly managers' lunch to share challenges.",
    steps: [
      'Selected two coaches with agency experience',
      'Co-created the manager charter with staff',
      "Set a monthly managers' lunch",
      'Reviewed project retrospectives for feedback quality',
    ],
    results:
      'New managers reported much greater confidence and project retrospectives showed clearer feedback practices.',
    outcomes: [
      'Manager confidence up from 2.4 to 4.1 out of 5',
      'Project overruns down 20%',
      'Zero manager exits in 18 months',
    ],
    views: 530,
  },
  {
    n: 741,
    title: 'An L&D team of one building a learning ecosystem',
    company: 'Gridlock Games',
    industry: 'Technology',
    size: '51-200',
    topics: ['Learning Culture', 'Digital Learning'],
    blurb:
      'A solo L&D lead at a games studio built a learning ecosystem from curated content, peer sessions and learning budgets.',
    challenge:
      'As the only L&D person for 180 developers and artists, the lead could not build courses for every discipline.',
    solution:
      'She focused on enabling others: individual learning budgets, curated discipline channels, a monthly "show and tell" and guidance for managers on development conversations.',
    steps: [
      'Introduced a personal learning budget with simple rules',
      'Set up curated channels per discipline',
      'Started a monthly show and tell',
      'Wrote a manager guide to development conversations',
    ],
    results:
      'Learning budget use rose from almost nothing to most employees, and the studio cited development opportunities as a hiring advantage.',
    outcomes: [
      '84% of staff used their learning budget',
      'Monthly show and tell attendance above 60%',
      'Development cited in 40% of offer acceptances',
    ],
    views: 3365,
  },
  {
    n: 742,
    title: 'Refreshing product training with scenario videos',
    company: 'Kestrel Outdoor',
    industry: 'Retail',
    size: '201-1000',
    topics: ['Sales Enablement', 'Digital Learning'],
    blurb:
      'An outdoor equipment retailer replaced spec sheets with customer scenario videos, improving conversion on technical products.',
    challenge:
      'Store staff knew product specifications but struggled to recommend the right technical gear for customer needs.',
    solution:
      'The team filmed short scenarios of customer conversations for each category, followed by a quick decision quiz and a weekly store huddle practice.',
    steps: [
      'Identified the top 12 customer scenarios per category',
      'Filmed in stores with staff as actors',
      'Added a decision quiz after each video',
      'Tracked conversion on technical categories',
    ],
    results: 'Conversion on technical products rose and returns due to wrong product choice fell.',
    outcomes: [
      'Conversion on technical categories up 11%',
      'Returns for wrong choice down 18%',
      '36 scenario videos produced in-house',
    ],
    views: 1210,
  },
  {
    n: 743,
    title: 'A leadership academy for plant managers',
    company: 'Halvorsen Chemicals',
    industry: 'Manufacturing',
    size: '5000+',
    topics: ['Leadership Development', 'Performance'],
    blurb:
      'A chemicals company built an academy for plant managers focused on safety leadership and operational excellence.',
    challenge:
      'Plant managers had strong technical backgrounds but limited leadership development, and safety culture varied widely across sites.',
    solution:
      'A nine-month academy combined three residential modules, site-based improvement projects and peer site visits, with safety leadership as the common thread.',
    steps: [
      'Designed modules with the operations director',
      'Required a site improvement project per participant',
      'Organised peer visits between sites',
      'Tracked safety leading indicators by site',
    ],
    results:
      'Sites led by academy participants improved on safety leading indicators and projects delivered measurable savings.',
    outcomes: [
      'Safety observations up 40% at participant sites',
      '18 improvement projects delivered',
      'Estimated savings of 2.1 million in year one',
    ],
    views: 2055,
  },
  {
    n: 744,
    title: 'Learning experience platform adoption done right',
    company: 'Meridian Mutual',
    industry: 'Financial Services',
    size: '5000+',
    topics: ['Digital Learning', 'Learning Culture'],
    blurb:
      'An insurer launched a learning experience platform with curated pathways and champions instead of a big-bang content dump.',
    challenge:
      'A previous platform launch had failed: thousands of courses were uploaded and usage dropped after the first month.',
    solution:
      'The team launched with ten curated pathways tied to business priorities, recruited 100 learning champions and measured weekly active learners rather than logins.',
    steps: [
      'Picked ten pathways with business leaders',
      'Recruited champions in every department',
      'Retired 70% of legacy content',
      'Reported weekly active learners',
    ],
    results:
      'Usage was sustained well beyond launch, and pathway completions correlated with internal moves.',
    outcomes: [
      'Weekly active learners steady at 38%',
      '70% of legacy content retired',
      'Pathway completers 2x more likely to move internally',
    ],
    views: 4670,
  },
  {
    n: 745,
    title: 'Reducing time to productivity for software engineers',
    company: 'Parallax Systems',
    industry: 'Technology',
    size: '1001-5000',
    topics: ['Onboarding', 'Measurement & ROI'],
    blurb:
      'An enterprise software company measured onboarding with engineering metrics and cut time to tenth pull request.',
    challenge:
      'Engineering onboarding varied by team. Some hires waited weeks for access and documentation was out of date.',
    solution:
      'Engineering enablement set a shared onboarding standard, automated access provisioning, and measured time to first and tenth merged pull request.',
    steps: [
      'Agreed time to tenth PR as the shared metric',
      'Automated access requests',
      'Assigned an onboarding owner per team',
      'Reviewed the metric monthly with engineering leaders',
    ],
    results:
      'Time to tenth pull request dropped significantly and the measure became part of team health reviews.',
    outcomes: [
      'Time to 10th merged PR down from 62 to 33 days',
      'Access ready on day one for 95% of hires',
      'Onboarding satisfaction up 25%',
    ],
    views: 6870,
  },
  {
    n: 746,
    title: 'Facilitated reflection to reduce burnout in emergency care',
    company: 'Eastmere Ambulance Service',
    industry: 'Healthcare',
    size: '1001-5000',
    topics: ['Learning Culture', 'Coaching'],
    blurb:
      'An ambulance service introduced facilitated reflective practice groups to help paramedics process difficult cases.',
    challenge:
      'Paramedics faced traumatic incidents with little structured time to reflect, and sickness absence linked to stress was rising.',
    solution:
      'The service trained senior paramedics to facilitate monthly reflective practice groups and protected time for crews to attend.',
    steps: [
      'Trained 40 facilitators in reflective practice',
      'Protected attendance time in rotas',
      'Kept groups confidential and voluntary',
      'Monitored stress-related absence',
    ],
    results:
      'Participants reported better coping, and stress-related absence declined in stations with active groups.',
    outcomes: [
      'Stress-related absence down 16% at participating stations',
      '71% of crews attended at least once',
      'Facilitator pool doubled in year two',
    ],
    views: 1005,
  },
  {
    n: 747,
    title: 'Capability building for a net-zero transition',
    company: 'Solent Energy',
    industry: 'Energy & Utilities',
    size: '1001-5000',
    topics: ['Skills & Capabilities', 'Change Management'],
    blurb:
      'An energy company reskilled gas engineers for heat-pump and low-carbon work through a modular pathway.',
    challenge:
      "The company's strategy required low-carbon skills faster than the market could supply them, and experienced gas engineers feared being left behind.",
    solution:
      'L&D built a modular reskilling pathway recognising existing competence, paired with paid training time and guaranteed roles on completion.',
    steps: [
      'Mapped overlap between gas and heat-pump skills',
      'Built modules that skip known content',
      'Guaranteed redeployment on completion',
      'Partnered with a technical college for certification',
    ],
    results: 'The company filled most of its low-carbon roles internally and retained experienced engineers.',
    outcomes: [
      '260 engineers reskilled in 18 months',
      '75% of low-carbon roles filled internally',
      'Pathway length cut from 12 to 7 weeks',
    ],
    views: 2480,
  },
  {
    n: 748,
    title: 'Negotiation skills for a procurement team',
    company: 'Ravensworth Group',
    industry: 'Professional Services',
    size: '1001-5000',
    topics: ['Performance', 'Skills & Capabilities'],
    blurb:
      'A procurement function built negotiation capability through live deal coaching rather than generic workshops.',
    challenge:
      'Procurement specialists had attended negotiation workshops but savings varied widely and few prepared systematically.',
    solution:
      'The team introduced a negotiation preparation template, assigned senior coaches to live negotiations and held monthly debriefs sharing tactics that worked.',
    steps: [
      'Created a one-page negotiation planner',
      'Paired specialists with coaches for major deals',
      'Debriefed outcomes monthly',
      'Tracked savings against target',
    ],
    results: 'Preparation became standard practice and savings against target improved.',
    outcomes: [
      'Negotiated savings up 3.2 percentage points',
      'Preparation template used on 90% of major deals',
      'Coaching extended to category managers',
    ],
    views: 845,
  },
  {
    n: 749,
    title: 'Learning at the frontline in a hotel group',
    company: 'Corrin Hotels',
    industry: 'Retail',
    size: '1001-5000',
    topics: ['Performance', 'Onboarding'],
    blurb:
      'A hotel group built "shift-sized" learning for housekeeping and front desk teams in eight languages.',
    challenge:
      'Frontline teams worked irregular shifts, spoke many languages and had little access to computers, so training happened ad hoc.',
    solution:
      'The team created three-minute videos in eight languages on shared tablets, used at pre-shift briefings, with supervisors signing off practical skills.',
    steps: [
      'Identified the 30 tasks with most guest complaints',
      'Produced videos with captions in eight languages',
      'Used pre-shift briefings for viewing',
      'Linked sign-offs to guest feedback',
    ],
    results: 'Guest complaints on targeted tasks dropped and new staff became productive sooner.',
    outcomes: [
      'Guest complaints on targeted tasks down 32%',
      'New staff productive in 5 days instead of 12',
      'Videos viewed 48,000 times',
    ],
    views: 1375,
  },
  {
    n: 750,
    title: 'How we stopped building courses nobody asked for',
    company: 'Fairhaven Logistics',
    industry: 'Manufacturing',
    size: '1001-5000',
    topics: ['Measurement & ROI', 'Change Management'],
    blurb:
      'A logistics L&D team introduced a performance-first intake process and cut its course catalogue in half.',
    challenge:
      'The L&D team built whatever was requested, leading to a bloated catalogue of low-use courses and no capacity for strategic work.',
    solution:
      'The team introduced an intake conversation focused on the performance problem, retired courses with low use and low impact, and published a quarterly portfolio review.',
    steps: [
      'Audited every course for use and outcome',
      'Introduced a performance-first intake form',
      'Published a retirement list with business sign-off',
      'Held quarterly portfolio reviews',
    ],
    results:
      'The catalogue halved, satisfaction with L&D rose and the team took on two strategic programmes.',
    outcomes: [
      'Catalogue reduced from 420 to 190 courses',
      'Stakeholder satisfaction up 1.1 points',
      'Two strategic programmes launched',
    ],
    views: 5210,
    session: { daysAgo: 96, speaker: 'Lucas Brennan', recording: 'https://vimeo.com/824519306' },
  },
  {
    n: 751,
    title: 'Inclusive onboarding for neurodivergent hires',
    company: 'Brightwave Digital',
    industry: 'Technology',
    size: '201-1000',
    topics: ['DEI', 'Onboarding'],
    blurb: 'A digital agency adapted onboarding for neurodivergent colleagues and improved it for everyone.',
    challenge:
      'Neurodivergent new hires reported that onboarding was overwhelming: crowded welcome events, unclear expectations and too much information at once.',
    solution:
      'Working with neurodivergent employees, the company offered pre-boarding information packs, choice in how to attend sessions, written summaries of every meeting and a quiet-space policy.',
    steps: [
      'Ran co-design sessions with neurodivergent staff',
      'Created a pre-boarding pack with photos and schedules',
      'Made all sessions optional-format',
      'Added written summaries by default',
    ],
    results:
      'All new hires rated onboarding higher, and neurodivergent hires reported feeling included from day one.',
    outcomes: [
      'Onboarding satisfaction up from 3.8 to 4.6',
      'Early attrition down 40%',
      'Adjustments requested before start date doubled',
    ],
    views: 2295,
    session: {
      daysAgo: 152,
      speaker: 'Ines Carvalho',
      recording: 'https://www.loom.com/share/5e1c7a9d2b4f4e6a8c3d1f0b7a2e9c41',
    },
  },
  {
    n: 752,
    title: 'From trainers to performance consultants in a bank',
    company: 'Westmarch Bank',
    industry: 'Financial Services',
    size: '5000+',
    topics: ['Performance', 'Skills & Capabilities'],
    blurb:
      'A bank reskilled 30 classroom trainers as performance consultants working directly with business units.',
    challenge:
      'As classroom training moved online, the bank had experienced trainers with little to do, and business units lacked support to diagnose performance problems.',
    solution:
      'A six-month reskilling programme taught trainers performance consulting, data analysis and stakeholder management, with live projects in business units.',
    steps: [
      'Assessed trainers against the consultant skill profile',
      'Built a six-month programme with live projects',
      'Paired each trainer with a business sponsor',
      'Showcased project results to executives',
    ],
    results:
      'Most trainers moved into consulting roles and their projects delivered measurable improvements.',
    outcomes: [
      '26 of 30 trainers moved into consulting roles',
      '22 live projects with measurable outcomes',
      'No redundancies required',
    ],
    views: 1690,
  },
  {
    n: 753,
    title: 'Rolling out AI copilots with confidence',
    company: 'Lindqvist & Moor',
    industry: 'Professional Services',
    size: '1001-5000',
    topics: ['AI in L&D', 'Change Management'],
    blurb:
      'A professional services firm paired its AI copilot rollout with practice-based training and prompt libraries by role.',
    challenge:
      'Licences for an AI copilot had been bought, but usage stalled at 15% because staff were unsure what was allowed and what good use looked like.',
    solution:
      'L&D ran role-based "AI clinics" with real tasks, published a prompt library by role, and clarified guidelines with risk and legal in plain language.',
    steps: [
      'Identified five high-value tasks per role',
      'Ran hands-on clinics using real documents',
      'Published a prompt library with examples',
      'Rewrote AI guidelines in plain language',
    ],
    results: 'Weekly usage grew several-fold and staff reported time savings on drafting and research tasks.',
    outcomes: [
      'Weekly active use up from 15% to 64%',
      'Average 2.5 hours saved per person per week (self-reported)',
      '180 prompts contributed by staff',
    ],
    views: 14320,
    session: {
      daysAgo: 64,
      speaker: 'Rafael Mendes',
      recording: 'https://www.youtube.com/watch?v=Zp7Kd2wQx9M',
    },
  },
  {
    n: 754,
    title: 'Skills-based hiring for customer service roles',
    company: 'Unity Housing Association',
    industry: 'Public Sector',
    size: '201-1000',
    topics: ['Skills & Capabilities', 'DEI'],
    blurb:
      'A housing association dropped degree requirements and used work-sample assessments to hire customer service advisers.',
    challenge:
      'Hiring relied on CVs and degrees, producing a narrow candidate pool that did not reflect the tenants served.',
    solution:
      'The team defined the core skills for the role, replaced CV screening with a work-sample task and trained hiring managers in structured interviews.',
    steps: [
      'Defined six core skills with current advisers',
      'Designed a 30-minute work-sample task',
      'Trained managers in structured interviewing',
      'Tracked performance of new hires at six months',
    ],
    results: 'The candidate pool became more diverse and new hires performed at least as well as before.',
    outcomes: [
      'Applications up 2.5x',
      'Hires from local communities up 45%',
      'Six-month performance equal to or above previous hires',
    ],
    views: 1520,
  },
  {
    n: 755,
    title: 'Continuous feedback for a distributed engineering team',
    company: 'Northwind Cloud',
    industry: 'Technology',
    size: '1001-5000',
    topics: ['Performance', 'Coaching'],
    blurb:
      'A cloud provider taught engineers to give specific peer feedback and built it into sprint rituals.',
    challenge:
      'Engineers received feedback only twice a year and it was often vague. Teams spread across continents rarely discussed how they worked together.',
    solution:
      'The learning team trained engineers in a simple feedback model and added a 10-minute feedback round to every second sprint retrospective.',
    steps: [
      'Taught the situation-behaviour-impact model in 45 minutes',
      'Added a feedback round to retros',
      'Gave managers prompts to model the behaviour',
      'Measured feedback frequency via pulses',
    ],
    results:
      'Engineers reported receiving useful feedback far more often, and team effectiveness scores rose.',
    outcomes: [
      '"I received useful feedback this month" up from 31% to 72%',
      'Team effectiveness scores up 9 points',
      'Practice adopted by 85% of teams',
    ],
    views: 2930,
  },
  {
    n: 756,
    title: 'Upskilling finance teams in data analysis',
    company: 'Crestline Foods',
    industry: 'Manufacturing',
    size: '1001-5000',
    topics: ['Skills & Capabilities', 'Digital Learning'],
    blurb:
      'A food company ran a data academy for finance analysts, moving them from spreadsheets to self-service analytics.',
    challenge:
      'Finance analysts spent most of their time building spreadsheets by hand and little on analysis, and the business wanted faster insight.',
    solution:
      'A twelve-week data academy combined online modules, weekly labs on real company data and a capstone automating an existing report.',
    steps: [
      'Assessed baseline data skills',
      'Built labs on real datasets',
      'Required a capstone that replaced a manual report',
      'Celebrated capstones with the CFO',
    ],
    results: 'Analysts automated dozens of reports and redirected time to business partnering.',
    outcomes: [
      '48 manual reports automated',
      'Analyst time on analysis up from 20% to 45%',
      '52 analysts graduated',
    ],
    views: 1140,
  },
  {
    n: 757,
    title: 'A leadership programme for women in engineering',
    company: 'Tarrant Aerospace',
    industry: 'Manufacturing',
    size: '5000+',
    topics: ['DEI', 'Leadership Development'],
    blurb:
      'An aerospace company built a sponsorship-based leadership programme that moved more women into engineering leadership.',
    challenge:
      'Women made up 22% of engineers but only 9% of engineering leaders, and talent reviews showed few women nominated for stretch roles.',
    solution:
      'The programme combined leadership modules with an executive sponsor for each participant, a stretch assignment and visibility at leadership forums.',
    steps: [
      'Selected participants through talent reviews',
      'Matched each participant with an executive sponsor',
      'Agreed a stretch assignment within three months',
      'Tracked promotions over two years',
    ],
    results:
      'Participants were promoted at higher rates and the share of women in engineering leadership grew.',
    outcomes: [
      'Women in engineering leadership up from 9% to 15%',
      '58% of participants promoted within two years',
      'Sponsors reported learning about barriers',
    ],
    views: 2620,
    session: { daysAgo: 210, speaker: 'Grace Adeyemi', recording: 'https://vimeo.com/791336845' },
  },
  {
    n: 758,
    title: 'Measuring coaching impact with goal attainment scaling',
    company: 'Hollis Group',
    industry: 'Professional Services',
    size: '1001-5000',
    topics: ['Coaching', 'Measurement & ROI'],
    blurb:
      'A consulting group evaluated its coaching programme with goal attainment scaling and stakeholder ratings.',
    challenge:
      'The coaching programme was growing but its value was questioned. Coaching goals were private and outcomes hard to aggregate.',
    solution:
      'Coachees set two goals with observable indicators, scaled from -2 to +2, and a nominated stakeholder rated progress at the end of the engagement.',
    steps: [
      'Trained coaches to write scalable goals',
      'Kept goal content confidential, shared only scores',
      'Collected stakeholder ratings',
      'Reported aggregate attainment quarterly',
    ],
    results:
      'Most coachees exceeded their expected outcomes and the leadership team approved expanding the programme.',
    outcomes: [
      '78% of goals met or exceeded',
      'Stakeholder ratings aligned with coachee ratings',
      'Programme expanded to two more regions',
    ],
    views: 1810,
    session: {
      daysAgo: 275,
      speaker: 'Oliver Strand',
      recording: 'https://www.youtube.com/watch?v=bN4rT6yUe2s',
    },
  },
  {
    n: 759,
    title: 'Revitalising a dormant mentoring network',
    company: 'Greenacre Council',
    industry: 'Public Sector',
    size: '1001-5000',
    topics: ['Learning Culture', 'Coaching'],
    blurb:
      'A council revived an unused mentoring scheme with a matching tool, short training and themed mentoring months.',
    challenge:
      'A mentoring scheme existed on paper but few people used it. Mentors did not know what was expected and mentees did not know how to find one.',
    solution:
      'The L&D team introduced a simple matching tool, a one-hour mentor primer, and themed months (career moves, digital skills, leadership) to give conversations focus.',
    steps: [
      'Refreshed mentor profiles with a simple form',
      'Ran a one-hour mentor primer',
      'Launched themed mentoring months',
      'Shared short stories from pairs',
    ],
    results: 'Active mentoring pairs grew quickly and participants reported career progress.',
    outcomes: [
      'Active pairs up from 12 to 140',
      '27% of mentees moved role within a year',
      'Mentor satisfaction 4.5 out of 5',
    ],
    views: 0,
    image: null,
  },
];

function toItem(src: CaseStudySource, index: number): SeedItem {
  const id = `res_${src.n}`;
  const hasPdf = index % 4 === 1;
  const hasImage = index % 3 === 0 && src.image === undefined;
  const pdfUrl = hasPdf ? `/files/case-studies/${id}.pdf` : null;
  const blocks = [
    heading('Challenge', 1),
    paragraph(src.challenge),
    heading('Solution', 1),
    paragraph(src.solution),
    heading('What they did', 2),
    numbered(src.steps),
    ...(hasImage
      ? [image(coverUrl(id), `Illustration for ${src.title}`, `${src.company}: programme overview`)]
      : []),
    heading('Results', 1),
    paragraph(src.results),
    bullets(src.outcomes),
    ...(pdfUrl ? [pdf(pdfUrl, `${src.title} (case study PDF)`)] : []),
  ];
  const base: SeedItem = {
    id,
    type: 'case-study',
    title: src.title,
    blurb: src.blurb,
    topics: src.topics,
    industry: src.industry,
    headcount: src.size,
    source: src.company,
    challenge: src.challenge,
    solution: src.solution,
    results: src.results,
    pdfUrl,
    viewCount: src.views ?? 0,
    addedDaysAgo: 3 + index * 9,
    blocks,
    ...(src.image !== undefined ? { image: src.image } : {}),
  };
  if (!src.session) return base;
  return {
    ...base,
    type: 'event',
    isPraxisCase: true,
    dayOffset: -src.session.daysAgo,
    hourUtc: 16,
    speaker: src.session.speaker,
    speakerPhoto: true,
    recordingUrl: src.session.recording,
    mediaType: 'video',
  };
}

export const CASE_STUDIES: SeedItem[] = SOURCES.map(toItem);
