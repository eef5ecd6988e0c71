/** The queue was full: the job was refused rather than left waiting for minutes. */
export class QueueFullError extends Error {}

/** Runs jobs one after the other, holding at most `capacity` (the running one included). */
export class OneAtATime {
  private tail: Promise<unknown> = Promise.resolve();
  private held = 0;

  constructor(private readonly capacity: number) {}

  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.held >= this.capacity) return Promise.reject(new QueueFullError('queue full'));
    this.held += 1;
    const turn = this.tail.then(job).finally(() => {
      this.held -= 1;
    });
    this.tail = turn.catch(() => undefined);
    return turn;
  }
}
