import { m } from '@shared/i18n/messages';
import type { ProfileSummary } from '@shared/domain/profile';
import { AppError } from '../../lib/api';
import type { FailedAction } from '../../lib/failed-action';
import { profiles } from '../../lib/profiles.svelte';
import { session } from '../../lib/session.svelte';

/** What the profile list does to a profile: make it the active one, or remove it. */
export interface ProfileListDeps {
  /** Switches to the profile; returns why the switch failed, or null. */
  activate: (id: string) => Promise<AppError | null>;
  remove: (id: string) => Promise<void>;
}

/**
 * The profile list's state: the profile being switched to, the one the
 * operator asked to remove (the dialog that confirms it), and the last
 * action that failed.
 */
export class ProfileListState {
  activatingId: string | null = $state(null);
  removing: ProfileSummary | null = $state(null);
  confirmOpen = $state(false);
  removeBusy = $state(false);
  failedAction: FailedAction | null = $state(null);

  constructor(
    private readonly deps: ProfileListDeps = {
      activate: (id) => session.activate(id),
      remove: (id) => profiles.remove(id),
    },
  ) {}

  async use(profile: ProfileSummary): Promise<void> {
    this.activatingId = profile.id;
    this.failedAction = null;
    // A refused sign-in is not an error here: the status bar shows it. Only a failed switch is.
    const error = await this.deps.activate(profile.id);
    if (error) this.failedAction = { context: m.profiles_switch_failed({ name: profile.name }), error };
    this.activatingId = null;
  }

  /** Opens the dialog that asks whether to remove the profile. */
  askRemove(profile: ProfileSummary): void {
    this.removing = profile;
    this.confirmOpen = true;
  }

  async confirmRemove(): Promise<void> {
    const profile = this.removing;
    if (!profile) return;
    this.removeBusy = true;
    this.failedAction = null;
    try {
      await this.deps.remove(profile.id);
    } catch (cause) {
      this.failedAction = { context: m.profiles_remove_failed({ name: profile.name }), error: AppError.from(cause) };
    } finally {
      this.removeBusy = false;
      this.confirmOpen = false;
    }
  }
}
