import { isMemberId } from '@shared/domain/assessment';

/**
 * What /ld-assessment shows, read from its query string:
 *   ?rate=<id>&name=…               rate a teammate (peer wizard)
 *   ?redo=self                      take the self-assessment again
 *   ?view=peer|results&user=<id>    a teammate's results (administrators)
 *   ?view=results                   my results
 *   (nothing)                       my results once I have some, otherwise the self wizard
 * A teammate is named by their member id, and member ids are UUIDs: anything else is refused
 * with a clear message instead of being sent to the server.
 */
export type AssessmentMode =
  | { kind: 'self' }
  | { kind: 'redo' }
  | { kind: 'results' }
  | { kind: 'rate'; subjectId: string; name: string | null }
  | { kind: 'peer-results'; userId: string; name: string | null }
  | { kind: 'invalid'; message: string };

export const MODE_BADGES = {
  self: 'Self assessment',
  redo: 'Redo self-assessment',
  rate: 'Rating a teammate',
  results: 'Self assessment',
  'peer-results': 'Viewing teammate results',
} as const;

export const INVALID_RATE_MESSAGE =
  'This link does not name a teammate: the rate parameter must be a member id. Open the assessment from My Team to rate a teammate.';
export const INVALID_USER_MESSAGE =
  "This link does not name a teammate: the user parameter must be a member id. Open a teammate's results from My Team.";

const nameParam = (params: URLSearchParams): string | null => {
  const name = params.get('name')?.trim();
  return name ? name : null;
};

export function readMode(params: URLSearchParams, selfId?: string | null): AssessmentMode {
  const rate = params.get('rate');
  if (rate !== null) {
    if (!isMemberId(rate)) return { kind: 'invalid', message: INVALID_RATE_MESSAGE };
    if (selfId && rate.toLowerCase() === selfId.toLowerCase()) return { kind: 'self' };
    return { kind: 'rate', subjectId: rate, name: nameParam(params) };
  }
  const view = params.get('view');
  if (view === 'peer' || view === 'results') {
    const user = params.get('user');
    if (user === null && view === 'results') return { kind: 'results' };
    if (!isMemberId(user)) return { kind: 'invalid', message: INVALID_USER_MESSAGE };
    if (selfId && user.toLowerCase() === selfId.toLowerCase()) return { kind: 'results' };
    return { kind: 'peer-results', userId: user, name: nameParam(params) };
  }
  if (params.get('redo') === 'self') return { kind: 'redo' };
  return { kind: 'self' };
}
