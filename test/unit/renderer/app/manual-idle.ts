import type { IdleScheduler } from '@renderer/app/idle-task';

/** Idle moments given by hand: nothing runs until `idleOnce`. */
export class ManualIdle implements IdleScheduler {
  private waiting = new Map<number, () => void>();
  private nextId = 1;
  request(run: () => void): unknown {
    const id = this.nextId++;
    this.waiting.set(id, run);
    return id;
  }
  cancel(handle: unknown): void {
    this.waiting.delete(handle as number);
  }
  get pending(): number {
    return this.waiting.size;
  }
  /** Runs what waits for an idle moment, then lets the promises it settled run. */
  async idleOnce(): Promise<void> {
    const runs = [...this.waiting.values()];
    this.waiting.clear();
    runs.forEach((run) => run());
    await settle();
  }
}

export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
