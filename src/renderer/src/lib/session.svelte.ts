import type { SessionStatus } from '@shared/ipc/session';
import { AppError } from './api';
import { api, onEvent } from './backend';
import { profileScope } from './profile-scope.svelte';

/**
 * The active profile and its connection state, kept current from
 * session.changed events and the answers of the session calls.
 */
class SessionStore {
  status = $state.raw<SessionStatus | null>(null);
  /** Reading the status or a sign-in/out call failed outright (not a sign-in that was refused). */
  error = $state.raw<AppError | null>(null);
  /** A sign-in or sign-out the operator asked for is on its way. */
  pending = $state(false);

  #stop: (() => void) | null = null;

  start(): () => void {
    this.#stop ??= onEvent('session.changed', (status) => this.#apply(status));
    void this.refresh();
    return () => {
      this.#stop?.();
      this.#stop = null;
    };
  }

  refresh(): Promise<AppError | null> {
    return this.#run(() => api().session.status());
  }

  signIn(): Promise<AppError | null> {
    return this.#run(() => api().session.signIn());
  }

  signOut(): Promise<AppError | null> {
    return this.#run(() => api().session.signOut());
  }

  /** Makes a profile the active one; main signs in with it and reports the new state. */
  activate(id: string): Promise<AppError | null> {
    return this.#run(() => api().profiles.activate({ id }));
  }

  /** Runs a session call; a failure is kept in `error` (and returned) rather than thrown. */
  async #run(call: () => Promise<SessionStatus>): Promise<AppError | null> {
    this.pending = true;
    this.error = null;
    try {
      this.#apply(await call());
      return null;
    } catch (cause) {
      this.error = AppError.from(cause);
      return this.error;
    } finally {
      this.pending = false;
    }
  }

  /**
   * Keeps the newest status: a call's answer can arrive after the event that
   * reported a later change (a sign-in that finished meanwhile). Main numbers
   * its statuses; the clock is no judge (two changes can share a millisecond).
   */
  #apply(next: SessionStatus): void {
    const current = this.status;
    if (current && next.revision < current.revision) return;
    this.status = next;
    profileScope.follow(next);
  }
}

export const session = new SessionStore();
