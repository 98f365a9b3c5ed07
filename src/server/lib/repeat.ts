/** A background job that runs on a timer, and how to stop it. */
export interface Repeating {
  /**
   * No run starts after this; resolves once a run already under way has finished, so the caller
   * may close what the runs use (the database) without cutting one off halfway.
   */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs`, one run at a time: a tick that finds the previous run still going is
 * skipped. `run` reports its own failures (a failed run is followed by the next tick as usual). The
 * timer does not keep the process alive.
 */
export function repeatEvery(everyMs: number, run: () => Promise<void>): Repeating {
  let current: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (current || stopped) return;
    current = run()
      .catch(() => {})
      .finally(() => {
        current = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
