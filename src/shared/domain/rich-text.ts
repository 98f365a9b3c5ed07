import { z } from 'zod';
import { isSafeAddress } from './safe-address';

/*
 * Text with inline formatting (a paragraph, a list point) is stored as runs: pieces of plain text,
 * each bold, italic and/or a link. Runs are data, never HTML: a page renders each run as a React
 * element. A block keeps its plain text beside its runs (`text`, `items`), so search, the assistant
 * and the PDFs read the words without knowing about formatting; the server derives the plain text
 * from the runs, so the two never disagree.
 */

export const MAX_RUNS = 500;

export const TextRunSchema = z.strictObject({
  text: z.string().min(1, 'A piece of text cannot be empty'),
  bold: z.literal(true).optional(),
  italic: z.literal(true).optional(),
  link: z
    .string()
    .max(2000, 'A link is limited to 2000 characters')
    .refine(isSafeAddress, 'A link must start with https://, http:// or / (a page of this site)')
    .optional(),
});
export type TextRun = z.infer<typeof TextRunSchema>;

export const TextRunsSchema = z.array(TextRunSchema).max(MAX_RUNS, `At most ${MAX_RUNS} formatted pieces`);

/** The words of runs, as search and plain-text views read them. */
export const runsToText = (runs: readonly TextRun[]): string => runs.map((r) => r.text).join('');

/** The runs of a stored value when they are valid, else null (the plain text is used instead). */
export function validRuns(value: unknown): TextRun[] | null {
  const parsed = TextRunsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The runs of a stored value for display: every piece with text, its formatting read as bold,
 * italic and a link (whatever else a piece holds is ignored). Pages still check each link
 * (http(s) or a path of this site) before it becomes one. Null when the value holds no runs.
 */
export function displayRuns(value: unknown): TextRun[] | null {
  if (!Array.isArray(value)) return null;
  const runs: TextRun[] = [];
  for (const piece of value) {
    if (!piece || typeof piece !== 'object') continue;
    const p = piece as Record<string, unknown>;
    if (typeof p.text !== 'string' || p.text === '') continue;
    runs.push({
      text: p.text,
      ...(p.bold === true ? { bold: true as const } : {}),
      ...(p.italic === true ? { italic: true as const } : {}),
      ...(typeof p.link === 'string' ? { link: p.link } : {}),
    });
  }
  return runs.length > 0 ? runs : null;
}

/** Whether two neighbouring runs have the same formatting (and so can be one run). */
const sameFormat = (a: TextRun, b: TextRun) =>
  a.bold === b.bold && a.italic === b.italic && a.link === b.link;

/** Runs without empty pieces, neighbours of the same formatting joined. */
export function normaliseRuns(runs: readonly TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  for (const run of runs) {
    if (run.text === '') continue;
    const last = out[out.length - 1];
    if (last && sameFormat(last, run)) out[out.length - 1] = { ...last, text: last.text + run.text };
    else out.push({ ...run });
  }
  return out;
}

/** Runs that carry no formatting at all are just plain text. */
export const hasFormatting = (runs: readonly TextRun[]): boolean =>
  runs.some((r) => r.bold || r.italic || r.link !== undefined);

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
};
const decode = (s: string) =>
  s.replace(/&(nbsp|amp|lt|gt|quot|apos|#39|#x27);/g, (_, e: string) => ENTITIES[e]!);

const TOKEN = /<br\s*\/?>|<(\/?)([a-z][a-z0-9-]*)((?:\s[^<>]*)?)\/?>/gi;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * The runs of a string written by the older editor, which kept inline markup in its text
 * ("<b>Note</b>: see <a href=…>the guide</a>"): bold, italic and safe links become formatting, a
 * line break a new line, every other tag is dropped and entities are decoded once. Its plain text
 * is the same as the markup rule's (shared/domain/markup.ts), so nothing a member read is lost.
 */
export function legacyMarkupToRuns(value: string): TextRun[] {
  const runs: TextRun[] = [];
  let bold = 0;
  let italic = 0;
  const links: Array<string | undefined> = [];
  let last = 0;
  const push = (raw: string) => {
    const text = decode(raw);
    if (text === '') return;
    const link = links.findLast((l) => l !== undefined);
    runs.push({
      text,
      ...(bold > 0 ? { bold: true as const } : {}),
      ...(italic > 0 ? { italic: true as const } : {}),
      ...(link ? { link } : {}),
    });
  };
  for (const m of value.matchAll(TOKEN)) {
    push(value.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[2] === undefined) {
      push('\n');
      continue;
    }
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();
    if (tag === 'b' || tag === 'strong') bold = Math.max(0, bold + (closing ? -1 : 1));
    else if (tag === 'i' || tag === 'em') italic = Math.max(0, italic + (closing ? -1 : 1));
    else if (tag === 'a') {
      if (closing) links.pop();
      else {
        const href = HREF.exec(m[3] ?? '');
        const raw = decode((href?.[1] ?? href?.[2] ?? href?.[3] ?? '').trim());
        links.push(raw !== '' && isSafeAddress(raw) ? raw : undefined);
      }
    }
  }
  push(value.slice(last));
  return trimRuns(normaliseRuns(runs));
}

/** Runs without white space at their start and end (like the plain text of the markup rule). */
export function trimRuns(runs: TextRun[]): TextRun[] {
  const out = [...runs];
  while (out.length > 0 && out[0]!.text.trimStart() === '') out.shift();
  while (out.length > 0 && out[out.length - 1]!.text.trimEnd() === '') out.pop();
  if (out.length === 0) return out;
  out[0] = { ...out[0]!, text: out[0]!.text.trimStart() };
  out[out.length - 1] = { ...out[out.length - 1]!, text: out[out.length - 1]!.text.trimEnd() };
  return out;
}

/**
 * The runs of a stored text: its own runs when it has valid ones, else its plain (or older
 * markup) text read as runs. Anything that is not text gives no runs.
 */
export function runsOf(runs: unknown, text: unknown): TextRun[] {
  return validRuns(runs) ?? (typeof text === 'string' ? legacyMarkupToRuns(text) : []);
}

/** A list's points as runs: each point's own runs when the list has valid ones, else its text. */
export function listRuns(data: Record<string, unknown>): TextRun[][] {
  const items = Array.isArray(data.items) ? data.items : [];
  const itemRuns = Array.isArray(data.itemRuns) ? data.itemRuns : [];
  return items.map((item, i) => runsOf(itemRuns[i], item));
}
