/**
 * Addresses that come from content (blocks, resource links, PDFs) are untrusted: only absolute
 * http(s) URLs and same-origin root-relative paths may become an href or src. Everything else
 * (`javascript:`, `data:`, protocol-relative `//host`, `/\host`) is refused.
 */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || value.length > 4000) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return null;
    // Control characters and backslashes can be normalised by browsers into another origin.
    for (const ch of value) {
      const c = ch.charCodeAt(0);
      if (c < 0x20 || c === 0x7f || ch === '\\') return null;
    }
    return value;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** True for absolute http(s) links (they open in a new tab with rel=noopener noreferrer). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** A link a person can follow: placeholders such as "#" or a bare "/" count as missing. */
export function usableLink(raw: unknown): string | null {
  const href = safeHref(raw);
  if (href === null || href === '/' || href.startsWith('/#')) return null;
  return href;
}

export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The tag page of a topic, industry or company size (URL-encoded: "AI & Data" → /tag/AI%20%26%20Data). */
export function tagPath(tag: string): string {
  return `/tag/${encodeURIComponent(tag)}`;
}

/** The in-app page of an item (one rule, shared with the server's assistant). */
export { contentPath } from '@shared/domain/content-path';

/** The server's .ics invite of an upcoming event (members only). */
export function calendarInvitePath(id: string): string {
  return `/api/content/${encodeURIComponent(id)}/calendar.ics`;
}

/** The public resource pages (/resources/{id}) follow their own card rules. */
export function isResourcePagePath(pathname: string): boolean {
  return pathname.startsWith('/resources/');
}

/**
 * "Share a case study" (external): a mail draft to the team. The operator settings have no form
 * address for submissions, so the support address receives them.
 */
export function shareCaseStudyHref(supportEmail: string, appName: string): string {
  const subject = encodeURIComponent(`Sharing a case study with ${appName}`);
  const body = encodeURIComponent(
    'Hello,\n\nI would like to share a case study.\n\nOrganisation:\nTopic:\nWhat we did and what changed:\n',
  );
  return `mailto:${supportEmail}?subject=${subject}&body=${body}`;
}
