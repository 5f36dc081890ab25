import { describe, expect, it } from 'vitest';
import type { SessionStatus } from '../../../src/shared/ipc/session';
import { describeSession } from '../../../src/renderer/src/app/session-view';

const base: SessionStatus = {
  profileId: 'sandbox',
  profileName: 'Sandbox',
  state: 'connected',
  since: '2025-03-01T10:00:00Z',
};

describe('describeSession', () => {
  it('says each state in words, with the button that fits', () => {
    expect(describeSession(base)).toMatchObject({ text: 'Connected', tone: 'ok', actionLabel: 'Sign out' });
    expect(describeSession({ ...base, state: 'signing-in' })).toMatchObject({ text: 'Signing in…', action: null });
    expect(describeSession({ ...base, state: 'signed-out' })).toMatchObject({
      text: 'Signed out',
      actionLabel: 'Sign in',
    });
  });

  it('shows why sign-in failed and offers to retry', () => {
    const view = describeSession({
      ...base,
      state: 'error',
      code: 'unauthorized',
      message: 'The API key or secret was refused.',
    });
    expect(view).toMatchObject({
      text: 'Sign-in failed: The API key or secret was refused.',
      tone: 'error',
      actionLabel: 'Retry',
    });
  });

  it('still says sign-in failed when main gave no message', () => {
    expect(describeSession({ ...base, state: 'error' }).text).toMatch(/^Sign-in failed: /);
  });
});
