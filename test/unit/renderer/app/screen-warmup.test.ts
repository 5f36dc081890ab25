import { describe, expect, it } from 'vitest';
import { warmScreensWhenIdle } from '@renderer/app/screen-warmup';
import { ManualIdle, settle } from './manual-idle';

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
