import { ROLE_LABELS, type AssignableRole } from './roles';
import { FEATURE_STATUS_LABELS, type FeatureStatus } from './roadmap';

/**
 * How the audit log reads to a person: each entry one sentence — who did what to which record,
 * the record's name a link — and a short list of what changed, before → after, changed fields only.
 * The server stores actions as dotted keys with the record's fields before and after; the words
 * live here, once, for the console and its tests.
 */

/** An entry as the sentence needs it: the action, names resolved by the server, the stored fields. */
export interface AuditWording {
  action: string;
  actorName: string;
  /** The record's name now (or, when it is gone, as the log last recorded it); null: none. */
  targetName: string | null;
  before: unknown;
  after: unknown;
}

/** A sentence in parts: plain text, and the place where the record's name (a link) goes. */
export type SentencePart = { text: string } | { target: string };

type Fields = Record<string, unknown>;
const fieldsOf = (v: unknown): Fields =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : v == null ? {} : { value: v };
const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A day as the whole console writes it: "26 Nov 2026". */
export const formatDay = (iso: string) => DAY.format(new Date(iso));

function membershipWords(after: Fields): string {
  switch (after.kind) {
    case 'lifetime':
      return 'lifetime';
    case 'wire':
      return after.endsAt
        ? `wire transfer until ${formatDay(str(after.endsAt))}`
        : 'wire transfer, open-ended';
    case 'unknown':
      return 'unknown';
    case 'clear':
      return 'none (they may join by card)';
    default:
      return str(after.kind) || 'a new state';
  }
}

const roleWords = (role: unknown) => ROLE_LABELS[role as AssignableRole]?.toLowerCase() ?? str(role);
const statusWords = (status: unknown) => FEATURE_STATUS_LABELS[status as FeatureStatus] ?? str(status);

/**
 * Each action: its name in the log's "Kind" filter, and its sentence after the actor's name,
 * "{target}" marking the record's name (a function when the words depend on what changed). An
 * action missing here still reads as a sentence (below). `values` words a field's stored codes
 * in the list of what changed ("in_progress" reads "In Progress").
 */
const ACTIONS: Record<
  string,
  {
    label: string;
    sentence: string | ((before: Fields, after: Fields) => string);
    values?: Record<string, (v: unknown) => string>;
  }
