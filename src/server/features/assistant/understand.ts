/**
 * Question understanding for the library's retrieval: what a member asks, without the way they ask
 * it. The conversational wrapping goes ("hi, can you…", "my boss wants…", "I'm looking for…"), the
 * kind of item asked for is kept apart (a template, a video, a case, research, an event), and what
 * remains is split into concepts: a phrase of the L&D vocabulary with all the terms of its groups,
 * or one topic word. Pure: the vocabulary and the spelling corrections are given.
 */

/** The kinds of item a question can ask for, by the words that ask for them. */
export const ASKED_KINDS = {
  template: [
    'template',
    'templates',
    'worksheet',
    'worksheets',
    'toolkit',
    'checklist',
    'checklists',
    'canvas',
    'canvases',
  ],
  video: ['video', 'videos', 'watch', 'explainer', 'clip', 'recording', 'recordings', 'recorded'],
  case: [
    'case',
    'cases',
    'example',
    'examples',
    'story',
    'stories',
    'organisation',
    'organisations',
    'company',
    'companies',
    'others',
  ],
  research: ['research', 'study', 'studies', 'report', 'reports', 'paper', 'papers', 'evidence', 'findings'],
  event: ['event', 'events', 'webinar', 'webinars', 'talk', 'talks', 'meetup', 'conference'],
  audio: ['podcast', 'podcasts', 'audio', 'listen'],
} as const;
export type AskedKind = keyof typeof ASKED_KINDS;

/** Words that carry how a question is asked, not what it is about. */
const WRAPPING = new Set(
  `a about above actually advice after again all also am an and any anyone anything are around as ask asked
asking at be been before best better boss bit can cant could did didnt do does doing dont each else even
every explain for found from get give go going good got great guys had has have having he hello help
helpful her hey hi hiya his how however i id if ill im in into is isnt it its ive just keep kind know
let like little look looking lot lots made make me mine more morning most much must my need needed
needs new next no not now of off ok okay on one ones only or other our out over own people please
point pointers pointer quick quickly read real really recommend recommendation recommendations
resource resources right said say see seems send share she should show so some someone something
sort start stuff suggest suggestion suggestions sure tell than thank thanks that thats the their them
then there theres these they thing things think this those through tips to today too try trying
understand up us use useful using very want wanted wants was way ways we were weve what whats when
where which while who why will wish with without wondering work would you your yours good-looking
afternoon evening cheers colleague colleagues team manager's boss's hoping find learn topic reading
anybody everyone somebody piece pieces material materials content item items library praxis
ppl folks pls plz thx lol tbh btw asap hows either fine come coming comes came gave given turned push
nice nicer worth worthwhile terrified scared worried nervous stuck struggling desperate overwhelmed
frustrated annoyed hate die dies dying terrible awful rubbish nobody here anyway basically literally
honestly instead telling told hearing heard keeps kept different diff normal idea ideas gist whether
week weeks hour hours min mins yrs
arent wasnt werent wont wouldnt shouldnt couldnt doesnt havent hasnt hadnt youre theyre youve theyve
youd theyd hes shes lets weve whos`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower case words of a text, apostrophes dropped (I'm → im), hyphenated words (and L&D) kept whole. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[’']/g, '')
      .match(/[\p{L}\p{N}][\p{L}\p{N}:&-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? []
  ).map((w) => w.replace(/^-+|-+$/g, ''));
}

/** The singular-ish form used to compare a question's words with vocabulary terms. */
export const singular = (w: string) =>
  w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;

const termKey = (words: readonly string[]) => words.map(singular).join(' ');

/** A word that may name a subject: not wrapping, and long enough (or an acronym the vocabulary knows). */
export const isTopicWord = (w: string) => w.length >= 3 && !WRAPPING.has(w) && !/^\d+$/.test(w);

export interface Concept {
  /** What the member wrote for it. */
  said: string;
  /** Phrases any of which expresses it (the words themselves first). */
  alternatives: string[];
  fromVocabulary: boolean;
}

export interface Understanding {
  kind: AskedKind | null;
  concepts: Concept[];
}

/** The phrases of a question that may be vocabulary terms (1 to 5 words), for the look-up. */
export function candidatePhrases(question: string): string[] {
  const words = wordsOf(question);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 1; n <= 5 && i + n <= words.length; n += 1) {
      const slice = words.slice(i, i + n);
      out.add(slice.join(' '));
      out.add(termKey(slice));
    }
  }
  return [...out];
}

function askedKind(words: readonly string[]): AskedKind | null {
  for (const w of words) {
    for (const [kind, asking] of Object.entries(ASKED_KINDS) as Array<[AskedKind, readonly string[]]>) {
      if (asking.includes(w)) return kind;
    }
  }
  return null;
}

/**
 * The concepts and kind of a question, given the vocabulary groups that hold any of its phrases
 * and the corrections of misspelt words (word → nearest library word).
 */
export function understand(
  question: string,
  groups: ReadonlyArray<readonly string[]>,
  corrections: ReadonlyMap<string, string> = new Map(),
): Understanding {
  const words = wordsOf(question).map((w) => corrections.get(w) ?? w);
  // Every vocabulary term, by its singular-ish key, with the terms of all groups that hold it.
  const byKey = new Map<string, Set<string>>();
  for (const terms of groups) {
    for (const term of terms) {
      const key = termKey(wordsOf(term));
      const set = byKey.get(key) ?? new Set<string>();
      for (const t of terms) set.add(t);
      byKey.set(key, set);
    }
  }
  const kind = askedKind(words);
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    // The longest vocabulary phrase starting here.
    for (let n = Math.min(5, words.length - i); n >= 1; n -= 1) {
      const slice = words.slice(i, i + n);
      const terms = byKey.get(termKey(slice));
      // A single wrapping word ("need") is never a concept, even when a group lists it.
      if (!terms || (n === 1 && !isTopicWord(slice[0]!) && slice[0]!.length >= 3 && WRAPPING.has(slice[0]!)))
        continue;
      const said = slice.join(' ');
      if (!seen.has([...terms].sort().join('|'))) {
        seen.add([...terms].sort().join('|'));
        concepts.push({
          said,
          alternatives: [said, ...[...terms].filter((t) => t !== said)],
          fromVocabulary: true,
        });
      }
      matched = n;
      break;
    }
    if (matched > 0) {
      i += matched;
      continue;
    }
    const w = words[i]!;
    i += 1;
    if (!isTopicWord(w) || Object.values(ASKED_KINDS).some((k) => (k as readonly string[]).includes(w)))
      continue;
    if (seen.has(w)) continue;
    seen.add(w);
    concepts.push({ said: w, alternatives: [w], fromVocabulary: false });
  }
  return { kind, concepts };
}
