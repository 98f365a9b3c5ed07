import { z } from 'zod';

/**
 * The library's topics as administrators keep them: every topic in use with how many items carry
 * it, and renaming one — to a name another topic has, the two become one (a merge). Every item,
 * drafts included, follows.
 *
 *   GET  /api/admin/topics          every topic with its number of items
 *   POST /api/admin/topics/rename   { from, to }
 */
export const TOPIC_NAME_MAX = 60;

export const TopicNameSchema = z
  .string()
  .trim()
  .min(1, 'A topic cannot be empty')
  .max(TOPIC_NAME_MAX, `A topic is limited to ${TOPIC_NAME_MAX} characters`);

export const AdminTopicListSchema = z
  .object({ items: z.array(z.object({ name: z.string(), items: z.number().int() })) })
  .meta({ id: 'AdminTopicList' });
export type AdminTopicList = z.infer<typeof AdminTopicListSchema>;

export const TopicRenameInputSchema = z
  .object({ from: z.string().trim().min(1, 'Name the topic to rename'), to: TopicNameSchema })
  .meta({ id: 'TopicRenameInput' });

export const TopicRenameResultSchema = z
  .object({
    /** The name the items carry now (an existing topic's own spelling when it was a merge). */
    name: z.string(),
    /** True when the new name was another topic's: the two are one now. */
    merged: z.boolean(),
    /** Items whose topics changed. */
    items: z.number().int(),
  })
  .meta({ id: 'TopicRenameResult' });
export type TopicRenameResult = z.infer<typeof TopicRenameResultSchema>;
