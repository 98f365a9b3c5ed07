/**
 * A second, tiny entry the server puts in the page only for a browser that holds a session (see
 * src/server/http/spa.ts): it asks for /api/me as soon as the page is parsed, while the app's own
 * JavaScript is still downloading, instead of after it has run. The app takes this answer for its
 * first /api/me (lib/early-me.ts, lib/api.ts) and reads it exactly as one it asked for itself.
 * It imports nothing (an import would tie it to the app's chunks), so the window property's name
 * is written here as in lib/early-me.ts.
 */
const answer = fetch('/api/me', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
// A failure is the app's to report when it reads the answer, not an unhandled rejection here.
answer.catch(() => {});
(window as Window & { __praxisEarlyMe?: Promise<Response> }).__praxisEarlyMe = answer;
