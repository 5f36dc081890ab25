import { describe, expect, it } from 'vitest';
import type { SessionStatus } from '@shared/ipc/session';
import { describeSession } from '@renderer/app/session-view';

/** The renderer's clock, as a test's page.clock would fix it: 14 May 2031, 09:42 local time. */
const NOW = new Date(2031, 4, 14, 9, 42, 0);
const at = (h: number, m: number, s = 0) => new Date(2031, 4, 14, h, m, s).toISOString();

const base: SessionStatus = {
  profileId: 'sandbox',
  profileName: 'Sandbox',
  state: 'connected',
  since: at(9, 30),
  lastSuccessAt: at(9, 41),
  nextRetryAt: null,
  generation: 0,
  revision: 1,
};

describe('describeSession', () => {
  it('says Connected with the time of the last answer, and offers to sign out', () => {
    expect(describeSession(base, NOW, 'en-GB')).toMatchObject({
      text: 'Connected',
      detail: 'Last answer 09:41',
      tone: 'ok',
      actionLabel: 'Sign out',
      reason: null,
      settings: false,
    });
  });

  it('says when it last worked while signing in or signed out', () => {
    expect(describeSession({ ...base, state: 'signing-in' }, NOW, 'en-GB')).toMatchObject({
      text: 'Signing in…',
      detail: 'Last worked 09:41',
      action: null,
    });
    expect(describeSession({ ...base, state: 'signed-out', lastSuccessAt: null }, NOW, 'en-GB')).toMatchObject({
      text: 'Signed out',
      detail: null,
      actionLabel: 'Sign in',
    });
  });

  it('says Refused with the reason, when it last worked, and the way to Settings', () => {
    const view = describeSession(
      { ...base, state: 'refused', code: 'unauthorized', message: 'The service refused the API key or secret.' },
      NOW,
      'en-GB',
    );
    expect(view).toMatchObject({
      text: 'Refused',
      reason: 'The service refused the API key or secret.',
      detail: 'Last worked 09:41',
      tone: 'error',
      actionLabel: 'Retry',
      settings: true,
    });
  });

  it('says Unreachable, when it last worked and how long until the next automatic try', () => {
    const unreachable: SessionStatus = {
      ...base,
      state: 'unreachable',
      code: 'network',
      message: 'Could not connect to the freight service at 127.0.0.1:4100 (connection refused).',
      lastSuccessAt: at(9, 30),
      nextRetryAt: at(9, 42, 8),
    };
    expect(describeSession(unreachable, NOW, 'en-GB')).toMatchObject({
      text: 'Unreachable',
      reason: 'Could not connect to the freight service at 127.0.0.1:4100 (connection refused).',
      detail: 'Last worked 09:30 · next try in 8 s',
      tone: 'warn',
      actionLabel: 'Retry',
      settings: false,
    });
    expect(describeSession({ ...unreachable, nextRetryAt: at(9, 44) }, NOW, 'en-GB').detail).toBe(
      'Last worked 09:30 · next try in 2 min',
    );
    // While an attempt is on its way there is no next time: it is trying now.
    expect(describeSession({ ...unreachable, nextRetryAt: null }, NOW, 'en-GB')).toMatchObject({
      detail: 'Last worked 09:30 · trying again now…',
      tone: 'busy',
    });
    expect(describeSession({ ...unreachable, lastSuccessAt: null }, NOW, 'en-GB').detail).toBe(
      'No answer yet in this session · next try in 8 s',
    );
  });

  it('gives the date when the service last answered on another day', () => {
    const view = describeSession(
      { ...base, state: 'unreachable', lastSuccessAt: new Date(2031, 4, 12, 17, 5).toISOString(), nextRetryAt: null },
      NOW,
      'en-GB',
    );
    expect(view.detail).toMatch(/^Last worked 12 May 2031, 17:05 · /);
  });

  it('shows why sign-in failed otherwise, and offers to retry', () => {
    const view = describeSession(
      { ...base, state: 'error', code: 'keychain-unavailable', message: 'The system keychain is not available.' },
      NOW,
      'en-GB',
    );
    expect(view).toMatchObject({
      text: 'Sign-in failed',
      reason: 'The system keychain is not available.',
      tone: 'error',
      actionLabel: 'Retry',
      settings: false,
    });
    expect(describeSession({ ...base, state: 'error' }, NOW, 'en-GB').reason).toBe('The service gave no reason.');
  });
});
