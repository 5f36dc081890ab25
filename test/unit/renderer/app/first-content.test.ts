import { describe, expect, it } from 'vitest';
import { askFirstContent, FirstContentAhead, type FirstContentHooks } from '@renderer/app/first-content';
import { ManualIdle } from './manual-idle';

/** A hook for `tracking` that writes down what it was asked to do. */
function trackingHook() {
  const done: string[] = [];
  let stale: (() => void) | null = null;
  const hooks: FirstContentHooks = {
    tracking: {
      ask: async () => void done.push('ask'),
      askAhead: (onStale) => {
        done.push('ahead');
        stale = onStale;
      },
      aheadReads: () => done.push('read'),
    },
  };
  return { hooks, done, goesStale: () => stale?.() };
}

describe("a route's first content", () => {
  it('is asked for as a route that declares it opens, and a route without the hook opens on its code alone', async () => {
    const { hooks, done } = trackingHook();
    expect(askFirstContent('settings', hooks)).toBeNull();
    expect(done).toEqual([]);
    await expect(askFirstContent('tracking', hooks)).resolves.toBeUndefined();
    expect(done).toEqual(['ask']);
  });

  it('is asked ahead when idle while another screen is up, and again once the answer goes stale', async () => {
    const idle = new ManualIdle();
    const { hooks, done, goesStale } = trackingHook();
    const ahead = new FirstContentAhead(hooks, idle);
    ahead.from('settings');
    expect(done).toEqual(['read']);
    await idle.idleOnce();
    expect(done).toEqual(['read', 'ahead']);
    goesStale();
    await idle.idleOnce();
    expect(done).toEqual(['read', 'ahead', 'ahead']);
  });

  it('is not asked ahead while its own screen is up, nor once stopped', async () => {
    const idle = new ManualIdle();
    const { hooks, done } = trackingHook();
    const ahead = new FirstContentAhead(hooks, idle);
    ahead.from('tracking');
    expect(idle.pending).toBe(0);
    ahead.from('rating');
    ahead.stop();
    await idle.idleOnce();
    expect(done).toEqual(['read']);
  });

  it('leaves the app with nothing to ask when no route declares it', async () => {
    const idle = new ManualIdle();
    const ahead = new FirstContentAhead({}, idle);
    ahead.from('rating');
    expect(idle.pending).toBe(0);
    expect(askFirstContent('rating', {})).toBeNull();
  });
});
