import { m } from '@shared/i18n/messages';
import { channels, isChannelName } from '@shared/ipc/contract';
import { fail, ok, type IpcError, type IpcResult } from '@shared/ipc/result';
import { inputProblem } from '@shared/ipc/input-bounds';
import { schemaWords } from '@shared/api/schema-words';
import { refusedInput, toIpcError } from '../to-ipc-error';

import type { Handlers } from '@main/services';
import type { CoreLog } from '@main/log/core-log';

export type Router = (channel: string, input: unknown) => Promise<IpcResult<unknown>>;

/**
 * The main-side router: it knows no transport (Electron ipcMain and the web
 * harness both call it). It checks the input's size, depth and text first
 * (input-bounds.ts: without recursion, so a hostile value cannot overflow the
 * stack of what reads it next), then validates it with the channel's schema,
 * calls the handler, and turns every failure into a serialisable
 * `{code, message}`; it never throws.
 */
export function createRouter(handlers: Handlers, log: Pick<CoreLog, 'error' | 'failed'>): Router {
  return async (channel, input) => {
    if (!isChannelName(channel)) {
      return fail({ code: 'unknown-channel', message: m.failure_unknown_channel({ channel: String(channel) }) });
    }
    const refuse = (refused: IpcError) => {
      log.failed(channel, refused);
      return fail(refused);
    };
    try {
      const problem = inputProblem(input);
      if (problem) return refuse(refusedInput(problem));
      const parsed = channels[channel].input.safeParse(input, { error: schemaWords });
      if (!parsed.success) return refuse(toIpcError(parsed.error));
      // The table pairs each channel with its handler and the input its schema parsed; TypeScript
      // cannot follow that pairing through the union of channel names.
      const handler = handlers[channel] as (input: unknown) => unknown;
      return ok(await handler(parsed.data));
    } catch (error) {
      const ipcError = toIpcError(error);
      // A bug with its stack; anything else as the one line the operator was shown.
      if (ipcError.code === 'internal') log.error(channel, error);
      else log.failed(channel, ipcError);
      return fail(ipcError);
    }
  };
}
