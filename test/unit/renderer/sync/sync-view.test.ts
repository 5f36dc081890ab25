import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '@shared/ipc/channels/sync';
import { describeSync, keepNewerSync, syncCompleted } from '@renderer/lib/sync-view';

const NOW = new Date('2026-11-23T12:00:00');

function status(over: Partial<SyncStatus> = {}): SyncStatus {
  return {
    profileId: 'p1',
    generation: 1,
    running: null,
    completedAt: null,
    fetchedAt: null,
    error: null,
    cancelledAt: null,
    nextAt: null,
    setAside: null,
    writeFailure: null,
    revision: 1,
    ...over,
  };
}

describe('which sync status is kept', () => {
  it('keeps the newest revision, whichever arrives last', () => {
    const older = status({
      revision: 4,
      running: {
        reason: 'refresh',
        startedAt: '2026-11-23T10:40:00',
        phase: 'fetching',
        done: 0,
        total: null,
        since: null,
      },
    });
    const newer = status({ revision: 5, completedAt: '2026-11-23T10:42:00' });
    expect(keepNewerSync(null, older, 'p1#1')).toBe(older);
    expect(keepNewerSync(older, newer, 'p1#1')).toBe(newer);
    // The call's answer (revision 4) comes after the event of the finished sync: it does not bring the bar back.
    expect(keepNewerSync(newer, older, 'p1#1')).toBe(newer);
  });

  it('never keeps a status of another profile or an older session', () => {
    const mine = status({ revision: 2 });
    expect(keepNewerSync(mine, status({ profileId: 'p2', revision: 9 }), 'p1#1')).toBe(mine);
    expect(keepNewerSync(mine, status({ generation: 0, revision: 9 }), 'p1#1')).toBe(mine);
    expect(keepNewerSync(null, status({ profileId: 'p2' }), 'p1#1')).toBeNull();
  });

  it('tells when a sync completed between two statuses', () => {
    const before = status({ completedAt: '2026-11-23T10:00:00' });
    expect(syncCompleted(before, status({ completedAt: '2026-11-23T10:05:00' }))).toBe(true);
    expect(syncCompleted(null, status({ completedAt: '2026-11-23T10:05:00' }))).toBe(true);
    expect(syncCompleted(before, status({ completedAt: '2026-11-23T10:00:00', running: null, revision: 3 }))).toBe(
      false,
    );
    expect(syncCompleted(before, status({ completedAt: null }))).toBe(false);
  });
});

describe('the sync in words', () => {
  it('says when the list was last synced, or that it never was', () => {
    expect(describeSync(status({ completedAt: '2026-11-23T10:42:00' }), NOW, 'en-GB').headline).toBe('Synced 10:42');
    expect(describeSync(status(), NOW, 'en-GB').headline).toBe('Never synced');
    expect(describeSync(status({ completedAt: '2026-11-20T10:42:00' }), NOW, 'en-GB').headline).toBe(
      'Synced 20 Nov 2026, 10:42',
    );
  });

  it('counts a long sync as it writes, with a bar that fills', () => {
    const view = describeSync(
      status({
        running: {
          reason: 'timer',
          startedAt: '2026-11-23T11:59:00',
          phase: 'writing',
          done: 2500,
          total: 10000,
          since: null,
        },
      }),
      NOW,
      'en-GB',
    );
    expect(view.headline).toBe('Syncing…');
    expect(view.progress).toEqual({ text: 'Stored 2,500 of 10,000 shipments', fraction: 0.25 });
    const fetching = describeSync(
      status({
        running: {
          reason: 'timer',
          startedAt: '2026-11-23T11:59:00',
          phase: 'fetching',
          done: 0,
          total: null,
          since: null,
        },
      }),
      NOW,
      'en-GB',
    );
    expect(fetching.progress?.fraction).toBeNull();
    expect(fetching.progress?.text).toBe('Asking the service for the shipment list…');
  });

  it('says since which day a sync between whole ones asks for the shipments', () => {
    const running = { reason: 'timer', startedAt: '2026-11-23T11:59:00', phase: 'fetching', done: 0, total: null };
    const view = describeSync(
      status({ running: { ...running, reason: 'timer', phase: 'fetching', since: '2026-11-16' } }),
      NOW,
      'en-GB',
    );
    expect(view.progress?.text).toBe('Asking the service for the shipments picked up since 16 Nov 2026…');
  });

  it('shows the last failure and that the previous data is kept', () => {
    const view = describeSync(
      status({
        completedAt: '2026-11-23T10:00:00',
        error: { message: 'The freight service does not answer.', code: 'network', at: '2026-11-23T11:00:00' },
      }),
      NOW,
      'en-GB',
    );
    expect(view.headline).toBe('Synced 10:00');
    expect(view.problem).toEqual({
      tone: 'error',
      text: 'Last sync failed 11:00: The freight service does not answer. The shipments stored before are kept.',
    });
  });

  it('says a cancelled sync kept the data of the one before', () => {
    const view = describeSync(
      status({ completedAt: '2026-11-23T10:00:00', cancelledAt: '2026-11-23T11:30:00' }),
      NOW,
      'en-GB',
    );
    expect(view.problem).toEqual({
      tone: 'note',
      text: 'Last sync cancelled 11:30. The shipments stored before are kept.',
    });
    // A sync that completed after the cancel leaves nothing to say.
    expect(
      describeSync(status({ completedAt: '2026-11-23T11:40:00', cancelledAt: '2026-11-23T11:30:00' }), NOW, 'en-GB')
        .problem,
    ).toBeNull();
  });
});
