import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@sandbox';
import { startSandboxAtTestMoment } from '../helpers/sandbox-at-test-moment';
import { getToken } from './helpers';

/*
 * An app start holds the sandbox's port and builds its HTTP app once the
 * window's first screen is up (prepareAfter, the startup gate): the address
 * is known at once, and a request that comes earlier waits instead of failing.
 */
describe('the sandbox started behind the app start', () => {
  let sandbox: RunningSandbox | undefined;
  afterEach(async () => {
    await sandbox?.close();
    sandbox = undefined;
  });

  it('answers a request sent before the start let it go, once it does', async () => {
    let letGo!: () => void;
    sandbox = await startSandboxAtTestMoment({ prepareAfter: new Promise((r) => (letGo = r)) });
    expect(sandbox.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    let answered = false;
    const token = getToken(sandbox).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    letGo();
    expect(await token).toMatch(/\S+/);
  });

  it('closes without ever building its HTTP app, and lets the port go', async () => {
    const held = await startSandboxAtTestMoment({ prepareAfter: new Promise(() => undefined) });
    await held.close();
    await expect(fetch(`${held.baseUrl}/v1/auth/token`, { method: 'POST' })).rejects.toThrow();
  });
});
