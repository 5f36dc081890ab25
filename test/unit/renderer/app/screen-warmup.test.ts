import { describe, expect, it } from 'vitest';
import { warmScreensWhenIdle, type IdleScheduler } from '@renderer/app/screen-warmup';

/** Idle moments given by hand: nothing runs until `idleOnce`. */
class ManualIdle implements IdleScheduler {
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

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function screensLoaded(names: string[], failing: string[] = []) {
  const loaded: string[] = [];
  const loaders = names.map((name) => async () => {
    loaded.push(name);
    if (failing.includes(name)) throw new Error(`${name} failed to load`);
  });
  return { loaded, loaders };
}

describe('warming the screens while the app is idle', () => {
  it('waits for the screen the app opened on, then loads one screen per idle moment, in order', async () => {
    const idle = new ManualIdle();
    const { loaded, loaders } = screensLoaded(['rating', 'quotes', 'tracking']);
    let firstScreenUp!: () => void;
    const after = new Promise<void>((resolve) => (firstScreenUp = resolve));
    warmScreensWhenIdle({ after, loaders, idle });

    await settle();
    expect(idle.pending).toBe(0);
    firstScreenUp();
    await settle();
    expect(loaded).toEqual([]);
    await idle.idleOnce();
    expect(loaded).toEqual(['rating']);
    await idle.idleOnce();
    await idle.idleOnce();
    expect(loaded).toEqual(['rating', 'quotes', 'tracking']);
    expect(idle.pending).toBe(0);
  });

  it('goes on past a screen whose code failed to load, and starts even when the first screen failed', async () => {
    const idle = new ManualIdle();
    const { loaded, loaders } = screensLoaded(['rating', 'quotes', 'tracking'], ['quotes']);
    warmScreensWhenIdle({ after: Promise.reject(new Error('offline')), loaders, idle });
    await settle();
    for (let i = 0; i < 3; i++) await idle.idleOnce();
    expect(loaded).toEqual(['rating', 'quotes', 'tracking']);
  });

  it('loads nothing more once stopped, and gives back the idle moment it waited for', async () => {
    const idle = new ManualIdle();
    const { loaded, loaders } = screensLoaded(['rating', 'quotes']);
    const stop = warmScreensWhenIdle({ after: Promise.resolve(), loaders, idle });
    await settle();
    await idle.idleOnce();
    expect(idle.pending).toBe(1);
    stop();
    expect(idle.pending).toBe(0);
    await idle.idleOnce();
    expect(loaded).toEqual(['rating']);
  });
});
