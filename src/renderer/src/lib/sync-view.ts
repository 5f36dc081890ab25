import { m } from '@shared/i18n/messages';
import type { SyncStatus } from '@shared/ipc/channels/sync';
import { scopeKeyOf } from '@shared/ipc/session';
import { counted, currentLocale, formatDate, formatNumber, formatTimeOrDateTime } from './format';

/*
 * The sync of the store with the service, as the operator reads it: which
 * status to keep when several arrive, and the words, counts and error line
 * the sync strip shows.
 */

/**
 * The status to keep after `next` arrived: a status of another data scope
 * (another profile, or an older session of this one) is never kept, and of
 * two statuses the newer revision wins (a call's answer can come after the
 * event of a later change). `scope` null: the renderer does not know the
 * scope yet, and takes what main says.
 */
export function keepNewerSync(current: SyncStatus | null, next: SyncStatus, scope: string | null): SyncStatus | null {
  if (scope !== null && scopeKeyOf(next) !== scope) return current;
  if (current && scopeKeyOf(current) === scopeKeyOf(next) && next.revision <= current.revision) return current;
  return next;
}

/** A sync completed between two statuses (the stored list is new): what the list reloads on. */
export function syncCompleted(before: SyncStatus | null, after: SyncStatus | null): boolean {
  if (!after?.completedAt) return false;
  return before?.completedAt !== after.completedAt;
}

export interface SyncProgressView {
  /** "Stored 1,200 of 10,000 shipments". */
  readonly text: string;
  /** 0 to 1; null while the end is not known (the bar moves without a figure). */
  readonly fraction: number | null;
}

export interface SyncView {
  /** "Synced 10:42", "Never synced", "Syncing…". */
  readonly headline: string;
  /** The running sync's progress; null when none runs. */
  readonly progress: SyncProgressView | null;
  /** The last sync's failure or cancellation, with what happened to the data. */
  readonly problem: { readonly tone: 'error' | 'note'; readonly text: string } | null;
}

function progressOf(running: NonNullable<SyncStatus['running']>, locale: string): SyncProgressView {
  switch (running.phase) {
    case 'fetching':
      return {
        text:
          running.since === null
            ? m.sync_fetching()
            : m.sync_fetching_since({ day: formatDate(running.since, locale) }),
        fraction: null,
      };
    case 'checking':
      return {
        text: running.total === null ? m.sync_checking_list() : counted(m.sync_checking_count, running.total, locale),
        fraction: null,
      };
    case 'writing':
      if (running.total === null || running.total <= 0) {
        return { text: counted(m.sync_stored_count, running.done, locale), fraction: null };
      }
      return {
        text: m.sync_stored_of({
          count: running.total,
          done: formatNumber(running.done, locale),
          shown: formatNumber(running.total, locale),
        }),
        fraction: Math.min(1, running.done / running.total),
      };
  }
}

/** Later of two ISO times (either may be missing). */
function isLater(a: string | null, b: string | null): boolean {
  if (!a) return false;
  if (!b) return true;
  return Date.parse(a) > Date.parse(b);
}

/**
 * The words of a sync status. `now` is the renderer's clock (a test's page
 * clock): it only decides whether a time shows its date.
 */
export function describeSync(status: SyncStatus | null, now: Date, locale: string = currentLocale()): SyncView {
  if (!status) return { headline: m.sync_state_unknown(), progress: null, problem: null };
  const when = (iso: string) => formatTimeOrDateTime(iso, now, locale);
  const headline = status.running
    ? m.sync_syncing()
    : status.completedAt
      ? m.sync_synced({ when: when(status.completedAt) })
      : m.sync_never();
  const progress = status.running ? progressOf(status.running, locale) : null;

  let problem: SyncView['problem'] = null;
  const kept = status.completedAt ? m.sync_kept_before() : m.sync_nothing_stored();
  if (status.error && !isLater(status.cancelledAt, status.error.at)) {
    const message = status.error.message.trim().replace(/[.\s]+$/, '');
    problem = { tone: 'error', text: `${m.sync_last_failed({ when: when(status.error.at), message })} ${kept}` };
  } else if (status.cancelledAt && isLater(status.cancelledAt, status.completedAt)) {
    problem = { tone: 'note', text: `${m.sync_last_cancelled({ when: when(status.cancelledAt) })} ${kept}` };
  }
  return { headline, progress, problem };
}
