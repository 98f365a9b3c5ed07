import { z } from 'zod';

/** The invitee's answers (administrators invite through the console: contract/admin-members.ts). */

/** A usable invite link, checked without spending it: the address the account will have. */
export const InviteInspectionSchema = z.object({ email: z.string() }).meta({ id: 'InviteInspection' });
export type InviteInspection = z.infer<typeof InviteInspectionSchema>;
