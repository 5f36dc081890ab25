import { m } from '@shared/i18n/messages';
import { momentOf, type EnteredEventKind } from '@shared/domain/free-time';
import { instantOfLocal, localDateTimeAt } from '@shared/domain/port-time';
import type { FreeTimeItem } from '@shared/ipc/channels/today';
import type { LocalStore } from '@main/store';
import { UserFacingError } from '@main/errors';
import { freeTimeItemOf, type PortPlaces } from './free-time-view';

/*
 * A release or an empty return the service never reported, entered by the
 * operator on the port's wall clock and kept in the store: the clocks stop
 * there, and say the time was entered by hand. Checked against the clocks'
 * own events, so a stop is never before what it ends nor in the future.
 */

/** Why an entered stop is refused, by its kind: each language says the event in its own sentence. */
const LATER_THAN_NOW: Readonly<Record<EnteredEventKind, typeof m.main_free_time_release_after_now>> = {
  release: m.main_free_time_release_after_now,
  'empty-return': m.main_free_time_empty_return_after_now,
};
const BEFORE_WHAT_IT_ENDS: Readonly<Record<EnteredEventKind, typeof m.main_free_time_release_before_discharge>> = {
  release: m.main_free_time_release_before_discharge,
  'empty-return': m.main_free_time_empty_return_before_release,
};

/** `2027-01-04T15:00` as the port's `2027-01-04T15:00:00`, or null when it is no date-time of the calendar. */
function portTimeOf(at: string): string | null {
  const local = `${at}:00`;
  const ms = Date.parse(`${local}Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === local ? local : null;
}

function refuse(message: string): never {
  throw new UserFacingError('validation', message, [{ path: 'at', message }]);
}

/** "2026-12-27 10:00": a port time as the message names it, in one form whatever the operator's language. */
function shown(local: string): string {
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

export interface EntryContext {
  readonly now: number;
  readonly nowIso: string;
  readonly ports: PortPlaces;
}

export function enterFreeTimeStop(
  store: LocalStore,
  input: { shipmentId: string; event: EnteredEventKind; at: string | null },
  { now, nowIso, ports }: EntryContext,
): FreeTimeItem {
  const booked = store.freeTime.get(input.shipmentId);
  if (!booked) throw new UserFacingError('not-found', m.main_free_time_no_shipment({ id: input.shipmentId }));
  if (input.at === null) {
    store.freeTime.forget(input.shipmentId, input.event);
  } else {
    const at = portTimeOf(input.at) ?? refuse(m.main_free_time_not_a_date({ at: input.at.replace('T', ' ') }));
    const item = freeTimeItemOf(store, booked, now, ports);
    const zone = item.port?.timeZone ?? null;
    const where = item.port?.city ?? item.port?.code ?? m.main_free_time_the_port();
    if (instantOfLocal(at, zone) > now)
      refuse(LATER_THAN_NOW[input.event]({ now: shown(localDateTimeAt(now, zone)), where }));
    // What it ends must come first: the discharge before a release, the release before an empty return.
    const before = input.event === 'release' ? 'discharge' : 'release';
    const earlier = momentOf(before, item.events, booked.entered, zone);
    if (earlier.at !== null && at < earlier.at)
      refuse(BEFORE_WHAT_IT_ENDS[input.event]({ at: shown(earlier.at), where }));
    store.freeTime.enter(input.shipmentId, { event: input.event, at, enteredAt: nowIso });
  }
  const updated = store.freeTime.get(input.shipmentId) ?? booked;
  return freeTimeItemOf(store, updated, now, ports);
}
