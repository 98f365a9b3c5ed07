import { inviteRowProblem, parseInviteCsv } from '@shared/domain/invite-csv';
import { describe, expect, it } from 'vitest';

describe('parseInviteCsv', () => {
  it('reads email,first,last,team,access lines, skipping a header and blank lines', () => {
    const rows = parseInviteCsv(
      'email,first,last,team,access\nana@x.test,Ana,Lopez,Blue,lifetime\n\n"bo@x.test","Bo","Smith, Jr.",,\n',
      'wire',
    );
    expect(rows).toEqual([
      {
        line: 2,
        email: 'ana@x.test',
        firstName: 'Ana',
        lastName: 'Lopez',
        teamName: 'Blue',
        access: 'lifetime',
      },
      { line: 4, email: 'bo@x.test', firstName: 'Bo', lastName: 'Smith, Jr.', teamName: '', access: 'wire' },
    ]);
  });

  it('reports what is wrong with a row', () => {
    const base = { email: 'a@b.test', firstName: '', lastName: '', teamName: '', access: 'wire' };
    expect(inviteRowProblem(base)).toBeNull();
    expect(inviteRowProblem({ ...base, email: '' })).toMatch(/missing/);
    expect(inviteRowProblem({ ...base, email: 'nope' })).toMatch(/not an email/);
    expect(inviteRowProblem({ ...base, access: 'gold' })).toMatch(/Access must be/);
  });
});
