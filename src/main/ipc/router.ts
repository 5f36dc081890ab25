import { channels, isChannelName } from '@shared/ipc/contract';
import { fail, ok, type IpcResult } from '@shared/ipc/result';
import { toIpcError } from '../to-ipc-error';

import type { Handlers } from '@main/services';

export type Router = (channel: string, input: unknown) => Promise<IpcResult<unknown>>;

/**
 * The main-side router: it knows no transport (Electron ipcMain and the web
 * harness both call it). It validates input with the channel's schema, calls
 * the handler, and turns every failure into a serialisable `{code, message}`;
 * it never throws.
 */
export function createRouter(handlers: Handlers, logError: (channel: string, error: unknown) => void): Router {
  return async (channel, input) => {
    if (!isChannelName(channel)) {
      return fail({ code: 'unknown-channel', message: `Freight Desk has no function called ${String(channel)}.` });
    }
    const parsed = channels[channel].input.safeParse(input);
    if (!parsed.success) return fail(toIpcError(parsed.error));
    try {
      // The table pairs each channel with its handler and the input its schema parsed; TypeScript
      // cannot follow that pairing through the union of channel names.
      const handler = handlers[channel] as (input: unknown) => unknown;
      return ok(await handler(parsed.data));
    } catch (error) {
      const ipcError = toIpcError(error);
      if (ipcError.code === 'internal') logError(channel, error);
      return fail(ipcError);
    }
  };
}
