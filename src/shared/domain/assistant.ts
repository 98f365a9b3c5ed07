import { escapeMarkdown } from './answer-markdown';

/**
 * The assistant's rules shared by the server and the chat panel: the two actions, the texts the
 * panel shows, what counts as a "no" during a suggestion session, how follow-ups are read from an
 * answer, and the size limits of a message and of a conversation.
 */

export const ASSISTANT_NAME = 'Your L&D assistant';
export const ASSISTANT_GREETING =
  "Hi! I'm your L&D assistant. I answer from the Praxis library: ask me anything about learning and development, or pick one of these.";
export const PRIVACY_BANNER = "We don't share or train on your data";
export const CLARIFY_PLACEHOLDER = 'Please provide more details...';
export const DEFAULT_PLACEHOLDER = 'Ask a question...';
export const THINKING = 'Thinking...';

/** The spec's two failure messages, shown as assistant messages. */
export const SUGGESTION_FAILED =
  "I'm sorry, I'm having trouble finding resources right now. Please try again in a moment.";
export const ASSISTANT_FAILED =
  "I'm sorry, I'm having trouble processing your request right now. Please try again in a moment.";

export const ACTIONS = {
  get_strategic_advice: {
    label: 'Get strategic advice',
    prompt:
      "Happy to help. What challenge are you working on? Tell me about your team, your audience and what you'd like to change, and I'll draw on case studies and resources from the library.",
  },
  suggest_a_resource: {
    label: 'Suggest a resource',
    prompt:
      "Sure. What are you looking for? Describe the topic, the audience or the problem, and I'll suggest one resource from the library.",
  },
} as const;

export type ActionType = keyof typeof ACTIONS;
export const ACTION_TYPES = Object.keys(ACTIONS) as ActionType[];

/** An action's name as the calls carry it: the label lower-cased with underscores. */
export const actionTypeOf = (label: string): string => label.trim().toLowerCase().replace(/\s+/g, '_');

/** The text the assistant receives for an advice request: the action's name, then the member's words. */
export const withActionPrefix = (action: ActionType, text: string) => `${ACTIONS[action].label}: ${text}`;

// ---- limits --------------------------------------------------------------------------------------

/** One message, as typed: longer ones are refused, never cut. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages kept in one conversation (both sides): past it the member starts a new one. */
export const CONVERSATION_MAX_MESSAGES = 60;
/** Conversations the history lists (newest first). */
export const HISTORY_LIMIT = 50;
/** Items the answers cite (and show as cards) at most. */
export const MAX_CITATIONS = 3;
/** Items excluded from one suggestion session at most (every "no" adds the one just shown). */
export const MAX_EXCLUDED = 50;
/** Earlier turns sent along with a question (the model reads them; the library engine ignores them). */
export const HISTORY_TURNS_SENT = 10;

export const ASSISTANT_MESSAGES = {
  blank: 'Type a message first.',
  tooLong: `Messages are at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters. Please shorten yours.`,
  conversationFull: `This conversation has reached its ${CONVERSATION_MAX_MESSAGES} messages. Clear history or start a new conversation to keep going.`,
  conversationNotFound: 'Conversation not found',
  answerNotFound: 'Answer not found',
  rateLimited:
    "You're sending messages faster than the assistant can answer. Please wait a minute and try again.",
  noSuggestion:
    "I couldn't find another resource in the library for that. Try describing what you need in other words.",
} as const;

/** Why a message cannot be sent, or null when it can. */
export function messageProblem(text: string): string | null {
  if (text.trim() === '') return ASSISTANT_MESSAGES.blank;
  if (text.length > MESSAGE_MAX_LENGTH) return ASSISTANT_MESSAGES.tooLong;
  return null;
}

// ---- nothing in the library ----------------------------------------------------------------------

export const NOTHING_IN_LIBRARY =
  "The library has nothing on this yet, so I won't point you to something unrelated. Here is where to go next:";
/** How much of the question the search link carries. */
const SEARCH_LINK_MAX = 100;

/**
 * The answer when retrieval finds nothing: it says so plainly and offers, instead of a citation,
 * a search for the member's words and the roadmap (to ask for the subject). Written in the
 * answers' Markdown subset, so the links are links.
 */
