import crypto from 'node:crypto';

/**
 * Mail a member can turn off carries a one-click unsubscribe (RFC 8058): the List-Unsubscribe
 * header names a POST endpoint of the API with the member's id and a token, an HMAC of the list
 * and the id, so nothing is stored and a token for one list or member opens nothing else.
 */

export const MAIL_LISTS = {
  roadmap: '/api/roadmap/unsubscribe',
  'rating-requests': '/api/assessment/rating-requests/unsubscribe',
  digest: '/api/digest/unsubscribe',
} as const;
export type MailList = keyof typeof MAIL_LISTS;

/** Mail apps post to these without a session or an Origin: the signed token is the proof. */
export const ONE_CLICK_UNSUBSCRIBE_PATHS: readonly string[] = Object.values(MAIL_LISTS);

export function unsubscribeToken(secret: string, list: MailList, userId: string): string {
  return crypto.createHmac('sha256', secret).update(`${list}-unsubscribe:${userId}`).digest('base64url');
}

export function validUnsubscribeToken(
  secret: string,
  list: MailList,
  userId: string,
  token: string,
): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, list, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Where the one-click POST goes (the List-Unsubscribe header). */
export function oneClickUnsubscribeUrl(
  appUrl: string,
  secret: string,
  list: MailList,
  userId: string,
): string {
  const url = new URL(MAIL_LISTS[list], appUrl);
  url.searchParams.set('u', userId);
  url.searchParams.set('t', unsubscribeToken(secret, list, userId));
  return url.toString();
}

/** The two headers that let a mail app unsubscribe in one click. */
export function oneClickHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
