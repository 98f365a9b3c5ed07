import type { COMPETENCY_CATEGORIES } from '../schema';
import { slugify } from './blocks';

type Category = (typeof COMPETENCY_CATEGORIES)[number];

export interface CompetencySource {
  id: string;
  name: string;
  category: Category;
  description: string;
  /** Five level descriptions, level 1 first. */
  levels: [string, string, string, string, string];
  /** Five first-person statements rated 1–5, for levels 1 to 5. */
  items: [string, string, string, string, string];
}

type Draft = Omit<CompetencySource, 'id'>;

const DRAFTS: Draft[] = [
  // STRATEGIZING
  {
    name: 'Knowing the Business',
    category: 'STRATEGIZING',
    description:
      'Understands how the organisation creates value, its market, its numbers and its priorities, and uses that understanding to focus learning where it matters.',
    levels: [
      "Knows the organisation's products, customers and structure at a basic level.",
      'Explains the main business model, key metrics and current priorities of the areas they support.',
      'Connects learning requests to business goals and speaks confidently with leaders about performance data.',
      'Anticipates business shifts and their capability implications before they are raised by stakeholders.',
      'Is seen by executives as a business leader who happens to specialise in learning; shapes business decisions.',
    ],
    items: [
      'I can describe what our organisation sells, to whom, and how it makes money.',
      'I know the key performance metrics of the business areas I support and their current trends.',
      'I start conversations with stakeholders from their business goals rather than from learning solutions.',
      'I spot upcoming changes in our market or strategy and raise their capability implications early.',
      'Senior leaders seek my view on business decisions beyond learning and development.',
    ],
  },
  {
    name: 'Shaping the Strategy',
    category: 'STRATEGIZING',
    description:
      'Builds and communicates a learning and capability strategy that follows from the business strategy, with clear priorities and trade-offs.',
    levels: [
      'Understands the purpose of the current learning strategy and how their work contributes to it.',
      'Contributes ideas and evidence to strategy discussions for their area.',
      'Translates business priorities into a coherent learning plan with explicit priorities and trade-offs.',
      'Leads the development of the capability strategy with business leaders and secures commitment to it.',
      'Shapes organisational strategy by making capability a central consideration in executive decisions.',
    ],
    items: [
      'I can explain how my work contributes to our learning strategy.',
      'I contribute evidence and ideas when our learning priorities are set.',
      'I turn business priorities into a learning plan with clear choices about what we will not do.',
      'I lead capability strategy conversations with senior business leaders and secure their commitment.',
      'Executives treat capability as a core part of business strategy because of my influence.',
    ],
  },
  {
    name: 'Measuring Impact',
    category: 'STRATEGIZING',
    description:
      'Defines, collects and communicates evidence of learning impact on behaviour and business outcomes, and uses it to improve decisions.',
    levels: [
      'Collects participant feedback and completion data for learning activities.',
      'Designs simple evaluations that include knowledge checks and follow-up on application.',
      'Plans evaluations up front with stakeholders, linking learning to behaviour and business indicators.',
      'Uses comparison groups and combined data sources to estimate impact credibly and report it persuasively.',
      'Sets the measurement standard for the organisation and uses evidence to steer the whole learning portfolio.',
    ],
    items: [
      'I collect feedback and completion data for the learning I deliver.',
      'I check whether people apply what they learned some weeks after a learning activity.',
      'I agree success measures with stakeholders before a programme is designed.',
      'I use comparison groups or trend data to show the effect of a programme on business results.',
      'Our decisions to continue, change or stop learning programmes are driven by evidence I have set up.',
    ],
  },
  // CONSULTING
  {
    name: 'Understanding Stakeholders',
    category: 'CONSULTING',
    description:
      'Builds trusted relationships with stakeholders and understands their goals, pressures, language and expectations.',
    levels: [
      'Knows who the main stakeholders of their work are.',
      "Builds working relationships and understands each stakeholder's immediate needs.",
      "Understands stakeholders' goals, pressures and politics, and adapts their approach to each.",
      'Is a trusted adviser to senior stakeholders and manages conflicting interests constructively.',
      'Shapes the stakeholder landscape, building coalitions across the organisation for capability priorities.',
    ],
    items: [
      'I know who the key stakeholders of my work are.',
      'I understand what my stakeholders need from me in the short term.',
      "I adapt how I communicate to each stakeholder's goals, pressures and language.",
      'Senior stakeholders come to me as a trusted adviser, including when their interests conflict.',
      'I build coalitions of leaders across the organisation around capability priorities.',
    ],
  },
  {
    name: 'Co-creating Solutions',
    category: 'CONSULTING',
    description:
      'Diagnoses performance problems with stakeholders and co-creates solutions, including ones that are not training.',
    levels: [
      'Takes requests and clarifies basic requirements such as audience and timing.',
      'Asks questions about the performance problem before agreeing a solution.',
      'Diagnoses causes with stakeholders and proposes the smallest effective solution, training or not.',
      'Facilitates co-design with stakeholders and users, balancing evidence, constraints and ownership.',
      'Changes how the organisation approaches performance problems, embedding co-creation as standard practice.',
    ],
    items: [
      'I clarify audience, timing and scope when I receive a learning request.',
      'I ask about the underlying performance problem before agreeing to build anything.',
      'I recommend non-training solutions when they are more likely to solve the problem.',
      'I facilitate co-design sessions where stakeholders and end users shape the solution with me.',
      'Other teams in the organisation now use the co-creation approach I introduced.',
    ],
  },
  {
    name: 'Enabling Action',
    category: 'CONSULTING',
    description:
      'Helps stakeholders and managers take ownership of implementation, so solutions are adopted and sustained.',
    levels: [
      'Shares materials and instructions with the people who will implement a solution.',
      'Prepares managers and stakeholders for their role in implementation.',
      'Agrees clear ownership, actions and follow-up with stakeholders and tracks adoption.',
      "Builds stakeholders' capability to lead change themselves and intervenes early when adoption stalls.",
      'Creates conditions where business leaders own capability building as part of running their business.',
    ],
    items: [
      'I give the people who implement a solution the materials and instructions they need.',
      'I brief managers on what they need to do before and after their people take part in learning.',
      'I agree named owners and follow-up actions with stakeholders and track adoption.',
      'I notice early when adoption stalls and help stakeholders get it back on track.',
      'Business leaders in my organisation treat building capability as part of their own job.',
    ],
  },
  // DESIGNING
  {
    name: 'Co-designing Experiences',
    category: 'DESIGNING',
    description:
      'Designs learning experiences with and for learners, grounded in their context and focused on performance outcomes.',
    levels: [
      'Follows existing templates and design guidelines to create learning materials.',
      'Designs activities with clear objectives and some learner input.',
      'Designs end-to-end experiences around performance outcomes, involving learners in testing and iteration.',
      'Leads human-centred design processes and coaches others in experience design.',
      'Sets the design approach for the organisation and is recognised externally for experience design.',
    ],
    items: [
      'I create learning materials using our templates and design guidelines.',
      'I write clear objectives for the activities I design.',
      'I test designs with real learners and improve them based on what I observe.',
      'I lead design processes in which learners and stakeholders shape the experience with me.',
      'Peers outside my organisation ask me about our approach to learning experience design.',
    ],
  },
  {
    name: 'Applying Learning Science',
    category: 'DESIGNING',
    description:
      'Applies evidence about how people learn, such as retrieval, spacing, feedback and transfer, and challenges myths.',
    levels: [
      'Is aware of basic principles of how adults learn.',
      'Uses common evidence-based techniques such as practice and feedback in their designs.',
      'Selects techniques deliberately from evidence, such as retrieval, spacing and worked examples, and explains why.',
      'Evaluates the evidence behind new methods, challenges myths and tests designs through experiments.',
      'Advances practice by contributing research or guidance that others adopt.',
    ],
    items: [
      'I know the basic principles of how adults learn.',
      'I include practice and feedback in the learning I design.',
      'I use retrieval practice and spacing deliberately, and can explain the evidence behind them.',
      'I question popular learning myths and test my designs with simple experiments.',
      'Others use guidance or research I have produced about how people learn.',
    ],
  },
  {
    name: 'Using Technology',
    category: 'DESIGNING',
    description:
      'Uses learning technology and AI effectively and responsibly to create, deliver and support learning.',
    levels: [
      "Uses the organisation's learning platform and basic authoring tools.",
      'Chooses suitable tools for different formats and uses AI assistants for routine tasks.',
      'Integrates technology and AI into design and delivery, with attention to accessibility, data and quality.',
      'Evaluates and introduces new technologies, setting guidelines for responsible use.',
      "Shapes the organisation's learning technology and AI strategy and its ecosystem of tools.",
    ],
    items: [
      'I use our learning platform and authoring tools confidently.',
      'I use AI assistants to speed up routine parts of my work.',
      'I check accessibility, data protection and quality when I use technology or AI in learning.',
      'I evaluate new learning technologies and write guidelines for their responsible use.',
      'I shape the strategy for our learning technology ecosystem, including AI.',
    ],
  },
  // IMPLEMENTING
  {
    name: 'Facilitating Learning',
    category: 'IMPLEMENTING',
    description:
      'Facilitates engaging, inclusive learning in person and online, adapting to the group in the moment.',
    levels: [
      'Delivers prepared sessions following a facilitator guide.',
      'Facilitates sessions that engage participants, online and in person.',
      'Adapts facilitation to the group in the moment and creates an inclusive, safe space for practice.',
      'Facilitates complex or senior groups and difficult conversations with skill; develops other facilitators.',
      'Is recognised as a master facilitator and shapes facilitation standards across the organisation.',
    ],
    items: [
      'I can deliver a prepared session using a facilitator guide.',
      'I keep participants actively engaged in both online and in-person sessions.',
      'I adapt my plan in the moment when the group needs something different.',
      'I facilitate senior groups and difficult conversations with confidence.',
      'I set the standard for facilitation in our organisation and develop other facilitators.',
    ],
  },
  {
    name: 'Promoting Initiatives',
    category: 'IMPLEMENTING',
    description:
      'Markets and communicates learning initiatives so the right people know about them, value them and take part.',
    levels: [
      'Announces learning activities through standard channels.',
      'Writes clear, audience-focused communications about learning initiatives.',
      'Plans campaigns with messages, channels and champions for each audience, and tracks uptake.',
      'Builds a recognisable brand for learning and uses stories and data to sustain engagement.',
      'Makes learning a visible part of the employer brand and organisational identity.',
    ],
    items: [
      'I announce learning activities through our usual channels.',
      "I write communications about learning from the audience's point of view.",
      'I plan campaigns with tailored messages, channels and champions, and track uptake.',
      'I use stories and data to keep people engaged with learning initiatives over time.',
      'I have made learning a visible part of how our organisation presents itself to candidates and employees.',
    ],
  },
  {
    name: 'Managing Projects',
    category: 'IMPLEMENTING',
    description:
      'Plans and delivers learning projects on time and on budget, managing scope, risks, vendors and stakeholders.',
    levels: [
      'Completes assigned project tasks on time.',
      'Plans and manages small projects with clear milestones.',
      'Manages complex projects with multiple stakeholders, risks, budgets and vendors.',
      'Leads portfolios of projects, balancing priorities and capacity across the team.',
      "Sets project and portfolio practices for L&D and is trusted with the organisation's largest initiatives.",
    ],
    items: [
      'I complete the project tasks assigned to me on time.',
      'I plan small learning projects with clear milestones and keep them on track.',
      'I manage complex projects with several stakeholders, vendors and a budget.',
      "I balance a portfolio of projects against our team's capacity and priorities.",
      "I am trusted to lead the organisation's largest learning initiatives.",
    ],
  },
  // LEADING
  {
    name: 'Managing Performance',
    category: 'LEADING',
    description:
      'Sets clear expectations, gives feedback and manages performance so that people and teams deliver.',
    levels: [
      'Understands their own objectives and seeks feedback on their performance.',
      'Sets clear expectations for their own work and gives constructive feedback to peers.',
      'Sets goals with others, gives regular feedback and addresses underperformance promptly.',
      'Builds a high-performance environment with fair standards and coaching conversations.',
      'Shapes performance practices for the wider organisation.',
    ],
    items: [
      'I know my objectives and ask for feedback on my performance.',
      'I give constructive feedback to colleagues when it helps them.',
      'I agree goals with others, give regular feedback and address underperformance early.',
      'I create an environment where high standards and fair treatment go together.',
      'Performance practices across our organisation reflect my influence.',
    ],
  },
  {
    name: 'Developing Teams',
    category: 'LEADING',
    description:
      'Develops the capability of the L&D team and others through coaching, stretch opportunities and a learning culture.',
    levels: [
      'Shares knowledge with colleagues when asked.',
      "Supports colleagues' learning through informal coaching and knowledge sharing.",
      'Develops team members deliberately with development plans, stretch assignments and feedback.',
      'Builds team capability strategically, including succession and new roles the team will need.',
      'Is known for developing people who go on to lead L&D in other organisations.',
    ],
    items: [
      'I share what I know when colleagues ask for help.',
      'I coach colleagues informally and share useful knowledge proactively.',
      'I give the people I work with stretch assignments and regular development feedback.',
      'I plan the capabilities and roles our team will need in the coming years.',
      'People I have developed now lead learning teams elsewhere.',
    ],
  },
  {
    name: 'Empowering People',
    category: 'LEADING',
    description:
      "Creates autonomy, trust and psychological safety so others take ownership of their own and their team's learning.",
    levels: [
      "Respects colleagues' views and contributes to a positive team climate.",
      'Involves others in decisions that affect them and encourages ideas.',
      'Delegates meaningfully, builds trust and makes it safe to take risks and admit mistakes.',
      'Creates conditions for self-directed learning and distributed leadership across teams.',
      'Models and spreads an empowering leadership culture across the organisation.',
    ],
    items: [
      "I respect colleagues' views and help create a positive team climate.",
      'I involve people in decisions that affect their work.',
      'I delegate meaningful work and make it safe for others to take risks and admit mistakes.',
      'I create conditions where people direct their own learning and lead without formal authority.',
      'Leaders across the organisation adopt the empowering practices I model.',
    ],
  },
];

export const COMPETENCIES: CompetencySource[] = DRAFTS.map((d) => ({ ...d, id: slugify(d.name) }));

export const ASSESSMENT_NAME = 'Praxis L&D Competency Assessment';
