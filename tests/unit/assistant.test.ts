import {
  ACTIONS,
  actionTypeOf,
  ASSISTANT_MESSAGES,
  CONVERSATION_MAX_MESSAGES,
  followUpsOf,
  isNegativeReply,
  MAX_FOLLOW_UPS,
  MESSAGE_MAX_LENGTH,
  messageProblem,
  withActionPrefix,
} from '@shared/domain/assistant';
import { describe, expect, it } from 'vitest';

/** Replies that turn a suggestion down and ask for another one. */
const NEGATIVE = [
  'no',
  'No.',
  'NO!',
  'nope',
  'nah',
  'Nah, thanks',
  'not really',
  'something else',
  'Something else please',
  "that's not what I'm looking for",
  'That’s not what I’m looking for.',
  'not quite',
  'Not quite.',
  'not exactly',
  'I need something else',
  'i need something else please',
  'not that one',
  'Not this one',
  'something different please',
  'doesn’t help',
  "doesn't help",
  'That doesn’t help me',
  'it doesnt fit',
  'anything else?',
  'another one',
  'Another one, please',
  'show me another',
  'can you show me something else?',
  'could you suggest a different one?',
  'different one please',
  'try again',
  'any others?',
  'got any alternatives?',
  'hmm, not really',
  'No thanks',
  'no thank you',
  'nope, something else',
  'no, something more practical instead',
  'no - try another',
  "I've already read that one",
  'already seen it',
  'seen it',
  "I'd like something different",
  "I'm looking for something else",
  'not relevant',
  'not helpful',
  "that's wrong",
  'wrong one',
  'meh',
  "that isn't it",
  'this is not what I need',
  'not what I had in mind',
  'something other',
  'what else is there?',
  'is there anything else?',
  'nah, not it',
  'Not really, thanks.',
  'not for me',
];

/** Replies that are not refusals: a new question, a refinement, thanks, or "no" inside a sentence. */
const NOT_NEGATIVE = [
  'no idea where to start with onboarding',
  'not sure, what about coaching?',
  'yes',
  'yes please',
  'Perfect, thanks!',
  "that's great",
  'that helps, thank you',
  'what about leadership development?',
  'how do I measure the impact of a programme?',
  'not sure where to begin',
  'no worries, that is perfect',
  'no problem',
  'not bad at all',
  'not bad',
  'nobody on my team knows about AI',
  'notebook templates for facilitators',
  'now show me research on microlearning',
  'I need something on onboarding',
  'anything on DEI?',
  'something about feedback culture',
  'different teams need different onboarding, any case studies?',
  'I know nothing about coaching circles',
  'none of my managers give feedback, what can I do?',
  'more on mentoring for new managers',
  'can you explain that one?',
  'tell me more about it',
  'great, can you find one on coaching?',
  'is this suitable for a small company?',
  'how long does it take to read?',
  'show me case studies about retention',
  'that one is perfect',
  'love it',
  'save it',
  'ok',
  'thanks',
  'does it cover hybrid teams?',
  'no, what about a canvas for onboarding?',
  'not sure yet, maybe something for sales teams?',
  'I need help designing a leadership programme for 200 managers across three countries, with a small budget',
  'what does the research say about spaced practice?',
  'something for new managers in retail',
  'No-code tools for course authoring',
  'Notion templates for learning plans',
  'Nothing has worked for engagement so far; what did others try?',
  'another question: how do I budget for L&D?',
  '',
  '   ',
];

describe('the negative-reply rule', () => {
  it('has a table of at least 40 of each', () => {
    expect(NEGATIVE.length).toBeGreaterThanOrEqual(40);
    expect(NOT_NEGATIVE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(NEGATIVE)('"%s" asks for another suggestion', (reply) => {
    expect(isNegativeReply(reply)).toBe(true);
  });

  it.each(NOT_NEGATIVE)('"%s" is not a refusal', (reply) => {
    expect(isNegativeReply(reply)).toBe(false);
  });
});

describe('follow-ups', () => {
  it('are the lines that begin with a bullet or a dash, without it', () => {
    const text = [
      'You could ask next:',
      '- How did they measure it?',
      '• What did it cost?',
      '  * Which tools did they use?',
      'Not a follow-up',
      '— Who ran it?',
      '-',
    ].join('\n');
    expect(followUpsOf(text)).toEqual([
      'How did they measure it?',
      'What did it cost?',
      'Which tools did they use?',
      'Who ran it?',
    ]);
  });

  it('are none for empty or missing text, and at most MAX_FOLLOW_UPS, without repeats', () => {
    expect(followUpsOf(null)).toEqual([]);
    expect(followUpsOf('')).toEqual([]);
    expect(followUpsOf('just text')).toEqual([]);
    const many = Array.from({ length: 8 }, (_, i) => `- Q${i % 6}`).join('\n');
    expect(followUpsOf(many)).toHaveLength(MAX_FOLLOW_UPS);
    expect(followUpsOf('- A\n- A\n- B')).toEqual(['A', 'B']);
  });
});

describe('messages and actions', () => {
  it('refuses blank and over-long messages with a clear reason', () => {
    expect(messageProblem('  ')).toBe(ASSISTANT_MESSAGES.blank);
    expect(messageProblem('x'.repeat(MESSAGE_MAX_LENGTH))).toBeNull();
    expect(messageProblem('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(ASSISTANT_MESSAGES.tooLong);
    expect(ASSISTANT_MESSAGES.tooLong).toContain('2,000');
    expect(ASSISTANT_MESSAGES.conversationFull).toContain(String(CONVERSATION_MAX_MESSAGES));
  });

  it('names actions as the label lower-cased with underscores, and prefixes advice with it', () => {
    for (const [type, action] of Object.entries(ACTIONS)) expect(actionTypeOf(action.label)).toBe(type);
    expect(withActionPrefix('get_strategic_advice', 'Onboarding at scale')).toBe(
      'Get strategic advice: Onboarding at scale',
    );
  });
});
