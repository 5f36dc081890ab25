/**
 * window.freightDesk in a plain browser: the web harness's stand-in for the
 * Electron preload. The same buildBridge and channel table, with HTTP as the
 * transport: a POST per call, one server-sent-event stream for main's events.
 *
 * It learns the run's secret from its own <script src="...?secret=">, which
 * the harness writes into index.html only when the page itself was opened
 * with the secret.
 */
import { buildBridge } from '@shared/ipc/bridge';
import { channelNames, eventNames } from '@shared/ipc/channel-names';
import type { ChannelName, EventName } from '@shared/ipc/contract';
import { fail, type IpcResult } from '@shared/ipc/result';
import { decodeWire, encodeWireFrame, WIRE_FRAME_JSON_HEADER, WIRE_FRAME_TYPE } from '@harness/wire-codec';

const UNAVAILABLE = 'The web harness is not answering: is npm run web still running? Then reload the page.';
const STALE_PAGE =
  'This page belongs to an earlier run of the web harness: open the address that npm run web printed last.';
/** How long a call waits for the event stream before going ahead without it. */
const EVENT_STREAM_WAIT_MS = 3000;

function readSecret(): string {
  const script = document.currentScript;
  const src = script instanceof HTMLScriptElement ? script.src : '';
  const secret = src ? new URL(src).searchParams.get('secret') : null;
  if (!secret) throw new Error('Freight Desk web bridge: loaded without the harness secret.');
  return secret;
}

function install(): void {
  const secret = readSecret();
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();

  const stream = new EventSource(`/__harness/events?secret=${encodeURIComponent(secret)}`);
  // Calls wait for the stream to be open, so an event a call causes (e.g.
  // session.changed after profiles.activate) is never emitted before anyone listens.
  let streamReady = false;
  const streamOpen = new Promise<void>((resolve) => {
    stream.addEventListener('open', () => resolve(), { once: true });
    setTimeout(resolve, EVENT_STREAM_WAIT_MS);
  }).then(() => {
    streamReady = true;
  });
  for (const name of eventNames) {
    stream.addEventListener(name, (message) => {
      let payload: unknown;
      try {
        payload = decodeWire((message as MessageEvent<string>).data);
      } catch (error) {
        console.error(`web bridge: unreadable ${name} event`, error);
        return;
      }
      for (const listener of listeners.get(name) ?? []) {
        try {
          listener(payload);
        } catch (error) {
          console.error(`web bridge: a ${name} listener failed`, error);
        }
      }
    });
  }

  async function invoke(channel: ChannelName, input: unknown): Promise<IpcResult<unknown>> {
    // Once the stream is open, a call goes out as it is made: awaiting the settled promise still put the
    // request behind every microtask queued before it (a screen being built, which asked for its rows first).
    if (!streamReady) await streamOpen;
    let response: Response;
    try {
      response = await fetch(`/__harness/invoke/${encodeURIComponent(channel)}`, {
        method: 'POST',
        ...callBody(input),
      });
    } catch {
      return fail({ code: 'harness-unavailable', message: UNAVAILABLE });
    }
    if (response.status === 403) {
      // The harness was restarted: it has a new secret, and this page still carries the old one.
      return fail({ code: 'harness-unavailable', message: STALE_PAGE });
    }
    if (!response.ok) {
      return fail({
        code: 'harness-unavailable',
        message: `The web harness refused the call (HTTP ${response.status}).`,
      });
    }
    return decodeWire(await response.text()) as IpcResult<unknown>;
  }

  /** A call's body: JSON, or (when the input holds bytes, an upload) a frame with the bytes after the JSON, unencoded. */
  function callBody(input: unknown): { headers: Record<string, string>; body: string | Blob } {
    const frame = encodeWireFrame({ input });
    if (frame.parts.length === 0) {
      return { headers: { 'Content-Type': 'application/json', 'X-Harness-Secret': secret }, body: frame.json };
    }
    const json = new TextEncoder().encode(frame.json);
    return {
      headers: {
        'Content-Type': WIRE_FRAME_TYPE,
        [WIRE_FRAME_JSON_HEADER]: String(json.byteLength),
        'X-Harness-Secret': secret,
      },
      // A Blob of the parts: the browser sends them as they are, without joining them into one more copy.
      // The cast: the bytes come from a file read (an ArrayBuffer), never from a SharedArrayBuffer.
      body: new Blob([json, ...(frame.parts as Uint8Array<ArrayBuffer>[])]),
    };
  }

  function subscribe(event: EventName, listener: (payload: unknown) => void): () => void {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  // Read-only and not configurable, like contextBridge.exposeInMainWorld.
  Object.defineProperty(window, 'freightDesk', {
    value: buildBridge(channelNames, invoke, subscribe),
    enumerable: true,
    writable: false,
    configurable: false,
  });
}

install();
