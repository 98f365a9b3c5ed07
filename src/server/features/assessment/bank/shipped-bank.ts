import type { BankDocument } from '../../../../shared/contract/assessment-bank';

/**
 * The competency bank every install starts with (installed as version 1 right after migrating,
 * see install.ts): 15 competencies in 5 categories, five level texts each and one item per level.
 * Each item has its self wording (first person) and its peer wording (what a teammate reads:
 * third person, `{name}` for the rated member's first name, and no pronouns at all).
 */
export const SHIPPED_BANK: BankDocument = {
  name: 'Praxis L&D Competency Assessment',
  competencies: [
    // ---- STRATEGIZING ---------------------------------------------------------------------------
    {
      id: 'knowing-the-business',
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
        {
          level: 1,
          prompt: 'I can describe what our organisation sells, to whom, and how it makes money.',
          peerPrompt: '{name} can describe what the organisation sells, to whom, and how it makes money.',
        },
        {
          level: 2,
          prompt:
            'I know the key performance metrics of the business areas I support and their current trends.',
          peerPrompt:
            '{name} knows the key performance metrics of the business areas supported and how those metrics are trending.',
        },
        {
          level: 3,
          prompt:
            'I start conversations with stakeholders from their business goals rather than from learning solutions.',
          peerPrompt:
            "{name} starts conversations with stakeholders from the stakeholders' business goals rather than from learning solutions.",
        },
        {
          level: 4,
          prompt:
            'I spot upcoming changes in our market or strategy and raise their capability implications early.',
          peerPrompt:
            '{name} spots upcoming changes in the market or strategy and raises the capability implications early.',
        },
        {
          level: 5,
          prompt: 'Senior leaders seek my view on business decisions beyond learning and development.',
          peerPrompt:
            'Senior leaders ask {name} for a view on business decisions beyond learning and development.',
        },
      ],
    },
    {
      id: 'shaping-the-strategy',
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
        {
          level: 1,
          prompt: 'I can explain how my work contributes to our learning strategy.',
          peerPrompt:
            "{name} can explain how everyday work contributes to the organisation's learning strategy.",
        },
        {
          level: 2,
          prompt: 'I contribute evidence and ideas when our learning priorities are set.',
          peerPrompt: '{name} contributes evidence and ideas when learning priorities are set.',
        },
        {
          level: 3,
          prompt:
            'I turn business priorities into a learning plan with clear choices about what we will not do.',
          peerPrompt:
            '{name} turns business priorities into a learning plan with clear choices about what will not be done.',
        },
        {
          level: 4,
          prompt:
            'I lead capability strategy conversations with senior business leaders and secure their commitment.',
          peerPrompt:
            "{name} leads capability strategy conversations with senior business leaders and secures the leaders' commitment.",
        },
        {
          level: 5,
          prompt: 'Executives treat capability as a core part of business strategy because of my influence.',
          peerPrompt:
            'Executives treat capability as a core part of business strategy because of the influence of {name}.',
        },
      ],
    },
    {
      id: 'measuring-impact',
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
        {
          level: 1,
          prompt: 'I collect feedback and completion data for the learning I deliver.',
          peerPrompt: '{name} collects feedback and completion data for the learning delivered.',
        },
        {
          level: 2,
          prompt: 'I check whether people apply what they learned some weeks after a learning activity.',
          peerPrompt:
            '{name} checks whether participants apply what was learned some weeks after a learning activity.',
        },
        {
          level: 3,
          prompt: 'I agree success measures with stakeholders before a programme is designed.',
          peerPrompt: '{name} agrees success measures with stakeholders before a programme is designed.',
        },
        {
          level: 4,
          prompt:
            'I use comparison groups or trend data to show the effect of a programme on business results.',
          peerPrompt:
            '{name} uses comparison groups or trend data to show the effect of a programme on business results.',
        },
        {
          level: 5,
          prompt:
            'Our decisions to continue, change or stop learning programmes are driven by evidence I have set up.',
          peerPrompt:
            'Decisions to continue, change or stop learning programmes are driven by evidence {name} has set up.',
        },
      ],
    },
    // ---- CONSULTING -----------------------------------------------------------------------------
    {
      id: 'understanding-stakeholders',
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
        {
          level: 1,
          prompt: 'I know who the key stakeholders of my work are.',
          peerPrompt: '{name} knows who the key stakeholders are for each piece of work.',
        },
        {
          level: 2,
          prompt: 'I understand what my stakeholders need from me in the short term.',
          peerPrompt: '{name} understands what stakeholders need in the short term.',
        },
        {
          level: 3,
          prompt: "I adapt how I communicate to each stakeholder's goals, pressures and language.",
          peerPrompt: "{name} adapts communication to each stakeholder's goals, pressures and language.",
        },
        {
          level: 4,
          prompt:
            'Senior stakeholders come to me as a trusted adviser, including when their interests conflict.',
          peerPrompt:
            'Senior stakeholders come to {name} as a trusted adviser, including when interests conflict.',
        },
        {
          level: 5,
          prompt: 'I build coalitions of leaders across the organisation around capability priorities.',
          peerPrompt:
            '{name} builds coalitions of leaders across the organisation around capability priorities.',
        },
      ],
    },
    {
      id: 'co-creating-solutions',
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
        {
          level: 1,
          prompt: 'I clarify audience, timing and scope when I receive a learning request.',
          peerPrompt: '{name} clarifies audience, timing and scope when a learning request comes in.',
        },
        {
          level: 2,
          prompt: 'I ask about the underlying performance problem before agreeing to build anything.',
          peerPrompt:
            '{name} asks about the underlying performance problem before agreeing to build anything.',
        },
        {
          level: 3,
          prompt: 'I recommend non-training solutions when they are more likely to solve the problem.',
          peerPrompt:
            '{name} recommends non-training solutions when those are more likely to solve the problem.',
        },
        {
          level: 4,
          prompt:
            'I facilitate co-design sessions where stakeholders and end users shape the solution with me.',
          peerPrompt:
            '{name} facilitates co-design sessions where stakeholders and end users shape the solution together.',
        },
        {
          level: 5,
          prompt: 'Other teams in the organisation now use the co-creation approach I introduced.',
          peerPrompt: 'Other teams in the organisation now use the co-creation approach {name} introduced.',
        },
      ],
    },
    {
      id: 'enabling-action',
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
        {
          level: 1,
          prompt: 'I give the people who implement a solution the materials and instructions they need.',
          peerPrompt:
            '{name} gives the people who implement a solution the materials and instructions needed.',
        },
        {
          level: 2,
          prompt:
            'I brief managers on what they need to do before and after their people take part in learning.',
          peerPrompt:
            '{name} briefs managers on what to do before and after team members take part in learning.',
        },
        {
          level: 3,
          prompt: 'I agree named owners and follow-up actions with stakeholders and track adoption.',
          peerPrompt:
            '{name} agrees named owners and follow-up actions with stakeholders and tracks adoption.',
        },
        {
          level: 4,
          prompt: 'I notice early when adoption stalls and help stakeholders get it back on track.',
          peerPrompt:
            '{name} notices early when adoption stalls and helps stakeholders get it back on track.',
        },
        {
          level: 5,
          prompt: 'Business leaders in my organisation treat building capability as part of their own job.',
          peerPrompt:
            "Business leaders who work with {name} treat building capability as part of a leader's own job.",
        },
      ],
    },
    // ---- DESIGNING ------------------------------------------------------------------------------
    {
      id: 'co-designing-experiences',
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
        {
          level: 1,
          prompt: 'I create learning materials using our templates and design guidelines.',
          peerPrompt:
            "{name} creates learning materials using the organisation's templates and design guidelines.",
        },
        {
          level: 2,
          prompt: 'I write clear objectives for the activities I design.',
          peerPrompt: '{name} writes clear objectives for each activity designed.',
        },
        {
          level: 3,
          prompt: 'I test designs with real learners and improve them based on what I observe.',
          peerPrompt:
            '{name} tests designs with real learners and improves each design based on what is observed.',
        },
        {
          level: 4,
          prompt: 'I lead design processes in which learners and stakeholders shape the experience with me.',
          peerPrompt:
            '{name} leads design processes in which learners and stakeholders help shape the experience.',
        },
        {
          level: 5,
          prompt: 'Peers outside my organisation ask me about our approach to learning experience design.',
          peerPrompt:
            "Peers outside the organisation ask {name} about the organisation's approach to learning experience design.",
        },
      ],
    },
    {
      id: 'applying-learning-science',
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
        {
          level: 1,
          prompt: 'I know the basic principles of how adults learn.',
          peerPrompt: '{name} knows the basic principles of how adults learn.',
        },
        {
          level: 2,
          prompt: 'I include practice and feedback in the learning I design.',
          peerPrompt: '{name} builds practice and feedback into learning designs.',
        },
        {
          level: 3,
          prompt:
            'I use retrieval practice and spacing deliberately, and can explain the evidence behind them.',
          peerPrompt:
            '{name} uses retrieval practice and spacing deliberately, and can explain the evidence behind both.',
        },
        {
          level: 4,
          prompt: 'I question popular learning myths and test my designs with simple experiments.',
          peerPrompt: '{name} questions popular learning myths and tests designs with simple experiments.',
        },
        {
          level: 5,
          prompt: 'Others use guidance or research I have produced about how people learn.',
          peerPrompt: 'Others use guidance or research {name} has produced about how people learn.',
        },
      ],
    },
    {
      id: 'using-technology',
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
        {
          level: 1,
          prompt: 'I use our learning platform and authoring tools confidently.',
          peerPrompt: '{name} uses the learning platform and authoring tools confidently.',
        },
        {
          level: 2,
          prompt: 'I use AI assistants to speed up routine parts of my work.',
          peerPrompt: '{name} uses AI assistants to speed up routine parts of the job.',
        },
        {
          level: 3,
          prompt:
            'I check accessibility, data protection and quality when I use technology or AI in learning.',
          peerPrompt:
            '{name} checks accessibility, data protection and quality when using technology or AI in learning.',
        },
        {
          level: 4,
          prompt: 'I evaluate new learning technologies and write guidelines for their responsible use.',
          peerPrompt: '{name} evaluates new learning technologies and writes guidelines for responsible use.',
        },
        {
          level: 5,
          prompt: 'I shape the strategy for our learning technology ecosystem, including AI.',
          peerPrompt:
            "{name} shapes the strategy for the organisation's learning technology ecosystem, including AI.",
        },
      ],
    },
    // ---- IMPLEMENTING ---------------------------------------------------------------------------
    {
      id: 'facilitating-learning',
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
        {
          level: 1,
          prompt: 'I can deliver a prepared session using a facilitator guide.',
          peerPrompt: '{name} can deliver a prepared session using a facilitator guide.',
        },
        {
          level: 2,
          prompt: 'I keep participants actively engaged in both online and in-person sessions.',
          peerPrompt: '{name} keeps participants actively engaged in both online and in-person sessions.',
        },
        {
          level: 3,
          prompt: 'I adapt my plan in the moment when the group needs something different.',
          peerPrompt: '{name} adapts the plan in the moment when the group needs something different.',
        },
        {
          level: 4,
          prompt: 'I facilitate senior groups and difficult conversations with confidence.',
          peerPrompt: '{name} facilitates senior groups and difficult conversations with confidence.',
        },
        {
          level: 5,
          prompt: 'I set the standard for facilitation in our organisation and develop other facilitators.',
          peerPrompt:
            '{name} sets the standard for facilitation in the organisation and develops other facilitators.',
        },
      ],
    },
    {
      id: 'promoting-initiatives',
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
        {
          level: 1,
          prompt: 'I announce learning activities through our usual channels.',
          peerPrompt: '{name} announces learning activities through the usual channels.',
        },
        {
          level: 2,
          prompt: "I write communications about learning from the audience's point of view.",
          peerPrompt: "{name} writes communications about learning from the audience's point of view.",
        },
        {
          level: 3,
          prompt: 'I plan campaigns with tailored messages, channels and champions, and track uptake.',
          peerPrompt:
            '{name} plans campaigns with tailored messages, channels and champions, and tracks uptake.',
        },
        {
          level: 4,
          prompt: 'I use stories and data to keep people engaged with learning initiatives over time.',
          peerPrompt:
            '{name} uses stories and data to keep people engaged with learning initiatives over time.',
        },
        {
          level: 5,
          prompt:
            'I have made learning a visible part of how our organisation presents itself to candidates and employees.',
          peerPrompt:
            '{name} has made learning a visible part of how the organisation presents itself to candidates and employees.',
        },
      ],
    },
    {
      id: 'managing-projects',
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
        {
          level: 1,
          prompt: 'I complete the project tasks assigned to me on time.',
          peerPrompt: '{name} completes assigned project tasks on time.',
        },
        {
          level: 2,
          prompt: 'I plan small learning projects with clear milestones and keep them on track.',
          peerPrompt:
            '{name} plans small learning projects with clear milestones and keeps each one on track.',
        },
        {
          level: 3,
          prompt: 'I manage complex projects with several stakeholders, vendors and a budget.',
          peerPrompt: '{name} manages complex projects with several stakeholders, vendors and a budget.',
        },
        {
          level: 4,
          prompt: "I balance a portfolio of projects against our team's capacity and priorities.",
          peerPrompt: "{name} balances a portfolio of projects against the team's capacity and priorities.",
        },
        {
          level: 5,
          prompt: "I am trusted to lead the organisation's largest learning initiatives.",
          peerPrompt: "{name} is trusted to lead the organisation's largest learning initiatives.",
        },
      ],
    },
    // ---- LEADING --------------------------------------------------------------------------------
    {
      id: 'managing-performance',
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
        {
          level: 1,
          prompt: 'I know my objectives and ask for feedback on my performance.',
          peerPrompt: '{name} knows the objectives of the role and asks for feedback on performance.',
        },
        {
          level: 2,
          prompt: 'I give constructive feedback to colleagues when it helps them.',
          peerPrompt: '{name} gives colleagues constructive feedback whenever it would help.',
        },
        {
          level: 3,
          prompt: 'I agree goals with others, give regular feedback and address underperformance early.',
          peerPrompt:
            '{name} agrees goals with others, gives regular feedback and addresses underperformance early.',
        },
        {
          level: 4,
          prompt: 'I create an environment where high standards and fair treatment go together.',
          peerPrompt: '{name} creates an environment where high standards and fair treatment go together.',
        },
        {
          level: 5,
          prompt: 'Performance practices across our organisation reflect my influence.',
          peerPrompt: 'Performance practices across the organisation reflect the influence of {name}.',
        },
      ],
    },
    {
      id: 'developing-teams',
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
        {
          level: 1,
          prompt: 'I share what I know when colleagues ask for help.',
          peerPrompt: '{name} shares knowledge when colleagues ask for help.',
        },
        {
          level: 2,
          prompt: 'I coach colleagues informally and share useful knowledge proactively.',
          peerPrompt: '{name} coaches colleagues informally and shares useful knowledge proactively.',
        },
        {
          level: 3,
          prompt: 'I give the people I work with stretch assignments and regular development feedback.',
          peerPrompt: '{name} gives colleagues stretch assignments and regular development feedback.',
        },
        {
          level: 4,
          prompt: 'I plan the capabilities and roles our team will need in the coming years.',
          peerPrompt: '{name} plans the capabilities and roles the team will need in the coming years.',
        },
        {
          level: 5,
          prompt: 'People I have developed now lead learning teams elsewhere.',
          peerPrompt: 'People {name} has developed now lead learning teams elsewhere.',
        },
      ],
    },
    {
      id: 'empowering-people',
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
        {
          level: 1,
          prompt: "I respect colleagues' views and help create a positive team climate.",
          peerPrompt: "{name} respects colleagues' views and helps create a positive team climate.",
        },
        {
          level: 2,
          prompt: 'I involve people in decisions that affect their work.',
          peerPrompt: "{name} involves colleagues in decisions that affect colleagues' work.",
        },
        {
          level: 3,
          prompt: 'I delegate meaningful work and make it safe for others to take risks and admit mistakes.',
          peerPrompt:
            '{name} delegates meaningful work and makes it safe for others to take risks and admit mistakes.',
        },
        {
          level: 4,
          prompt:
            'I create conditions where people direct their own learning and lead without formal authority.',
          peerPrompt:
            '{name} creates conditions where people become self-directed learners and lead without formal authority.',
        },
        {
          level: 5,
          prompt: 'Leaders across the organisation adopt the empowering practices I model.',
          peerPrompt: 'Leaders across the organisation adopt the empowering practices {name} models.',
        },
      ],
    },
  ],
};
