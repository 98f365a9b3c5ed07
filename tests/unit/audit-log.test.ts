import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditChanges,
  auditSentence,
  auditSentenceText,
  auditTargetPath,
} from '../../src/shared/domain/audit-log';

const entry = (
  action: string,
  before: unknown,
  after: unknown,
  targetName: string | null = 'Jordan Ellis',
) => ({
  action,
  actorName: 'Ana Ruiz',
  targetName,
  before,
  after,
});

describe('the audit log as sentences', () => {
  it('says who did what to which record, the record a separate part to link', () => {
    expect(auditSentence(entry('member.subscription.set', null, { kind: 'lifetime', endsAt: null }))).toEqual(
      [
        { text: 'Ana Ruiz ' },
        { text: 'set ' },
        { target: 'Jordan Ellis' },
        { text: "'s membership to lifetime" },
      ],
    );
    expect(
      auditSentenceText(
        entry('member.subscription.set', null, { kind: 'wire', endsAt: '2027-03-01T00:00:00.000Z' }),
      ),
    ).toBe("Ana Ruiz set Jordan Ellis's membership to wire transfer until 1 Mar 2027");
    expect(auditSentenceText(entry('member.role.set', { role: 'member' }, { role: 'admin' }))).toBe(
      'Ana Ruiz made Jordan Ellis an admin',
    );
    expect(auditSentenceText(entry('member.role.set', { role: 'admin' }, { role: 'super_admin' }))).toBe(
      'Ana Ruiz made Jordan Ellis a super admin',
    );
    expect(auditSentenceText(entry('member.team.set', { team: 'Navy' }, { team: null }))).toBe(
      'Ana Ruiz took Jordan Ellis out of the team Navy',
    );
    expect(
      auditSentenceText(
        entry('feature.status.change', { status: 'planned' }, { status: 'in_progress' }, 'Dark mode'),
      ),
    ).toBe('Ana Ruiz moved the roadmap feature Dark mode from Planned to In Progress');
  });

  it("says the editor's actions in words: schedule, publication as scheduled, restore, autosave", () => {
    expect(
      auditSentenceText(
        entry(
          'content.schedule',
          { publishAt: null },
          { publishAt: '2026-12-01T09:00:00.000Z' },
          'Hybrid checklist',
        ),
      ),
    ).toBe('Ana Ruiz scheduled Hybrid checklist to be published on 1 Dec 2026');
    expect(auditSentenceText(entry('content.publish.scheduled', null, null, 'Hybrid checklist'))).toBe(
      'Ana Ruiz published Hybrid checklist as scheduled',
    );
    expect(auditSentenceText(entry('content.version.restore', null, null, 'Hybrid checklist'))).toBe(
      'Ana Ruiz restored an earlier version of Hybrid checklist',
    );
    expect(auditActionLabel('content.autosave')).toBe('Draft saved automatically');
  });

  it('reads an action it does not know, and a record that is gone', () => {
    expect(auditSentenceText(entry('content.archive', null, null, 'Onboarding guide'))).toBe(
      'Ana Ruiz changed content (archive): Onboarding guide',
    );
    expect(auditSentenceText(entry('content.delete', null, null, null))).toBe(
      'Ana Ruiz deleted a record no longer there',
    );
    expect(
      auditSentenceText({ ...entry('member.close', null, null, null), actorName: 'the account holder' }),
    ).toBe('The account holder closed their own account');
  });

  it('names kinds for the filter and links records that have a page', () => {
    expect(auditActionLabel('member.subscription.set')).toBe('Membership set');
    expect(auditActionLabel('content.archive')).toBe('Content archive');
    expect(auditTargetPath('member', 'u1')).toBe('/admin/members/u1');
    expect(auditTargetPath('content', 'res_1')).toBe('/admin/content/res_1');
    expect(auditTargetPath('feedback', 'x')).toBeNull();
    expect(auditTargetPath('team', null)).toBeNull();
  });
});

describe('what changed', () => {
  it('lists only the fields an edit changed, book-keeping left out', () => {
    expect(
      auditChanges(
        { title: 'Old', topics: ['Coaching'], revision: 3, summary: 'Same' },
        { title: 'New', topics: ['Coaching', 'Feedback'], revision: 4, summary: 'Same' },
      ),
    ).toEqual([
      { field: 'Title', before: 'Old', after: 'New' },
      { field: 'Topics', before: 'Coaching', after: 'Coaching, Feedback' },
    ]);
  });

  it('lists only the fields a creation filled in, dates as days and long text cut', () => {
    const changes = auditChanges(null, {
      title: 'A guide',
      subtitle: null,
      topics: [],
      featured: false,
      publishedAt: '2026-11-26T10:00:00.000Z',
      summary: 'x'.repeat(300),
    });
    expect(changes.map((c) => c.field)).toEqual(['Title', 'Published at', 'Summary']);
    expect(changes[1]).toEqual({ field: 'Published at', after: '26 Nov 2026' });
    expect(changes[2]!.after).toHaveLength(120);
    expect(auditChanges({ name: 'Navy', members: 3 }, null)).toEqual([
      { field: 'Name', before: 'Navy' },
      { field: 'Members', before: '3' },
    ]);
  });
});

describe('a roadmap status change with a note from the team', () => {
  it('reads as a move between statuses in words, the whole note listed with what changed', () => {
    const note = `Building read-only sharing first. ${'More to say. '.repeat(20)}`.trim();
    const change = entry(
      'feature.status.change',
      { status: 'planned' },
      { status: 'in_progress', note },
      'Share collections',
    );
    expect(auditSentenceText(change)).toBe(
      'Ana Ruiz moved the roadmap feature Share collections from Planned to In Progress',
    );
    expect(auditChanges(change.before, change.after, change.action)).toEqual([
      { field: 'Status', before: 'Planned', after: 'In Progress' },
      { field: 'Note', after: note },
    ]);
    // Without the action, the stored codes are shown as stored.
    expect(auditChanges(change.before, { status: 'in_progress' })).toEqual([
      { field: 'Status', before: 'planned', after: 'in_progress' },
    ]);
  });
});
