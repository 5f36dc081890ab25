import { describe, expect, it } from 'vitest';
import { AutoRetry, LIST_RETRY, mayPassByItself, type Timers } from '@renderer/lib/auto-retry';

/** Timers the test moves by hand: nothing runs until `advance`. */
function manualTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    set: (run, ms) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  return { timers, advance, pendingCount: () => pending.size };
}

const server = { code: 'server' } as const;

describe('AutoRetry', () => {
  it('retries a read that keeps failing a bounded number of times, each wait longer than the last', () => {
    const { timers, advance } = manualTimers();
    const retry = new AutoRetry(LIST_RETRY, timers);
    let reads = 1;
    const fail = (): void => {
      retry.afterFailure(server, () => {
        reads += 1;
        fail();
      });
    };
    fail();
    advance(60_000);
    expect(reads).toBe(1 + LIST_RETRY.delaysMs.length);
    expect(LIST_RETRY.delaysMs.length).toBeLessThanOrEqual(3);
    expect([...LIST_RETRY.delaysMs]).toEqual([...LIST_RETRY.delaysMs].sort((a, b) => a - b));
    expect(retry.pending).toBe(false);
  });

  it('says how long it waits, and nothing once the budget is used; a fresh read gets the whole budget', () => {
    const { timers, advance } = manualTimers();
    const retry = new AutoRetry({ delaysMs: [1_000, 3_000] }, timers);
    expect(retry.afterFailure(server, () => {})).toBe(1_000);
    advance(1_000);
    expect(retry.afterFailure(server, () => {})).toBe(3_000);
    advance(3_000);
    expect(retry.afterFailure(server, () => {})).toBeNull();
    retry.reset();
    expect(retry.afterFailure(server, () => {})).toBe(1_000);
  });

  it('does not repeat a refusal that would come back the same', () => {
    const { timers, pendingCount } = manualTimers();
    const retry = new AutoRetry(LIST_RETRY, timers);
    for (const code of ['unauthorized', 'forbidden', 'not-found', 'invalid-request', 'validation', 'refused']) {
      expect(retry.afterFailure({ code }, () => {})).toBeNull();
      expect(mayPassByItself({ code })).toBe(false);
    }
    expect(pendingCount()).toBe(0);
    for (const code of ['network', 'timeout', 'server', 'bad-response']) expect(mayPassByItself({ code })).toBe(true);
  });

  it('drops a pending retry when cancelled (the screen closed)', () => {
    const { timers, advance, pendingCount } = manualTimers();
    const retry = new AutoRetry(LIST_RETRY, timers);
    let ran = false;
    retry.afterFailure(server, () => (ran = true));
    expect(retry.pending).toBe(true);
    retry.cancel();
    advance(60_000);
    expect(ran).toBe(false);
    expect(pendingCount()).toBe(0);
  });
});
