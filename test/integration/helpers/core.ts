import type { AppCore } from '@main/app-core';
import type { EventName, EventPayloads } from '@shared/ipc/contract';
import type { SyncStatus } from '@shared/ipc/channels/sync';
import type { SessionStatus } from '@shared/ipc/session';
import { bookingBody, boxRatingBody } from './flows';

/** The value of a channel call, or a thrown Error naming the channel, code and message. */
export async function value<T>(core: AppCore, channel: string, input?: unknown): Promise<T> {
  const result = await core.invoke(channel, input);
  if (!result.ok)
    throw Object.assign(new Error(`${channel}: ${result.error.code}: ${result.error.message}`), result.error);
  return result.value as T;
}

/** The error code of a channel call that must fail. */
export async function failureOf(
  core: AppCore,
  channel: string,
  input?: unknown,
): Promise<{ code: string; message: string }> {
  const result = await core.invoke(channel, input);
  if (result.ok) throw new Error(`${channel} succeeded: ${JSON.stringify(result.value).slice(0, 200)}`);
  return result.error;
}

/** Resolves with the first event of that name that passes the test (events already emitted do not count). */
export function nextEvent<E extends EventName>(
  core: AppCore,
  name: E,
  test: (payload: EventPayloads[E]) => boolean = () => true,
): Promise<EventPayloads[E]> {
  return new Promise((resolve) => {
    const stop = core.onEvent((event, payload) => {
      if (event !== name || !test(payload as EventPayloads[E])) return;
      stop();
      resolve(payload as EventPayloads[E]);
    });
  });
}

/** The session status once it passes the test: now, or at the next session.changed that does. */
export async function statusWhen(core: AppCore, test: (s: SessionStatus) => boolean): Promise<SessionStatus> {
  const waiting = nextEvent(core, 'session.changed', test);
  const now = await value<SessionStatus>(core, 'session.status');
  return test(now) ? now : waiting;
}

/** Rates boxes, saves the first rate and books it, all through the router: one new shipment of the active profile. */
export async function bookThroughCore(core: AppCore): Promise<{ shipmentId: string; shipmentCode: string }> {
  const rating = await value<{ quote: { rates: Array<{ id: string }> } }>(core, 'rating.rate', {
    mode: 'boxes',
    request: boxRatingBody(),
  });
  const rateId = rating.quote.rates[0]?.id as string;
  const saved = await value<{ shipmentId: string }>(core, 'quotes.save', { type: 'boxes', rateId });
  return value(core, 'booking.book', { mode: 'boxes', request: bookingBody(saved.shipmentId) });
}

/**
 * The sync status once no sync runs: a write (booking, switch, upload) or a
 * sign-in starts one before its call returns, so waiting here means the store
 * holds what the service lists now.
 */
export async function syncIdle(core: AppCore): Promise<SyncStatus> {
  const waiting = nextEvent(core, 'sync.changed', (s) => s.running === null);
  const now = await value<SyncStatus>(core, 'sync.status');
  return now.running === null ? now : waiting;
}

/** The shipment codes of the active profile's list, as main serves it from the store once the sync has run. */
export async function listedCodes(core: AppCore): Promise<string[]> {
  await syncIdle(core);
  const page = await value<{ rows: Array<{ shipmentCode: string | null }> }>(core, 'tracking.shipments', {
    limit: 500,
  });
  return page.rows.map((row) => row.shipmentCode ?? '?').sort();
}
