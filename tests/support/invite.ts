import type { InviteReport } from '../../src/shared/contract/admin-members';

/** The console's invite route (POST /api/admin/invites), for one person. */
export const INVITE_PATH = '/api/admin/invites';

export interface InvitePerson {
  email: string;
  access?: string;
  firstName?: string;
  lastName?: string;
  teamName?: string;
}

/**
 * The route's body for one person (wire access unless said otherwise); a team it names is created
 * if new, as the administrator confirms in the console.
 */
export const inviteBody = (person: InvitePerson) => ({
  rows: [{ line: 1, access: 'wire', ...person }],
  confirmNewTeams: true,
});

/** What became of that one person: invited, or failed with the reason. */
export async function inviteOutcome(res: Response): Promise<InviteReport['rows'][number]> {
  const report = (await res.json()) as InviteReport;
  return report.rows[0]!;
}
