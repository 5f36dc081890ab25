import { describe, expect, it } from 'vitest';
import { seenOf, shouldLoad } from '@renderer/lib/load-on-connect';
import type { SessionState, SessionStatus } from '@shared/ipc/session';

let revision = 0;
function status(profileId: string, state: SessionState): SessionStatus {
  revision += 1;
  return {
    profileId,
    profileName: profileId,
    state,
    since: '2026-11-23T10:00:00.000Z',
    lastSuccessAt: null,
    nextRetryAt: null,
    generation: 1,
    revision,
  };
}

describe('when a screen loads its list for the session', () => {
  it('loads for the first profile seen and for every other profile', () => {
    expect(shouldLoad(null, status('a', 'signing-in'), false)).toBe(true);
    const seen = seenOf(status('a', 'connected'));
    expect(shouldLoad(seen, status('b', 'signing-in'), false)).toBe(true);
  });

  it('loads a failed list again when the session comes back to Connected', () => {
    const seen = seenOf(status('a', 'unreachable'));
    expect(shouldLoad(seen, status('a', 'connected'), true)).toBe(true);
    // A list that did not fail keeps what it has.
    expect(shouldLoad(seen, status('a', 'connected'), false)).toBe(false);
  });

  it('does not ask again for a failing list on each status main re-sends while connected', () => {
    let seen = seenOf(status('a', 'connected'));
    let loads = 0;
    for (let minute = 0; minute < 60; minute++) {
      const next = status('a', 'connected');
      if (shouldLoad(seen, next, true)) loads += 1;
      seen = seenOf(next);
    }
    expect(loads).toBe(0);
  });
});
