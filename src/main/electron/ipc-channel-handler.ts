import type { IpcResult } from '@shared/ipc/result';
import { fail } from '@shared/ipc/result';
import { m } from '@shared/i18n/messages';
import { isTrustedSender } from './trusted-sender';

/** The part of Electron's IpcMainInvokeEvent the handler reads (kept structural so tests need no Electron). */
export interface IpcInvokeEventLike {
  /** The WebContents that sent the message. */
  readonly sender: unknown;
  /** The frame that sent it; null once that frame navigated away or was destroyed. */
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

export interface ChannelHandlerOptions {
  readonly channel: string;
  /** The main-side router (AppCore.invoke): validates input and never throws. */
  readonly invoke: (channel: string, input: unknown) => Promise<IpcResult<unknown>>;
  /** Whether a sender is the WebContents of the app's own window. */
  readonly isAppWebContents: (sender: unknown) => boolean;
  readonly devServerOrigin?: string | undefined;
  /** Told about refused messages, so an attempt is visible in the log. */
  readonly onRefused?: (channel: string, frameUrl: string | null) => void;
}

export const UNTRUSTED_SENDER_CODE = 'untrusted-sender';

/**
 * The function `ipcMain.handle(channel, ...)` calls. It serves a message only
 * when it comes from the main frame of the app's window showing the app's own
 * origin, then hands the input, unread, to the router, which validates it.
 * It always resolves to an IpcResult envelope: Electron turns a rejection into
 * an Error without its fields, which the renderer could not act on.
 */
export function createChannelHandler(
  options: ChannelHandlerOptions,
): (event: IpcInvokeEventLike, input: unknown) => Promise<IpcResult<unknown>> {
  return async (event, input) => {
    const frame = event.senderFrame;
    const isMainFrame = frame !== null && frame.parent === null && options.isAppWebContents(event.sender);
    const frameUrl = frame?.url ?? null;
    if (!isTrustedSender(frameUrl, { isMainFrame, devServerOrigin: options.devServerOrigin })) {
      options.onRefused?.(options.channel, frameUrl);
      return fail({ code: UNTRUSTED_SENDER_CODE, message: m.main_ipc_untrusted_sender() });
    }
    try {
      return await options.invoke(options.channel, input);
    } catch {
      // The router promises never to throw; if it does anyway, the window still gets an answer.
      return fail({ code: 'internal', message: m.failure_internal() });
    }
  };
}
