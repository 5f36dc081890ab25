import { describe, expect, it } from 'vitest';
import { TokenHolder } from '@main/api/token-holder';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('TokenHolder', () => {
  it('shares one token request among concurrent callers', async () => {
    let requests = 0;
    const pending = deferred<{ accessToken: string; expiresInSeconds: number }>();
    const holder = new TokenHolder(() => {
      requests += 1;
      return pending.promise;
    }, 60_000);
    const waiting = Array.from({ length: 20 }, () => holder.get());
    pending.resolve({ accessToken: 'T1', expiresInSeconds: 3600 });
    expect(await Promise.all(waiting)).toEqual(Array(20).fill('T1'));
    expect(requests).toBe(1);
    expect(await holder.get()).toBe('T1');
    expect(requests).toBe(1);
  });

  it('refreshes ahead of expiry, but not more than halfway through a short token', async () => {
    let now = 0;
    let n = 0;
    const holder = new TokenHolder(
      async () => ({ accessToken: `T${++n}`, expiresInSeconds: 100 }),
      60_000,
      () => now,
    );
    expect(await holder.get()).toBe('T1');
    now = 49_000;
    expect(await holder.get()).toBe('T1');
    now = 50_000; // half of 100 s: refresh-ahead capped at 50 s
    expect(await holder.get()).toBe('T2');
  });

  it('forgets a refused token once, not the newer one that replaced it', async () => {
    let n = 0;
    const holder = new TokenHolder(async () => ({ accessToken: `T${++n}`, expiresInSeconds: 3600 }), 0);
    expect(await holder.get()).toBe('T1');
    holder.invalidate('T1');
    expect(await holder.get()).toBe('T2');
    holder.invalidate('T1'); // a late 401 for the old token
    expect(await holder.get()).toBe('T2');
  });

  it('lets a failed request be retried by the next caller', async () => {
    let n = 0;
    const holder = new TokenHolder(async () => {
      n += 1;
      if (n === 1) throw new Error('refused');
      return { accessToken: 'T2', expiresInSeconds: 3600 };
    }, 0);
    await expect(holder.get()).rejects.toThrow('refused');
    expect(await holder.get()).toBe('T2');
  });

  it('does not sign back in when a request started before a sign-out finishes after it', async () => {
    const pending = deferred<{ accessToken: string; expiresInSeconds: number }>();
    const holder = new TokenHolder(() => pending.promise, 0);
    const running = holder.get();
    holder.clear();
    pending.resolve({ accessToken: 'T1', expiresInSeconds: 3600 });
    await running;
    expect(holder.has()).toBe(false);
  });
});
