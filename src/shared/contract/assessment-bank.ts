import { z } from 'zod';
import { COMPETENCY_CATEGORIES, LEVELS } from '../domain/assessment';
import {
  BANK_LIMITS,
  COMPETENCY_ID_PATTERN,
  missingLevels,
  peerPronoun,
  unknownPlaceholder,
} from '../domain/assessment-bank';

/**
 * The competency bank as a document: what the shipped bank is written in, what administrators
 * export, import and keep as a draft, and what each published version is stored as.
 *
 *   GET    /api/admin/assessment/bank           the published bank, the draft, the versions
 *   PUT    /api/admin/assessment/bank/draft     save the draft (the whole document)
 *   DELETE /api/admin/assessment/bank/draft     discard the draft
 *   POST   /api/admin/assessment/bank/publish   publish the draft as the next version
 *   GET    /api/admin/assessment/bank/export    the published bank as a JSON download
 *   POST   /api/admin/assessment/bank/import    a bank document (a file's JSON) becomes the draft
 *   GET    /api/assessment/versions/{version}   members: the texts of one published version
 *
 * Validation messages say where the problem is in words an administrator reads ("Competency 3
 * ("Measuring Impact"), item 2, peer wording (peerPrompt): …"): see bankIssueMessage.
 */

const missingOr = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is missing' : what;

const text = (max: number) =>
  z
    .string({ error: missingOr('must be text') })
    .trim()
    .min(1, 'is empty')
    .max(max, `is longer than ${max} characters`);

export const BankItemSchema = z
  .object(
    {
      id: z
        .uuid({ error: 'must be an item id (a UUID); leave it out for a new item' })
        .optional()
        .meta({ description: 'The item this is; absent for a new item' }),
      level: z
        .number({ error: missingOr('must be a whole number from 1 to 5') })
        .int('must be a whole number from 1 to 5')
        .min(1, 'must be a whole number from 1 to 5')
        .max(LEVELS, 'must be a whole number from 1 to 5'),
      prompt: text(BANK_LIMITS.prompt).meta({ description: 'Self wording, first person ("I can …")' }),
      peerPrompt: text(BANK_LIMITS.prompt)
        .superRefine((value, ctx) => {
          const pronoun = peerPronoun(value);
          if (pronoun) {
            ctx.addIssue({
              code: 'custom',
              message: `uses the pronoun "${pronoun}"; write it without pronouns, with {name} for the teammate's first name`,
            });
          }
          const placeholder = unknownPlaceholder(value);
          if (placeholder) {
            ctx.addIssue({
              code: 'custom',
              message: `holds ${placeholder}; the only placeholder is {name}, the teammate's first name`,
            });
          }
        })
        .meta({ description: 'Peer wording: third person, no pronouns, {name} for the first name' }),
    },
    { error: 'must be an object with level, prompt and peerPrompt' },
  )
  .meta({ id: 'BankItem' });
export type BankItem = z.infer<typeof BankItemSchema>;

export const BankCompetencySchema = z
  .object(
    {
      id: z
        .string({ error: missingOr('must be text') })
        .regex(
          COMPETENCY_ID_PATTERN,
          'must be lowercase words joined by hyphens, e.g. "knowing-the-business"',
        )
        .max(BANK_LIMITS.competencyName, `is longer than ${BANK_LIMITS.competencyName} characters`),
      name: text(BANK_LIMITS.competencyName),
      category: z.enum(COMPETENCY_CATEGORIES, {
        error: `must be one of ${COMPETENCY_CATEGORIES.join(', ')}`,
      }),
      description: text(BANK_LIMITS.description),
      levels: z
        .array(text(BANK_LIMITS.levelText), { error: missingOr('must be a list of five texts') })
        .length(LEVELS, `must be exactly ${LEVELS} texts, level 1 first`),
      items: z
        .array(BankItemSchema, { error: missingOr('must be a list of items') })
        .max(BANK_LIMITS.itemsPerCompetency, `are more than ${BANK_LIMITS.itemsPerCompetency}`)
        .superRefine((items, ctx) => {
          const missing = missingLevels(items.map((i) => i.level));
          if (missing.length > 0) {
            ctx.addIssue({
              code: 'custom',
              message: `have no item at level ${missing.join(', ')}: every level needs at least one item`,
            });
          }
        }),
    },
    { error: 'must be an object' },
  )
  .meta({ id: 'BankCompetency' });
export type BankCompetency = z.infer<typeof BankCompetencySchema>;

export const BankDocumentSchema = z
  .object(
    {
      name: text(BANK_LIMITS.name),
      competencies: z
        .array(BankCompetencySchema, { error: missingOr('must be a list of competencies') })
        .min(1, 'are none: a bank needs at least one competency')
        .max(BANK_LIMITS.competencies, `are more than ${BANK_LIMITS.competencies}`),
    },
    { error: 'A bank file must be a JSON object with a name and competencies' },
  )
  .superRefine((bank, ctx) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    const itemIds = new Set<string>();
    bank.competencies.forEach((c, ci) => {
      if (ids.has(c.id))
        ctx.addIssue({ code: 'custom', path: ['competencies', ci, 'id'], message: 'is used twice' });
      const name = c.name.toLowerCase();
      if (names.has(name))
        ctx.addIssue({ code: 'custom', path: ['competencies', ci, 'name'], message: 'is used twice' });
      ids.add(c.id);
      names.add(name);
      c.items.forEach((item, ii) => {
        if (!item.id) return;
        if (itemIds.has(item.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['competencies', ci, 'items', ii, 'id'],
            message: 'is used twice',
          });
        }
        itemIds.add(item.id);
      });
    });
  })
  .meta({ id: 'BankDocumentInput' });
