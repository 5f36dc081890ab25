import { m } from '@shared/i18n/messages';
import type { FreightDeskBridge } from '@shared/ipc/bridge';
import type { EventName, EventPayloads } from '@shared/ipc/contract';
import type { IpcError, IpcResult } from '@shared/ipc/result';

/**
 * An error main reported through the IPC envelope, thrown by the renderer's
 * API so that screens can use try/catch and still branch on a stable code.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: string;
  readonly details?: unknown;

  constructor(error: IpcError) {
    super(error.message);
    this.code = error.code;
    if (error.details !== undefined) this.details = error.details;
  }

  /** Anything caught (a rejected IPC call, a bug) as an AppError, so one view can show it. */
  static from(cause: unknown): AppError {
    if (cause instanceof AppError) return cause;
    const message = cause instanceof Error && cause.message ? cause.message : m.api_unexpected();
    return new AppError({ code: 'internal', message });
  }
}

/** The value of a successful result; throws AppError for a failed one. */
export function unwrap<T>(result: IpcResult<T>): T {
  if (result.ok) return result.value;
  throw new AppError(result.error);
}

type Unwrapped<F> = F extends (...args: infer A) => Promise<IpcResult<infer T>> ? (...args: A) => Promise<T> : never;
type AreaName = Exclude<keyof FreightDeskBridge, 'on'>;

/** window.freightDesk with every channel returning its value directly (or throwing AppError). */
export type Api = {
  readonly [A in AreaName]: { readonly [M in keyof FreightDeskBridge[A]]: Unwrapped<FreightDeskBridge[A][M]> };
};

/**
 * Wraps every channel function of the bridge. Built from the bridge's own
 * areas, so a channel added to the contract needs no change here.
 */
export function createApi(bridge: FreightDeskBridge): Api {
  const api: Record<string, Record<string, (input?: unknown) => Promise<unknown>>> = {};
  for (const [area, methods] of Object.entries(bridge)) {
    if (area === 'on' || typeof methods !== 'object' || methods === null) continue;
    const wrapped: Record<string, (input?: unknown) => Promise<unknown>> = {};
    for (const [method, fn] of Object.entries(methods as Record<string, unknown>)) {
      if (typeof fn !== 'function') continue;
      const channel = fn as (input?: unknown) => Promise<IpcResult<unknown>>;
      wrapped[method] = async (input?: unknown) => {
        let result: IpcResult<unknown>;
        try {
          result = await channel(input);
        } catch (cause) {
          // The transport itself failed (no envelope at all): report it like any other error.
          throw AppError.from(cause);
        }
        return unwrap(result);
      };
    }
    api[area] = Object.freeze(wrapped);
  }
  // The loop above builds exactly the mapped type Api, which TypeScript cannot follow.
  return Object.freeze(api) as unknown as Api;
}

/** Subscribes to a main-process event; returns the function that unsubscribes. */
export function subscribe<E extends EventName>(
  bridge: FreightDeskBridge,
  event: E,
  listener: (payload: EventPayloads[E]) => void,
): () => void {
  return bridge.on(event, listener);
}
