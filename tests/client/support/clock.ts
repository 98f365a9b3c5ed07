import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A clock the test moves: timers and `Date` are fake for every test of the file, and also follow
 * real time (so testing-library's polling and user-event's pauses still run). `pass(ms)` moves the
 * clock on at once, firing what falls due; `passUntil(found)` moves it on in steps until `found()`
 * gives something, and gives it. After `maxMs` of the test clock it stops moving the clock and
 * waits as `waitFor` does (a lazy chunk may still be loading), then fails.
 */
export function testClock() {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const passUntil = async <T>(found: () => T | null | undefined, maxMs = 10_000, stepMs = 50): Promise<T> => {
    for (let passed = 0; passed < maxMs; passed += stepMs) {
      const value = found();
      if (value) return value;
      await pass(stepMs);
    }
    return waitFor(
      () => {
        const value = found();
        if (!value) throw new Error(`still not there after ${maxMs} ms of the test clock`);
        return value;
      },
      { timeout: 10_000 },
    );
  };
  return { pass, passUntil };
}
