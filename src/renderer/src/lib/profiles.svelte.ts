import type { ProfileSummary } from '@shared/domain/profile';
import type { ProfileInput } from '@shared/ipc/channels/profiles';
import type { SetAsideSettingsFile } from '@shared/ipc/settings-file';
import { AppError } from './api';
import { api, onEvent } from './backend';

/** The connection profiles, kept current from profiles.changed events. */
class ProfilesStore {
  list = $state.raw<ProfileSummary[]>([]);
  loaded = $state(false);
  error = $state.raw<AppError | null>(null);
  /**
   * Settings files main could not read at start and kept aside: the operator's
   * service profiles were in there, so the frame and Settings say so.
   */
  setAsideFiles = $state.raw<SetAsideSettingsFile[]>([]);
  /** The frame's banner about them was dismissed (Settings keeps showing the details). */
  setAsideDismissed = $state(false);

  #stop: (() => void) | null = null;

  start(): () => void {
    this.#stop ??= onEvent('profiles.changed', (list) => {
      this.list = list;
      this.loaded = true;
      this.error = null;
    });
    void this.reload();
    void this.#loadSetAside();
    return () => {
      this.#stop?.();
      this.#stop = null;
    };
  }

  async reload(): Promise<void> {
    this.error = null;
    try {
      this.list = await api().profiles.list();
      this.loaded = true;
    } catch (cause) {
      this.error = AppError.from(cause);
    }
  }

  async #loadSetAside(): Promise<void> {
    try {
      this.setAsideFiles = await api().profiles.setAsideFiles();
    } catch {
      // Main answers this from memory; if even that fails, the profile list's own error shows the trouble.
    }
  }

  get active(): ProfileSummary | undefined {
    return this.list.find((p) => p.active);
  }

  /** Creates or updates a service profile; throws AppError (code 'validation' with field problems). */
  async save(input: ProfileInput): Promise<ProfileSummary> {
    const saved = await api().profiles.save(input);
    this.#put(saved);
    return saved;
  }

  async remove(id: string): Promise<void> {
    this.list = await api().profiles.remove({ id });
  }

  /** The answer of a save, before (or without) the profiles.changed event. */
  #put(saved: ProfileSummary): void {
    const index = this.list.findIndex((p) => p.id === saved.id);
    this.list = index < 0 ? [...this.list, saved] : this.list.map((p) => (p.id === saved.id ? saved : p));
  }
}

export const profiles = new ProfilesStore();
