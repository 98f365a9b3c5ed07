import { z } from 'zod';
import { isSafeAddress } from './safe-address';
import { legacyMarkupToRuns, type TextRun } from './text-runs';

/*
 * Text with inline formatting (a paragraph, a list point) is stored as runs: pieces of plain text,
 * each bold, italic and/or a link. Runs are data, never HTML: a page renders each run as a React
 * element. A block keeps its plain text beside its runs (`text`, `items`), so search, the assistant
 * and the PDFs read the words without knowing about formatting; the server derives the plain text
 * from the runs, so the two never disagree. This file holds the stored form's schema (what may be
 * saved); reading runs for display is in text-runs.ts, without zod, so a member's page does not
 * load the schema library to show a paragraph.
 */

export {
  displayRuns,
  hasFormatting,
  legacyMarkupToRuns,
  normaliseRuns,
  runsToText,
  type TextRun,
  trimRuns,
} from './text-runs';

export const MAX_RUNS = 500;

/** What a stored piece may hold: the plain TextRun of text-runs.ts, each field checked. */
export const TextRunSchema = z.strictObject({
  text: z.string().min(1, 'A piece of text cannot be empty'),
  bold: z.literal(true).optional(),
  italic: z.literal(true).optional(),
  link: z
    .string()
    .max(2000, 'A link is limited to 2000 characters')
    .refine(isSafeAddress, 'A link must start with https://, http:// or / (a page of this site)')
    .optional(),
}) satisfies z.ZodType<TextRun>;

export const TextRunsSchema = z.array(TextRunSchema).max(MAX_RUNS, `At most ${MAX_RUNS} formatted pieces`);

/** The runs of a stored value when they are valid, else null (the plain text is used instead). */
export function validRuns(value: unknown): TextRun[] | null {
  const parsed = TextRunsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
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