export type BankDocument = z.infer<typeof BankDocumentSchema>;

const FIELD_NAMES: Record<string, string> = {
  id: 'id',
  name: 'name',
  category: 'category',
  description: 'description',
  levels: 'level texts (levels)',
  items: 'items',
  level: 'level',
  prompt: 'self wording (prompt)',
  peerPrompt: 'peer wording (peerPrompt)',
};

/** Where an issue is, in words: `Competency 3 ("Measuring Impact"), item 2, peer wording (peerPrompt)`. */
export function bankIssuePlace(path: readonly PropertyKey[], input: unknown): string {
  if (path.length === 0) return '';
  const words: string[] = [];
  const competencies = (input as { competencies?: unknown[] } | null)?.competencies;
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i];
    const next = path[i + 1];
    if (key === 'competencies' && typeof next === 'number') {
      const name = (competencies?.[next] as { name?: unknown } | undefined)?.name;
      words.push(
        `Competency ${next + 1}${typeof name === 'string' && name.trim() ? ` ("${name.trim()}")` : ''}`,
      );
      i += 1;
    } else if (key === 'items' && typeof next === 'number') {
      words.push(`item ${next + 1}`);
      i += 1;
    } else if (key === 'levels' && typeof next === 'number') {
      words.push(`level ${next + 1} text`);
      i += 1;
    } else if (key === 'competencies') {
      words.push('competencies');
    } else if (path.length === 1 && key === 'name') {
      words.push('The bank name (name)');
    } else {
      words.push(FIELD_NAMES[String(key)] ?? String(key));
    }
  }
  const place = words.join(', ');
  return place.charAt(0).toUpperCase() + place.slice(1);
}

/** The first problem of a document that is not a valid bank, as one sentence naming the field. */
export function bankIssueMessage(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'The bank is not valid';
  const place = bankIssuePlace(issue.path, input);
  return place ? `${place}: ${issue.message}.` : `${issue.message}.`;
}

/** Parses a bank document; its error (if any) is bankIssueMessage's sentence. */
export function parseBank(input: unknown): { ok: true; bank: BankDocument } | { ok: false; message: string } {
  const result = BankDocumentSchema.safeParse(input);
  return result.success
    ? { ok: true, bank: result.data }
    : { ok: false, message: bankIssueMessage(result.error, input) };
}

// ---- the console's API --------------------------------------------------------------------------

/**
 * A bank document as the server sends it: the same shape, read back from what was stored (the
 * checks above are made on what comes in).
 */
export const BankDocumentReadSchema = z
  .object({
    name: z.string(),
    competencies: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        category: z.enum(COMPETENCY_CATEGORIES),
        description: z.string(),
        levels: z.array(z.string()).length(LEVELS),
        items: z.array(
          z.object({
            id: z.uuid().optional(),
            level: z.number().int().min(1).max(LEVELS),
            prompt: z.string(),
            peerPrompt: z.string(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'BankDocument' });

export const BankVersionInfoSchema = z
  .object({
    version: z.number().int(),
    publishedAt: z.string(),
    publishedBy: z
      .string()
      .nullable()
      .meta({ description: 'Who published it (email); null for the shipped bank' }),
  })
  .meta({ id: 'BankVersionInfo' });
export type BankVersionInfo = z.infer<typeof BankVersionInfoSchema>;

export const AdminBankSchema = z
  .object({
    assessment: z.object({ id: z.uuid(), name: z.string(), version: z.number().int() }),
    published: BankDocumentReadSchema.meta({
      description: 'The published version, its items with their ids',
    }),
    draft: BankDocumentReadSchema.nullable().meta({
      description: 'Unpublished edits (items without an id are new); null when there are none',
    }),
    draftUpdatedAt: z
      .string()
      .nullable()
      .meta({ description: 'When the draft was last saved: send it back with the next save or the publish' }),
    versions: z.array(BankVersionInfoSchema).meta({ description: 'Published versions, newest first' }),
  })
  .meta({ id: 'AdminBank' });
export type AdminBank = z.infer<typeof AdminBankSchema>;

const DraftStampSchema = z
  .string({ error: 'draftUpdatedAt must be the draft time the console last read' })
  .max(40, 'draftUpdatedAt must be the draft time the console last read')
  .nullable()
  .meta({
    description: 'The draftUpdatedAt last read (null: there was no draft); a newer draft answers 409',
  });

export const SaveDraftSchema = z
  .object({
    bank: z.unknown().meta({ description: 'A bank document (BankDocument)' }),
    draftUpdatedAt: DraftStampSchema,
  })
  .meta({ id: 'SaveBankDraft' });
export type SaveDraft = { bank: BankDocument; draftUpdatedAt: string | null };

export const PublishBankSchema = z.object({ draftUpdatedAt: DraftStampSchema }).meta({ id: 'PublishBank' });
export type PublishBank = z.infer<typeof PublishBankSchema>;

// ---- members: the texts of a version ------------------------------------------------------------

export const CompetencyTextSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.enum(COMPETENCY_CATEGORIES),
    description: z.string(),
    levels: z.array(z.string()).length(LEVELS),
  })
  .meta({ id: 'CompetencyText' });
export type CompetencyText = z.infer<typeof CompetencyTextSchema>;

export const BankVersionTextsSchema = z
  .object({
    version: z.number().int(),
    publishedAt: z.string(),
    competencies: z.array(CompetencyTextSchema).meta({ description: 'In the bank order' }),
  })
  .meta({ id: 'BankVersionTexts' });
export type BankVersionTexts = z.infer<typeof BankVersionTextsSchema>;
