import { z } from 'zod';

/**
 * The L&D vocabulary as administrators edit it: groups of terms that mean the same thing or belong
 * together (an acronym and its words, synonyms, a model and its authors). Search and the assistant
 * look for every term of a group when a question or a search uses one of them.
 *
 *   GET    /api/admin/vocabulary        every group
 *   POST   /api/admin/vocabulary        add a group
 *   PUT    /api/admin/vocabulary/{id}   change a group
 *   DELETE /api/admin/vocabulary/{id}   delete a group
 */

export const VOCABULARY_LIMITS = { label: 80, term: 60, terms: 20, groups: 1000 } as const;

/** A term as stored: lower case, single spaces, trimmed. */
export const normalizeTerm = (term: string) =>
  term.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

const term = z
  .string()
  .transform(normalizeTerm)
  .pipe(
    z
      .string()
      .min(1, 'A term is empty')
      .max(VOCABULARY_LIMITS.term, `A term is longer than ${VOCABULARY_LIMITS.term} characters`)
      .regex(
        /^[\p{L}\p{N}][\p{L}\p{N} '&/+.:-]*$/u,
        "A term may hold letters, digits, spaces and - ' & / + . :",
      ),
  );

export const VocabularyGroupInputSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, 'The label is empty')
      .max(VOCABULARY_LIMITS.label, `The label is longer than ${VOCABULARY_LIMITS.label} characters`),
    terms: z
      .array(term)
      .min(2, 'A group needs at least two terms')
      .max(VOCABULARY_LIMITS.terms, `A group holds at most ${VOCABULARY_LIMITS.terms} terms`)
      .transform((terms) => [...new Set(terms)])
      .refine((terms) => terms.length >= 2, 'A group needs at least two different terms'),
  })
  .meta({ id: 'VocabularyGroupInput' });
export type VocabularyGroupInput = z.infer<typeof VocabularyGroupInputSchema>;

export const VocabularyGroupSchema = z
  .object({
    id: z.uuid(),
    label: z.string(),
    terms: z.array(z.string()),
    updatedAt: z.string(),
  })
  .meta({ id: 'VocabularyGroup' });
export type VocabularyGroup = z.infer<typeof VocabularyGroupSchema>;

export const VocabularyListSchema = z
  .object({ items: z.array(VocabularyGroupSchema) })
  .meta({ id: 'VocabularyList' });
export type VocabularyList = z.infer<typeof VocabularyListSchema>;
