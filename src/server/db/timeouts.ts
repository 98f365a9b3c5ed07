/**
 * The server cancels an app statement that runs longer than this (DATABASE_STATEMENT_TIMEOUT_MS):
 * requests take milliseconds and the slowest app statements (uncached search, admin exports) well
 * under a second, so ten seconds only stops a runaway statement or one stuck behind a lock.
 */
export const STATEMENT_TIMEOUT_MS = 10_000;

/**
 * The client stops waiting for an answer this long after the statement timeout: by then the
 * server would have cancelled the statement itself, so no answer means it is not answering at all.
 */
export const QUERY_TIMEOUT_MARGIN_MS = 2_000;
