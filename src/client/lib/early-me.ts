/** Where the early /api/me request (early-session.ts) leaves its answer for the app. */
export const EARLY_ME_KEY = '__praxisEarlyMe';

export type EarlyWindow = Window & { [EARLY_ME_KEY]?: Promise<Response> };

/** The early answer to GET /api/me, once: later requests always go to the network. */
export function takeEarlyMe(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window as EarlyWindow;
  const answer = early[EARLY_ME_KEY];
  early[EARLY_ME_KEY] = undefined;
  return answer;
}
