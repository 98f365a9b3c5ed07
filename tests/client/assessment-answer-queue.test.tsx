import { AnswerQueue, unsentKey } from '@client/features/assessment/answer-queue';
import { ApiError } from '@client/lib/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (e: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('answer queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one request per item at a time, the latest choice last', async () => {
    const pending: Array<{ value: number; d: ReturnType<typeof deferred> }> = [];
    const send = vi.fn((_item: string, value: number) => {
      const d = deferred();
      pending.push({ value, d });
      return d.promise;
    });
    const queue = new AnswerQueue({ instanceId: 'i1', initial: {}, send, storage: memoryStorage() });
    queue.start();
    queue.set('a', 2);
    queue.set('a', 4);
    queue.set('a', 5);
    expect(queue.getSnapshot().answers).toEqual({ a: 5 });
    expect(send).toHaveBeenCalledTimes(1);
    pending[0]!.d.resolve();
    await flush();
    // The first answer came back, but the member chose again: still saving, now the latest.
    expect(queue.getSnapshot().status.a).toEqual({ state: 'saving' });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith('a', 5);
    pending[1]!.d.resolve();
    await flush();
    expect(queue.getSnapshot().status.a).toEqual({ state: 'saved' });
    expect(queue.getSnapshot().unsent).toBe(0);
    queue.stop();
  });

  it('retries a failed answer after a growing pause until it is taken', async () => {
    let fail = 2;
    const send = vi.fn(async () => {
      if (fail-- > 0) throw new ApiError(0, 'network_error', 'offline');
    });
    const storage = memoryStorage();
    const queue = new AnswerQueue({ instanceId: 'i2', initial: {}, send, storage, backoffMs: [100, 200] });
    queue.start();
    queue.set('b', 3);
    await flush();
    expect(queue.getSnapshot().status.b?.state).toBe('retrying');
    expect(queue.getSnapshot().retrying).toBe(true);
    expect(storage.data.get(unsentKey('i2'))).toBe(JSON.stringify({ b: 3 }));
    await vi.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.getSnapshot().status.b?.state).toBe('retrying');
    await vi.advanceTimersByTimeAsync(199);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    await flush();
    expect(queue.getSnapshot().status.b).toEqual({ state: 'saved' });
    expect(storage.data.has(unsentKey('i2'))).toBe(false);
    queue.stop();
  });

  it('gives up on a refusal (409) and says why, without retrying', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, 'already_submitted', 'Submitted');
    });
    const queue = new AnswerQueue({ instanceId: 'i3', initial: {}, send, storage: memoryStorage() });
    queue.start();
    queue.set('c', 1);
    await flush();
    expect(queue.getSnapshot().status.c).toEqual({
      state: 'failed',
      message: 'This assessment has been submitted and can no longer be changed',
    });
    expect(queue.getSnapshot().unsent).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    queue.stop();
  });

  it('sends again at once when the browser comes back online', async () => {
    let online = false;
    const send = vi.fn(async () => {
      if (!online) throw new ApiError(0, 'network_error', 'offline');
    });
    const queue = new AnswerQueue({ instanceId: 'i4', initial: {}, send, storage: memoryStorage() });
    queue.start();
    queue.set('d', 2);
    await flush();
    expect(queue.getSnapshot().retrying).toBe(true);
    online = true;
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(queue.getSnapshot().status.d).toEqual({ state: 'saved' });
    queue.stop();
  });
});