> = {
  'member.subscription.set': {
    label: 'Membership set',
    sentence: (_b, a) => `set {target}'s membership to ${membershipWords(a)}`,
  },
  'member.role.set': {
    label: 'Role changed',
    sentence: (_b, a) =>
      `made {target} ${/^[aeiou]/.test(roleWords(a.role)) ? 'an' : 'a'} ${roleWords(a.role)}`,
  },
  'member.invite': {
    label: 'Person invited',
    sentence: (_b, a) => (a.team ? `invited {target} into the team ${str(a.team)}` : 'invited {target}'),
  },
  'member.invite.resend': { label: 'Invitation sent again', sentence: 'sent {target} a new invitation' },
  'member.invite.revoke': { label: 'Invitation revoked', sentence: "revoked {target}'s invitation" },
  'member.deactivate': { label: 'Account deactivated', sentence: "deactivated {target}'s account" },
  'member.reactivate': { label: 'Account reactivated', sentence: "reactivated {target}'s account" },
  'member.delete': { label: 'Account deleted', sentence: "deleted {target}'s account" },
  'member.close': { label: 'Account closed by its holder', sentence: 'closed their own account' },
  'member.request.refuse': {
    label: 'Membership request refused',
    sentence: "refused {target}'s membership request",
  },
  'member.team.set': {
    label: "Member's team changed",
    sentence: (b, a) =>
      a.team ? `moved {target} into the team ${str(a.team)}` : `took {target} out of the team ${str(b.team)}`,
  },
  'team.create': { label: 'Team created', sentence: 'created the team {target}' },
  'team.rename': { label: 'Team renamed', sentence: (b) => `renamed the team ${str(b.name)} to {target}` },
  'team.delete': { label: 'Team deleted', sentence: 'deleted the team {target}' },
  'team.merge': {
    label: 'Teams merged',
    sentence: (_b, a) => `merged the team {target} into ${str(a.into)}`,
  },
  'topic.rename': {
    label: 'Topic renamed',
    sentence: (b, a) => `renamed the topic ${str(b.name)} to {target} on ${str(a.items)} items`,
  },
  'topic.merge': {
    label: 'Topics merged',
    sentence: (b, a) => `merged the topic ${str(b.name)} into {target} on ${str(a.items)} items`,
  },
  'content.create': { label: 'Item created', sentence: 'created {target}' },
  'content.update': { label: 'Item edited', sentence: 'edited {target}' },
  'content.publish': { label: 'Item published', sentence: 'published {target}' },
  'content.unpublish': { label: 'Item unpublished', sentence: 'unpublished {target}' },
  'content.delete': { label: 'Item deleted', sentence: 'deleted {target}' },
  'content.autosave': {
    label: 'Draft saved automatically',
    sentence: 'edited {target} (saved automatically)',
  },
  'content.version.restore': {
    label: 'Earlier version restored',
    sentence: 'restored an earlier version of {target}',
  },
  'content.schedule': {
    label: 'Publication scheduled',
    sentence: (_b, a) =>
      a.publishAt ? `scheduled {target} to be published on ${auditValue(a.publishAt)}` : 'scheduled {target}',
  },
  'content.schedule.cancel': {
    label: 'Scheduled publication cancelled',
    sentence: 'cancelled the scheduled publication of {target}',
  },
  'content.publish.scheduled': {
    label: 'Published as scheduled',
    sentence: 'published {target} as scheduled',
  },
  'content.image.upload': { label: 'Image uploaded', sentence: 'uploaded an image' },
  'feature.edit': { label: 'Roadmap feature edited', sentence: 'edited the roadmap feature {target}' },
  'feature.show': {
    label: 'Roadmap feature made public',
    sentence: 'made the roadmap feature {target} public',
  },
  'feature.hide': { label: 'Roadmap feature hidden', sentence: 'hid the roadmap feature {target}' },
  'feature.status.change': {
    label: 'Roadmap status changed',
    sentence: (b, a) =>
      `moved the roadmap feature {target} from ${statusWords(b.status)} to ${statusWords(a.status)}`,
    // The team's note, when it wrote one, is listed with what changed, whole (members read it all).
    values: { status: statusWords, note: str },
  },
  'feature.merge': {
    label: 'Roadmap features merged',
    sentence: 'merged the roadmap feature {target} into another',
  },
  'assessment.draft.save': {
    label: 'Assessment draft saved',
    sentence: 'saved a draft of the assessment bank',
  },
  'assessment.draft.discard': {
    label: 'Assessment draft discarded',
    sentence: 'discarded the draft of the assessment bank',
  },
  'assessment.bank.publish': {
    label: 'Assessment bank published',
    sentence: (_b, a) => `published version ${str(a.version)} of the assessment bank`,
  },
  'assessment.bank.import': {
    label: 'Assessment bank imported',
    sentence: 'imported an assessment bank as a draft',
  },
  'vocabulary.group.create': {
    label: 'Vocabulary group added',
    sentence: 'added the vocabulary group {target}',
  },
  'vocabulary.group.update': {
    label: 'Vocabulary group edited',
    sentence: 'edited the vocabulary group {target}',
  },
  'vocabulary.group.delete': {
    label: 'Vocabulary group deleted',
    sentence: 'deleted the vocabulary group {target}',
  },
  'feedback.export': { label: 'Feedback exported', sentence: 'exported the feedback' },
};

/** The words of an action no sentence above knows: "content.archive" → "changed content (archive)". */
function fallback(action: string): string {
  const [kind = action, ...rest] = action.split('.');
  return `changed ${kind.replace(/[_-]/g, ' ')}${rest.length ? ` (${rest.join(' ')})` : ''}: {target}`;
}

