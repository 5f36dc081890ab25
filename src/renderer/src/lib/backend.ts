import { m } from '@shared/i18n/messages';
import type { FreightDeskBridge } from '@shared/ipc/bridge';
import type { EventName, EventPayloads } from '@shared/ipc/contract';
import { AppError, createApi, subscribe, type Api } from './api';

/**
 * The app's one connection to main: window.freightDesk, wrapped so screens
 * get values or AppErrors. Resolved on first use, so the page can still
 * render its "cannot start" screen when the bridge is missing.
 */
let cached: Api | null = null;

export function hasBridge(): boolean {
  return window.freightDesk !== undefined;
}

function bridge(): FreightDeskBridge {
  const found = window.freightDesk;
  if (!found) {
    throw new AppError({
      code: 'internal',
      message: m.backend_unreachable(),
    });
  }
  return found;
}

export function api(): Api {
  return (cached ??= createApi(bridge()));
}

/** Listens to a main-process event (session.changed, profiles.changed); returns the unsubscribe function. */
export function onEvent<E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void): () => void {
  return subscribe(bridge(), event, listener);
}
