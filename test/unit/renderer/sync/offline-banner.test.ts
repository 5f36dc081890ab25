import { describe, expect, it } from 'vitest';
import type { SessionStatus } from '@shared/ipc/session';
import { offlineBanner } from '@renderer/app/offline-view';

const NOW = new Date('2026-11-23T12:00:00');

function status(over: Partial<SessionStatus>): SessionStatus {
  return {
    profileId: 'p1',
    profileName: 'Acme',
    state: 'connected',
    since: '2026-11-23T11:00:00',
    lastSuccessAt: '2026-11-23T10:42:00',
    nextRetryAt: null,
    generation: 1,
    revision: 1,
    ...over,
  };
}

describe('the offline banner', () => {
  it('says the service cannot be reached, when it last answered, and that stored data shows as of its time', () => {
    const view = offlineBanner(status({ state: 'unreachable' }), NOW, 'en-GB');
    expect(view?.title).toBe('The service cannot be reached');
    // The status bar above names the profile; the banner does not repeat it (one status names it, not two).
    expect([view?.title, ...(view?.lines ?? [])].join(' ')).not.toContain('Acme');
    const text = view?.lines.join(' ') ?? '';
    expect(text).toContain('It last answered 10:42.');
    expect(text).toContain('"as of"');
    expect(text).toContain('disabled until it answers');
  });

  it('says so when the service never answered in this run', () => {
    const view = offlineBanner(status({ state: 'unreachable', lastSuccessAt: null }), NOW, 'en-GB');
    expect(view?.lines.join(' ')).toContain('has not answered since the desk started');
  });

  it('is the one place that gives main’s reason, first', () => {
    const reason = 'Could not connect to the freight service at 127.0.0.1:4100 (connection refused).';
    const view = offlineBanner(status({ state: 'unreachable', message: reason }), NOW, 'en-GB');
    expect(view?.lines[0]).toBe(reason);
  });

  it('is not shown while the service answers, or for states the status bar explains (signed out, refused)', () => {
    for (const state of ['connected', 'signing-in', 'signed-out', 'refused', 'error'] as const) {
      expect(offlineBanner(status({ state }), NOW, 'en-GB')).toBeNull();
    }
    expect(offlineBanner(null, NOW, 'en-GB')).toBeNull();
  });
});
