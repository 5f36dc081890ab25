import { describe, expect, it } from 'vitest';
import { TokenStore } from '@main/api/token-store';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('TokenStore', () => {
  it('shares one token request among concurrent callers', async () => {
    let requests = 0;
    const pending = deferred<{ accessToken: string; expiresInSeconds: number }>();
    const store = new TokenStore(() => {
      requests += 1;
      return pending.promise;
    }, 60_000);
    const waiting = Array.from({ length: 20 }, () => store.get());
    pending.resolve({ accessToken: 'T1', expiresInSeconds: 3600 });
    expect(await Promise.all(waiting)).toEqual(Array(20).fill('T1'));
    expect(requests).toBe(1);
    expect(await store.get()).toBe('T1');
    expect(requests).toBe(1);
  });

  it('refreshes ahead of expiry, but not more than halfway through a short token', async () => {
    let now = 0;
    let n = 0;
    const store = new TokenStore(
      async () => ({ accessToken: `T${++n}`, expiresInSeconds: 100 }),
      60_000,
      () => now,
    );
    expect(await store.get()).toBe('T1');
    now = 49_000;
    expect(await store.get()).toBe('T1');
    now = 50_000; // half of 100 s: refresh-ahead capped at 50 s
    expect(await store.get()).toBe('T2');
  });

  it('forgets a refused token once, not the newer one that replaced it', async () => {
    let n = 0;
    const store = new TokenStore(async () => ({ accessToken: `T${++n}`, expiresInSeconds: 3600 }), 0);
    expect(await store.get()).toBe('T1');
    store.invalidate('T1');
    expect(await store.get()).toBe('T2');
    store.invalidate('T1'); // a late 401 for the old token
    expect(await store.get()).toBe('T2');
  });

  it('lets a failed request be retried by the next caller', async () => {
    let n = 0;
    const store = new TokenStore(async () => {
      n += 1;
      if (n === 1) throw new Error('refused');
      return { accessToken: 'T2', expiresInSeconds: 3600 };
    }, 0);
    await expect(store.get()).rejects.toThrow('refused');
    expect(await store.get()).toBe('T2');
  });

  it('does not sign back in when a request started before a sign-out finishes after it', async () => {
    const pending = deferred<{ accessToken: string; expiresInSeconds: number }>();
    const store = new TokenStore(() => pending.promise, 0);
    const running = store.get();
    store.clear();
    pending.resolve({ accessToken: 'T1', expiresInSeconds: 3600 });
    await running;
    expect(store.has()).toBe(false);
  });
});
