import { z } from 'zod';

/** The invite API's answers; the invite form's body stays with the server's route. */

/** An invitation was emailed: to whom, and until when its link works. */
export const InviteSentSchema = z
  .object({ email: z.string(), expiresAt: z.string() })
  .meta({ id: 'InviteSent' });
export type InviteSent = z.infer<typeof InviteSentSchema>;

/** A usable invite link, checked without spending it: the address the account will have. */
export const InviteInspectionSchema = z.object({ email: z.string() }).meta({ id: 'InviteInspection' });
export type InviteInspection = z.infer<typeof InviteInspectionSchema>;
