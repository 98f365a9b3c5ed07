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

// ---- what a draft changes ---------------------------------------------------------------------

interface DocItem {
  id?: string;
  level: number;
  prompt: string;
  peerPrompt: string;
}
interface DocCompetency {
  id: string;
  name: string;
  category: string;
  description: string;
  levels: readonly string[];
  items: readonly DocItem[];
}
interface Doc {
  competencies: readonly DocCompetency[];
}

/** What a draft changes in the published bank (the audit log and the console say it in words). */
export interface BankChanges {
  /** Competencies whose name, category, description or level texts change. */
  competenciesEdited: string[];
  competenciesAdded: string[];
  /** Competencies left out: all their items are retired. */
  competenciesRemoved: string[];
  itemsEdited: number;
  itemsAdded: number;
  itemsRetired: number;
}

export function bankChanges(published: Doc, draft: Doc): BankChanges {
  const before = new Map(published.competencies.map((c) => [c.id, c]));
  const after = new Set(draft.competencies.map((c) => c.id));
  const items = new Map(published.competencies.flatMap((c) => c.items.map((i) => [i.id, i] as const)));
  const kept = new Set<string>();
  const changes: BankChanges = {
    competenciesEdited: [],
    competenciesAdded: [],
    competenciesRemoved: published.competencies.filter((c) => !after.has(c.id)).map((c) => c.id),
    itemsEdited: 0,
    itemsAdded: 0,
    itemsRetired: 0,
  };
  for (const c of draft.competencies) {
    const was = before.get(c.id);
    if (!was) changes.competenciesAdded.push(c.id);
    else if (
      was.name !== c.name ||
      was.category !== c.category ||
      was.description !== c.description ||
      was.levels.some((text, i) => text !== c.levels[i])
    ) {
      changes.competenciesEdited.push(c.id);
    }
    for (const item of c.items) {
      const old = item.id ? items.get(item.id) : undefined;
      if (!old) {
        changes.itemsAdded += 1;
        continue;
      }
      kept.add(item.id!);
      if (old.prompt !== item.prompt || old.peerPrompt !== item.peerPrompt) changes.itemsEdited += 1;
    }
  }
  changes.itemsRetired = [...items.keys()].filter((id) => id && !kept.has(id)).length;
  return changes;
}

/** What a draft changes in one competency (`published` undefined: the competency is new). */
export const competencyChanges = (published: DocCompetency | undefined, draft: DocCompetency): BankChanges =>
  bankChanges({ competencies: published ? [published] : [] }, { competencies: [draft] });

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The changes in words: "1 competency edited, 2 items added" or "No changes". */
export function describeBankChanges(c: BankChanges): string {
  const parts = [
    c.competenciesEdited.length &&
      `${counted(c.competenciesEdited.length, 'competency', 'competencies')} edited`,
    c.competenciesAdded.length &&
      `${counted(c.competenciesAdded.length, 'competency', 'competencies')} added`,
    c.competenciesRemoved.length &&
      `${counted(c.competenciesRemoved.length, 'competency', 'competencies')} removed`,
    c.itemsEdited && `${counted(c.itemsEdited, 'item', 'items')} reworded`,
    c.itemsAdded && `${counted(c.itemsAdded, 'item', 'items')} added`,
    c.itemsRetired && `${counted(c.itemsRetired, 'item', 'items')} retired`,
  ].filter((p): p is string => typeof p === 'string');
  return parts.length === 0 ? 'No changes' : parts.join(', ');
}
