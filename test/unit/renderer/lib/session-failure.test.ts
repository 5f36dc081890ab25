import { describe, expect, it } from 'vitest';
import type { SessionStatus } from '@shared/ipc/session';
import { sessionFailure, unansweredBecause } from '@renderer/lib/offline.svelte';

function status(state: SessionStatus['state']): SessionStatus {
  return {
    profileId: 'p1',
    profileName: 'Acme',
    state,
    since: '2026-11-23T11:00:00',
    lastSuccessAt: '2026-11-23T10:42:00',
    nextRetryAt: null,
    generation: 1,
    revision: 1,
    message: 'Could not connect to the freight service at 127.0.0.1:4100 (connection refused).',
  };
}

describe('a failure the top of the window already explains', () => {
  it('is named in a line that points there, never with main’s reason again', () => {
    const said = sessionFailure({ code: 'network' }, status('unreachable'));
    expect(said).toBe('The service cannot be reached: the notice at the top of the window says why.');
    expect(sessionFailure({ code: 'timeout' }, status('unreachable'))).toBe(said);
    expect(sessionFailure({ code: 'unauthorized' }, status('refused'))).toMatch(/^The service refused the API key/);
  });

  it('is left to main’s message when its cause is another, or the top says nothing of it', () => {
    expect(sessionFailure({ code: 'server' }, status('unreachable'))).toBeNull();
    expect(sessionFailure({ code: 'network' }, status('connected'))).toBeNull();
    expect(sessionFailure({ code: 'network' }, null)).toBeNull();
  });

  it('says why a read has no answer in a few words: unread, never empty', () => {
    expect(unansweredBecause({ code: 'network' }, status('unreachable'))).toBe('the service cannot be reached');
    expect(unansweredBecause({ code: 'server' }, status('connected'))).toBe('the freight service had a problem');
  });
});