export function nothingFoundAnswer(searchWords: string): string {
  const q = searchWords.replace(/\s+/g, ' ').trim().slice(0, SEARCH_LINK_MAX).trim();
  const href = `/search?q=${encodeURIComponent(q).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
  return [
    NOTHING_IN_LIBRARY,
    '',
    q === ''
      ? '- [Search the library](/search)'
      : `- [Search the library for “${escapeMarkdown(q)}”](${href})`,
    '- [Suggest it on the roadmap](/roadmap), so the team knows members want it',
  ].join('\n');
}

// ---- follow-ups ----------------------------------------------------------------------------------

const FOLLOW_UP_LINE = /^\s*[-–—•*·]\s*(.+?)\s*$/;
/** Follow-ups shown at most. */
export const MAX_FOLLOW_UPS = 4;

/** Follow-up suggestions: the lines of the text that begin with a bullet or a dash, without it. */
export function followUpsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = FOLLOW_UP_LINE.exec(line);
    const item = match?.[1]?.trim();
    if (item && !out.includes(item)) out.push(item);
  }
  return out.slice(0, MAX_FOLLOW_UPS);
}

// ---- negative replies ----------------------------------------------------------------------------

/**
 * Lower-case, curly quotes straightened, apostrophes dropped ("that's" → "thats"), punctuation
 * other than separators turned into spaces, single spaces.
 */
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}\s,.;:!?-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const FILLER_START =
  /^(?:(?:hmm+|hm+|um+|uh+|erm+|well|oh|ah|sorry|honestly|actually|ok|okay|so|but|i mean|thanks|thank you)[\s,.!-]+)+/;
const POLITE_END =
  /(?:[\s,.!-]+(?:please|pls|thanks|thank you|thx|though|mate|sorry|for now|at all|i think|i guess|tbh))+$/;

/** Whole replies that turn the shown item down (after fillers and politeness are set aside). */
const NEGATIVE_WHOLE: RegExp[] = [
  // Bare refusals.
  /^(?:no+|nope|nah+|na|nay|negative|no way|not at all|not really|not quite|not exactly|not so much|not that|not this|not it|not yet|no good|no luck|meh|wrong|incorrect|neither|none|pass|skip|next|nada|not for me|not today|not interested|no not really|no thanks|no thank you|thanks but no|no sorry|not even close|hardly|afraid not|i dont think so|dont think so|i dont like it|dont like it|i dont like that one)$/,
  // "not that one", "not this resource", "not the right one".
  /^not (?:that|this|the right|the one|quite the|exactly the|really the) ?(?:one|resource|item|thing|suggestion|kind|type|case|article)?(?: i (?:want|need|meant|was after))?$/,
  // "that's not it", "that is not what I'm looking for", "this isn't right".
  /^(?:thats|that is|this is|its|it is|thisll|that|this|it)? ?(?:not|isnt|aint|wasnt) (?:it|right|quite right|really it|the one|relevant|helpful|useful|what i (?:want|wanted|need|needed|meant|asked for|am looking for|was looking for|had in mind)|what im (?:looking for|after)|for me|quite it|exactly it|quite what i (?:need|want|meant|had in mind|was looking for)|exactly what i (?:need|want|meant|was looking for)|what i was (?:after|hoping for))$/,
  /^(?:thats|that is|this is|its|it is) (?:wrong|irrelevant|off|off topic|unhelpful|useless|not helpful|not useful|not relevant|no good|no use|not it)$/,
  // "doesn't help", "that doesn't fit", "it won't work for us".
  /^(?:that|this|it|which)? ?(?:doesnt|does not|didnt|did not|wont|will not|cant|can not|cannot) (?:help|fit|work|apply|suit|match|answer)(?: (?:me|us|here|for (?:me|us|my team|our team|our case)|my question|my need|what i need))?$/,
  /^(?:not|un)?(?:helpful|relevant|useful)$/,
  /^(?:not|no) (?:helpful|relevant|useful|applicable|a match|a fit|a good fit|my thing)$/,
  // "something else", "something different please", "anything else?", "another one".
  /^(?:(?:can|could|would) you )?(?:(?:please )?(?:show|give|suggest|find|try|get|recommend|send) (?:me |us )?)?(?:something|anything|someone|one|some ?thing) (?:else|different|other|new)(?: instead)?$/,
  /^(?:(?:can|could|would) you )?(?:(?:please )?(?:show|give|suggest|find|try|get|recommend|send) (?:me |us )?)?(?:an ?other|a different|a new|the next|one more|a better) ?(?:one|resource|suggestion|option|item|idea|recommendation|pick)?(?: instead)?$/,
  /^(?:(?:can|could|would) you )?(?:show|give|suggest|find|try|get|recommend) (?:me |us )?(?:other|different|more) (?:ones|options|resources|suggestions|ideas|items)$/,
  /^(?:other|different|more) (?:ones|options|resources|suggestions|ideas|choices)$/,
  /^(?:a )?(?:different|wrong|other|new|another) (?:one|resource|suggestion|item|pick)$/,
  /^(?:try|guess) again$/,
  /^(?:any|got any|have you got any|do you have any) (?:others?|alternatives?|other (?:ones|options|suggestions|resources)|(?:thing|one) else)$/,
  /^(?:what else|whats next|what else (?:is there|have you got|do you have)|is there (?:anything|something) else|is there another( one)?)$/,
  // "I need something else", "I want a different one", "I'm looking for something different".
  /^(?:i|we|id|im|wed|were|i am|i was|i would|we would|we are|we were) (?:really )?(?:need|needed|want|wanted|like|prefer|would like|would prefer|was hoping for|hoping for|after|am after|was after|looking for|am looking for|was looking for|meant|mean|had in mind) (?:something|anything|one|some ?thing) (?:else|different|other|new)(?: instead)?$/,
  /^(?:i|we|id|im|wed|were|i am|i would|we would) (?:really )?(?:need|want|like|prefer|would like|would prefer|after|looking for|am looking for) (?:an ?other|a different|a new|a better) ?(?:one|resource|suggestion|option|item)?(?: instead)?$/,
  // "I've seen it", "already read that one", "I know that one".
  /^(?:i ?ve |i have |we ?ve |we have |i |we )?(?:already )?(?:seen|read|watched|done|tried|used|know|have|got) (?:it|that|this|that one|this one|it already|that already|that one already)(?: already| before)?$/,
  /^already (?:seen|read|watched|done|tried|know|have|got) (?:it|that|this|that one|this one)$/,
];

/** A refusal that opens a longer reply ("no, something more practical"). */
const NEGATIVE_OPENER =
  /^(no+|nope|nah+|not really|not quite|not exactly|not that one|not this one|not that|not it|meh|wrong|no thanks|no thank you)\s*[,.;:!-]+\s*(.+)$/;
/** What may follow such an opener and still be a refusal: asking for an alternative. */
const WANTS_ALTERNATIVE = /\b(?:else|another|different|other|alternative|instead|next|better|again)\b/;

function strip(text: string): string {
  let t = text.replace(/[\s,.;:!?-]+$/g, '').trim();
  for (let i = 0; i < 3; i++) {
    const before = t;
    t = t
      .replace(FILLER_START, '')
      .replace(POLITE_END, '')
      .replace(/[\s,.;:!?-]+$/g, '')
      .trim();
    if (t === before) break;
  }
  return t;
}

function isNegativeCore(t: string, depth: number): boolean {
  const core = strip(t);
  if (core === '') return false;
  if (NEGATIVE_WHOLE.some((re) => re.test(core.replace(/[,.;:!?]/g, '').replace(/\s+/g, ' ')))) return true;
  if (depth > 1) return false;
  const opened = NEGATIVE_OPENER.exec(core);
  if (opened) {
    const rest = opened[2]!.trim();
    if (rest.includes('?') && !WANTS_ALTERNATIVE.test(rest)) return false;
    return isNegativeCore(rest, depth + 1) || WANTS_ALTERNATIVE.test(rest);
  }
  return false;
}

/**
 * Whether a reply during a suggestion session turns the suggestion down and asks for another
 * ("no", "not quite", "something else", "I need something else", "doesn't help"…). Anything
 * else — a new question, a refinement that names a topic, "no idea where to start" — is not, and
 * ends the session. Only short replies can be refusals: a long one is a new request.
 */
export function isNegativeReply(text: string): boolean {
  const t = normalise(text);
  if (t === '' || t.split(' ').length > 14) return false;
  return isNegativeCore(t, 0);
}
