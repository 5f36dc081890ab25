import { hasZone, normaliseDateTime } from '@shared/domain/datetime';
import type { DocumentsDue, ExpiringQuote, TodayOverview } from '@shared/ipc/channels/today';
import type { LocalStore } from '@main/store';
import { nowIso, type AreaHandlers, type ServiceDeps } from './area-handlers';
import { enterFreeTimeStop } from '@main/free-time/free-time-entry';
import { freeTimeItemOf, freeTimeItems } from '@main/free-time/free-time-view';

const HOUR_MS = 3_600_000;
/** Quotes whose validity ends within this are listed. */
export const QUOTE_EXPIRY_WINDOW_MS = 24 * HOUR_MS;
/** Shipments picking up within this are checked for missing documents. */
export const PICKUP_WINDOW_MS = 72 * HOUR_MS;
/** The most changes one answer carries; the rest are counted. */
export const MAX_TODAY_CHANGES = 200;
/** The desk mark holding the operator's last look at Today. */
export const LAST_LOOK_MARK = 'today.last-look';

/** Epoch ms of a validity's end; one without a zone is read as UTC, as the service's rates give them. NaN when none. */
function expiryMs(text: string): number {
  const normalised = normaliseDateTime(text);
  if (normalised === null) return NaN;
  return Date.parse(hasZone(normalised) ? normalised : `${normalised}Z`);
}

function quotesExpiring(store: LocalStore, now: number): ExpiringQuote[] {
  return store.quotes.list().flatMap(({ value: quote, missingSince }): ExpiringQuote[] => {
    if (missingSince !== null || !quote.expirationDate) return [];
    const ends = expiryMs(quote.expirationDate);
    if (!(ends > now && ends - now <= QUOTE_EXPIRY_WINDOW_MS)) return [];
    return [quote];
  });
}

function documentsDue(store: LocalStore, now: number): DocumentsDue[] {
  const from = new Date(now).toISOString();
  const to = new Date(now + PICKUP_WINDOW_MS).toISOString();
  return store.pickups.between(from, to).flatMap((pickup): DocumentsDue[] => {
    const checklist = store.documents.checklist(pickup.shipmentId);
    if (!checklist) return [{ ...pickup, missing: null }];
    const missing = checklist.value
      .filter((doc) => doc.isRequired && !doc.id)
      .map((doc) => doc.documentName?.trim() ?? '');
    return missing.length > 0 ? [{ ...pickup, missing }] : [];
  });
}

/**
 * The Today screen: what changed since the operator's last look, free time
 * running out, quotes expiring within a day and documents missing for pickups
 * within three days. Read from the active profile's store only, so it shows
 * offline and before the first sync of a start.
 */
export function todayHandlers({
  session,
  stores,
  ports,
}: Pick<ServiceDeps, 'session' | 'stores' | 'ports'>): AreaHandlers<'today'> {
  const store = () => stores.of(session.data.current());
  return {
    'today.overview': (): TodayOverview => {
      const kept = store();
      const now = session.now();
      const lastLookAt = kept.marks.get(LAST_LOOK_MARK);
      const logged = kept.changeLog.since(lastLookAt ?? '', MAX_TODAY_CHANGES + 1);
      return {
        now: new Date(now).toISOString(),
        lastLookAt,
        changes: logged.slice(0, MAX_TODAY_CHANGES),
        moreChanges: kept.changeLog.countSince(lastLookAt ?? '') - Math.min(logged.length, MAX_TODAY_CHANGES),
        freeTime: freeTimeItems(kept, now, ports),
        quotesExpiring: quotesExpiring(kept, now),
        documentsDue: documentsDue(kept, now),
      };
    },
    'today.freeTime': () => freeTimeItems(store(), session.now(), ports),
    'today.shipmentFreeTime': ({ shipmentId }) => {
      const kept = store();
      const booked = kept.freeTime.get(shipmentId);
      return booked ? freeTimeItemOf(kept, booked, session.now(), ports) : null;
    },
    'today.enterFreeTimeStop': (input) =>
      enterFreeTimeStop(store(), input, { now: session.now(), nowIso: nowIso(session), ports }),
    'today.markSeen': ({ seenAt }) => {
      const kept = store();
      const previous = kept.marks.get(LAST_LOOK_MARK);
      // A later look never goes back to an earlier one (two windows, an old answer).
      const lastLookAt = previous !== null && previous > seenAt ? previous : new Date(seenAt).toISOString();
      kept.marks.set(LAST_LOOK_MARK, lastLookAt);
      return { lastLookAt };
    },
  };
}
