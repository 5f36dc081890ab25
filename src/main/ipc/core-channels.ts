import type { EventName } from '@shared/ipc/contract';
import type { Router } from './router';

/**
 * What a transport to the window needs of the app core: the router to call
 * and main's events to pass on. Electron's IPC (main/electron/ipc-transport.ts)
 * and the web harness's HTTP server (harness/server.ts) both take it, so
 * their tests pass a small stand-in instead of a whole AppCore.
 */
export interface CoreChannels {
  /** The main-side router: validates input, calls a service, never throws. */
  readonly invoke: Router;
  onEvent(listener: (event: EventName, payload: unknown) => void): () => void;
}
