import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from '../../src/server/lib/repeat';

/** A promise resolved from outside. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('repeatEvery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs on every tick, never two runs at once', async () => {
    const gate = deferred();
    const run = vi.fn(() => gate.promise);
    const job = repeatEvery(1000, run);
    await vi.advanceTimersByTimeAsync(3500);
    // The first run is still going: the second and third ticks were skipped.
    expect(run).toHaveBeenCalledTimes(1);
    gate.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('stops starting runs, and waits for the one under way before it resolves', async () => {
    const gate = deferred();
    let finished = false;
    const job = repeatEvery(1000, async () => {
      await gate.promise;
      finished = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(finished).toBe(true);
  });

  it('asks a run under way to end: the signal it was given aborts when stop is called', async () => {
    const gate = deferred();
    let signal: AbortSignal | undefined;
    const job = repeatEvery(1000, async (stopping) => {
      signal = stopping;
      await gate.promise;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(signal?.aborted).toBe(false);
    const stopping = job.stop();
    expect(signal?.aborted).toBe(true);
    gate.resolve();
    await stopping;
  });

  it('keeps going after a failed run, and a stop waits for nothing when no run is under way', async () => {
    let calls = 0;
    const job = repeatEvery(1000, async () => {
      calls += 1;
      throw new Error('the database went away');
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(3);
  });
});
