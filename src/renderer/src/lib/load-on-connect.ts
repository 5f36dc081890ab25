import type { SessionStatus } from '@shared/ipc/session';

/** What a screen's list last saw of the session. */
export interface SeenSession {
  readonly profileId: string;
  readonly connected: boolean;
}

/**
 * Whether a screen's list should load (again) for this session status: for a
 * profile it has not loaded for, or when the session comes back to Connected
 * while the list had failed. Only the coming back counts: main re-sends
 * "connected" while it stays so, and a list that keeps failing must not be
 * asked for again on every one of those.
 */
export function shouldLoad(seen: SeenSession | null, status: SessionStatus, listFailed: boolean): boolean {
  if (seen === null || seen.profileId !== status.profileId) return true;
  return status.state === 'connected' && !seen.connected && listFailed;
}

export function seenOf(status: SessionStatus): SeenSession {
  return { profileId: status.profileId, connected: status.state === 'connected' };
}
