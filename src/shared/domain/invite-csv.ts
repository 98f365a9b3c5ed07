import { NAME_MAX } from './account';

/**
 * Inviting people in bulk: one person per line, `email,first,last,team,access`. First name, last
 * name and team may be empty; access is the membership they get (wire, lifetime or stripe) and
 * defaults to the one chosen for the whole batch. A header line starting with "email" is skipped.
 * Fields may be quoted ("Smith, Jr.") with doubled quotes inside.
 */

/** The membership an invited person gets: wire transfer (active), lifetime, or a card to come. */
export const INVITE_ACCESS = ['wire', 'lifetime', 'stripe'] as const;
export type InviteAccess = (typeof INVITE_ACCESS)[number];

/** At most this many people in one batch. */
export const INVITE_BATCH_MAX = 200;

export interface InviteRow {
  /** The line in the pasted text (1-based), for the report. */
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  teamName: string;
  /** As typed: checked with the rest of the row. */
  access: string;
}

/** Splits one CSV line, honouring double quotes. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

/** The rows of a pasted list; blank lines and a header line are skipped. */
export function parseInviteCsv(text: string, defaultAccess: InviteAccess = 'wire'): InviteRow[] {
  const rows: InviteRow[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const [email = '', firstName = '', lastName = '', teamName = '', access = ''] = splitCsvLine(raw);
    if (rows.length === 0 && email.toLowerCase() === 'email') return;
    rows.push({
      line: index + 1,
      email,
      firstName,
      lastName,
      teamName,
      access: access === '' ? defaultAccess : access.toLowerCase(),
    });
  });
  return rows;
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Why a row cannot be sent, or null when it can (the server checks it again). */
export function inviteRowProblem(
  row: Pick<InviteRow, 'email' | 'firstName' | 'lastName' | 'teamName' | 'access'>,
): string | null {
  if (row.email.trim() === '') return 'The email is missing.';
  if (!EMAIL.test(row.email.trim())) return `“${row.email}” is not an email address.`;
  if (!(INVITE_ACCESS as readonly string[]).includes(row.access)) {
    return `Access must be ${INVITE_ACCESS.join(', ')} (got “${row.access}”).`;
  }
  if (row.firstName.length > NAME_MAX || row.lastName.length > NAME_MAX) return 'A name is too long.';
  if (row.teamName.length > NAME_MAX) return 'The team name is too long.';
  return null;
}
