import { z } from 'zod';
import { MEMBER_ACTIONS } from '../domain/assessment';
import { MyRatingRequestSchema, TeamRefSchema } from './assessment';

/** My team: its members and what I may do for each (GET /api/team). */

export const TeamMemberSchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable().meta({ description: 'null when unset: show "Unnamed User"' }),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    isSelf: z.boolean(),
    actions: z
      .array(z.enum(MEMBER_ACTIONS))
      .meta({ description: 'What I may do for this member, in display order (memberActions)' }),
    canAsk: z.boolean().meta({
      description: 'I may ask them for a rating: a teammate (not me) with an active membership',
    }),
    myRatingAt: z
      .string()
      .nullable()
      .meta({ description: 'When I last submitted a rating of them; null: never (and for myself)' }),
    asksMeSince: z
      .string()
      .nullable()
      .meta({ description: 'They asked me for a rating at this time and I have not rated them since' }),
    myRequest: MyRatingRequestSchema.nullable().meta({ description: 'My latest request to them, if any' }),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const MyTeamSchema = z
  .object({
    team: TeamRefSchema.nullable().meta({ description: 'null: I am in no team' }),
    members: z.array(TeamMemberSchema).meta({ description: 'Myself first, then by name' }),
  })
  .meta({ id: 'MyTeam' });
export type MyTeam = z.infer<typeof MyTeamSchema>;
