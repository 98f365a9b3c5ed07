import { z } from 'zod';

/** The console's Teams section. */

/** A team as the console lists it, with its self-assessment coverage. */
export const AdminTeamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  memberCount: z.number().int(),
  /** Members who submitted at least one self-assessment. */
  selfAssessed: z.number().int(),
});
export type AdminTeam = z.infer<typeof AdminTeamSchema>;

export const AdminTeamListSchema = z
  .object({ items: z.array(AdminTeamSchema) })
  .meta({ id: 'AdminTeamList' });
export type AdminTeamList = z.infer<typeof AdminTeamListSchema>;

export const AdminTeamDetailSchema = AdminTeamSchema.extend({
  members: z.array(
    z.object({
      id: z.uuid(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      selfAssessedAt: z.string().nullable(),
    }),
  ),
}).meta({ id: 'AdminTeamDetail' });
export type AdminTeamDetail = z.infer<typeof AdminTeamDetailSchema>;

/** The answer to adding a member to a team: which team they left, if any (one team per member). */
export const TeamMoveSchema = z
  .object({ team: AdminTeamDetailSchema, movedFrom: z.object({ id: z.uuid(), name: z.string() }).nullable() })
  .meta({ id: 'TeamMove' });
export type TeamMove = z.infer<typeof TeamMoveSchema>;
