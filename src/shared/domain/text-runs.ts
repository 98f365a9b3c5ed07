import { isSafeAddress } from './safe-address';

/*
 * Reading formatted text (runs: pieces of plain text, each bold, italic and/or a link) for display
 * and for plain-text views. No zod here: member pages draw body text with these alone; what may be
 * stored is rich-text.ts's schema.
 */

/** A piece of formatted text (the stored form's schema is TextRunSchema in rich-text.ts). */
export interface TextRun {
  text: string;
  bold?: true;
  italic?: true;
  link?: string;
}

/** The words of runs, as search and plain-text views read them. */
export const runsToText = (runs: readonly TextRun[]): string => runs.map((r) => r.text).join('');

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

