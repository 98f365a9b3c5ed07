/**
 * At most `size` tasks run at once; the others wait their turn, first come first served. For work
 * that holds a database connection and a core for long (the assistant's retrieval): letting every
 * request run it at once would take the whole connection pool and leave every other request of the
 * app waiting for a connection behind it.
 */
export class Slots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // A waiting task takes the slot over; otherwise it is free again.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