/** The entry as one sentence, in parts; a record without a name reads "a deleted record". */
export function auditSentence(entry: AuditWording): SentencePart[] {
  const rule = ACTIONS[entry.action]?.sentence;
  const template =
    typeof rule === 'function'
      ? rule(fieldsOf(entry.before), fieldsOf(entry.after))
      : (rule ?? fallback(entry.action));
  const target = entry.targetName ?? 'a record no longer there';
  const actor = entry.actorName.charAt(0).toUpperCase() + entry.actorName.slice(1);
  const parts: SentencePart[] = [{ text: `${actor} ` }];
  const [head, ...tail] = template.split('{target}');
  if (head) parts.push({ text: head });
  if (tail.length > 0) {
    parts.push({ target });
    if (tail.join('')) parts.push({ text: tail.join('') });
  }
  return parts;
}

/** The sentence as plain text (emails, tests, screen-reader summaries). */
export const auditSentenceText = (entry: AuditWording) =>
  auditSentence(entry)
    .map((p) => ('text' in p ? p.text : p.target))
    .join('');

/** How an action is named in the log's "Kind" filter. */
export function auditActionLabel(action: string): string {
  const known = ACTIONS[action]?.label;
  if (known) return known;
  const words = action.replace(/[._-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a kind of record is named in the filter. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  member: 'Members',
  team: 'Teams',
  topic: 'Topics',
  content: 'Content',
  'content-image': 'Images',
  feature: 'Roadmap features',
  assessment: 'Assessment bank',
  vocabulary_group: 'Vocabulary',
  feedback: 'Feedback',
};

/** Where a record opens in the console, when it has a page there. */
export function auditTargetPath(targetType: string, targetId: string | null): string | null {
  if (!targetId) return null;
  switch (targetType) {
    case 'member':
      return `/admin/members/${targetId}`;
    case 'team':
      return `/admin/teams/${targetId}`;
    case 'topic':
      return `/admin/content?topic=${encodeURIComponent(targetId)}`;
    case 'content':
      return `/admin/content/${targetId}`;
    case 'feature':
      return '/admin/roadmap';
    case 'assessment':
      return '/admin/assessment';
    case 'vocabulary_group':
      return '/admin/vocabulary';
    default:
      return null;
  }
}

/** One changed field: its name in words and its value before and after (absent: not there). */
export interface AuditChange {
  field: string;
  before?: string;
  after?: string;
}

/** Fields that say nothing to a reader of the log. */
const SILENT = new Set(['revision', 'blockCount', 'id', 'createdAt', 'updatedAt']);
const VALUE_MAX = 120;

const fieldWords = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A stored value in words: dates as days, lists joined, yes/no, long text cut. */
export function auditValue(v: unknown): string {
  let text: string;
  if (v === null || v === undefined || v === '') text = 'none';
  else if (typeof v === 'boolean') text = v ? 'yes' : 'no';
  else if (typeof v === 'string') text = ISO_DATE.test(v) ? formatDay(v) : v;
  else if (Array.isArray(v))
    text = v.length === 0 ? 'none' : v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ');
  else if (typeof v === 'object') text = JSON.stringify(v);
  else text = String(v);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0) || v === false;

/**
 * What changed, compactly: for an edit only the fields whose value differs; for a creation or a
 * deletion only the fields that hold something. Book-keeping fields (revision, counts of blocks)
 * are left out.
 */
export function auditChanges(before: unknown, after: unknown, action?: string): AuditChange[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const words = action ? ACTIONS[action]?.values : undefined;
  const wordsFor = (key: string, v: unknown) => {
    const word = words?.[key];
    return word && v != null ? word(v) : auditValue(v);
  };
  const edit = before != null && after != null;
  const out: AuditChange[] = [];
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (SILENT.has(key)) continue;
    const was = b[key];
    const now = a[key];
    if (edit) {
      if (JSON.stringify(was) === JSON.stringify(now)) continue;
      out.push({
        field: fieldWords(key),
        ...(key in b ? { before: wordsFor(key, was) } : {}),
        ...(key in a ? { after: wordsFor(key, now) } : {}),
      });
    } else if (before != null) {
      if (!isEmpty(was)) out.push({ field: fieldWords(key), before: wordsFor(key, was) });
    } else if (!isEmpty(now)) {
      out.push({ field: fieldWords(key), after: wordsFor(key, now) });
    }
  }
  return out;
}
