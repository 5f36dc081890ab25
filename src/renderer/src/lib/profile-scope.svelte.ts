import { scopeKeyOf, type SessionStatus } from '@shared/ipc/session';

/**
 * The data scope the renderer shows: the active profile in one session of
 * it (main's SessionStatus.generation). Everything on screen that came from
 * the service belongs to one scope; when main starts another (a profile
 * switch, a save of the active profile, a sign-out), what belongs to the old
 * one goes: module-level state registered here is reset, the address loses
 * the records it named, and the screen is built again (App.svelte keys it on
 * `epoch`).
 */
class ProfileScope {
  /** The scope now, or null before main said anything. */
  key = $state<string | null>(null);
  profileId = $state<string | null>(null);
  /** Bumped on every change of scope after the first: what rebuilds the screen. */
  epoch = $state(0);

  readonly #resets = new Set<() => void>();

  /** Follows main's status (the session store calls this with every status it keeps). */
  follow(status: Pick<SessionStatus, 'profileId' | 'generation'>): void {
    const next = scopeKeyOf(status);
    if (next === this.key) return;
    const changed = this.key !== null;
    this.key = next;
    this.profileId = status.profileId;
    if (!changed) return;
    for (const reset of this.#resets) {
      try {
        reset();
      } catch (error) {
        // One broken reset must not leave the others' data of the old account on screen.
        console.error('resetting state for a new profile failed:', error);
      }
    }
    this.epoch += 1;
  }

  /**
   * Registers how module-level state (kept across screens) forgets one
   * account's data. For state that lives as long as the app: there is no
   * unregistering.
   */
  onChange(reset: () => void): void {
    this.#resets.add(reset);
  }
}

export const profileScope = new ProfileScope();
