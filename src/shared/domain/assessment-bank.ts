/**
 * The competency bank's own rules, written once: the bank document's schema, the shipped bank's
 * tests and the console's editor all use them.
 */

/** Upper bounds of a bank document, so a bank (and the form that edits it) stays readable. */
export const BANK_LIMITS = {
  name: 200,
  competencies: 40,
  competencyName: 100,
  description: 1_000,
  levelText: 500,
  itemsPerCompetency: 25,
  prompt: 500,
} as const;

/** Competency ids are lowercase words joined by hyphens ("knowing-the-business"). */
export const COMPETENCY_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A peer wording speaks about a teammate without any pronoun, whoever it may refer to: the rated
 * person's gender is never assumed, and a "they" about someone else would read as them. These are
 * the words refused.
 */
export const PEER_PRONOUNS = [
  'he',
  'him',
  'his',
  'himself',
  'she',
  'her',
  'hers',
  'herself',
  'they',
  'them',
  'their',
  'theirs',
  'themselves',
  'themself',
] as const;

const PRONOUN_WORD = new RegExp(`\\b(${PEER_PRONOUNS.join('|')})\\b`, 'i');

/** The first pronoun a peer wording uses (lower case), or null when it uses none. */
export function peerPronoun(peerPrompt: string): string | null {
  const found = PRONOUN_WORD.exec(peerPrompt);
  return found ? found[1]!.toLowerCase() : null;
}

/** The one placeholder a peer wording may hold: the rated teammate's first name. */
export const NAME_PLACEHOLDER = '{name}';

/** A placeholder other than {name} (a typo such as {nmae}), or null. */
export function unknownPlaceholder(peerPrompt: string): string | null {
  for (const match of peerPrompt.matchAll(/\{[^}]*\}?/g)) {
    if (match[0] !== NAME_PLACEHOLDER) return match[0];
  }
  return null;
}

/** Every competency keeps at least one active item per level: its level estimate needs all five. */
export function missingLevels(levels: readonly number[]): number[] {
  const present = new Set(levels);
  return [1, 2, 3, 4, 5].filter((l) => !present.has(l));
}
