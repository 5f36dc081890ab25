import type { EventName } from '@shared/ipc/contract';
import type { DeskTheme } from '@shared/ipc/channels/settings';
import type { IpcResult } from '@shared/ipc/result';

/**
 * What the harness server needs of the app core: the main-side router and its
 * events. AppCore (src/main/app-core.ts) has this shape; the harness's own
 * tests pass a small stand-in.
 */
export interface HarnessCore {
  invoke(channel: string, input: unknown): Promise<IpcResult<unknown>>;
  onEvent(listener: (event: EventName, payload: unknown) => void): () => void;
  /** The theme chosen in Settings, which the page is served in; a stand-in without it serves the system's. */
  theme?(): DeskTheme;
}
