import { describe, expect, it } from 'vitest';
import { Slots } from '../../src/server/lib/slots';

/** A task that runs until its release is called. */
function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, done };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Slots: at most so many tasks at once', () => {
  it('runs the first ones at once and the rest in the order they came, as slots free up', async () => {
    const slots = new Slots(2);
    const started: number[] = [];
    const tasks = [0, 1, 2, 3].map(() => held());
    const runs = tasks.map((t, i) =>
      slots.run(async () => {
        started.push(i);
        await t.done;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    tasks[1]!.release();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.release();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]!.release();
    tasks[3]!.release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = new Slots(1);
    await expect(slots.run(() => Promise.reject(new Error('statement failed')))).rejects.toThrow(
      'statement failed',
    );
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('never runs more than its size, however many wait', async () => {
    const slots = new Slots(3);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        slots.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(3);
  });
});
