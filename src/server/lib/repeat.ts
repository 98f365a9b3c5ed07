/** A background job that runs on a timer, and how to stop it. */
export interface Repeating {
  /**
   * No run starts after this, and a run under way is asked to end (its signal aborts: a long run
   * stops at its next safe point); resolves once that run has finished, so the caller may close
   * what the runs use (the database) without cutting one off halfway.
   */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs`, one run at a time: a tick that finds the previous run still going is
 * skipped. `run` gets the signal that `stop` aborts, and reports its own failures (a failed run is
 * followed by the next tick as usual). The timer does not keep the process alive.
 */
export function repeatEvery(everyMs: number, run: (stopping: AbortSignal) => Promise<void>): Repeating {
  const stopping = new AbortController();
  let current: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (current || stopping.signal.aborted) return;
    current = run(stopping.signal)
      .catch(() => {})
      .finally(() => {
        current = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await current;
    },
  };
}
