import { m } from '@shared/i18n/messages';
import { untrack } from 'svelte';
import type { ProfileSummary } from '@shared/domain/profile';
import { baseUrlOrigin } from '@shared/domain/profile';
import type { ProfileInput } from '@shared/ipc/channels/profiles';
import { AppError } from '../../lib/api';
import { FormScaffold } from '../../lib/form.svelte';
import { profiles } from '../../lib/profiles.svelte';
import {
  credentialsRequired,
  emptyProfileForm,
  movesOrigin,
  profileFormFields,
  toProfileInput,
  validateProfileForm,
  type ProfileFormValues,
} from './profile-form';

/**
 * The profile form's state: adding a service profile, or editing the one
 * `editing` names (as the profile list has it now), what the save did, and
 * whether the typed address needs a new key and secret.
 */
export class ProfileFormState {
  readonly form = new FormScaffold<ProfileFormValues>(profileFormFields, emptyProfileForm());
  /** What main refused that belongs to no field. */
  formError: AppError | null = $state(null);
  saving = $state(false);
  /** The name of the profile just saved, for the form's "saved" line; null when there is none to say. */
  saved: string | null = $state(null);

  /** The typed base URL is on another server than the saved one: its key and secret stay behind. */
  readonly moving: boolean;
  readonly needsCredentials: boolean;
  /** The saved and the typed address's server, for the note that its key and secret stay behind. */
  readonly savedOrigin: string;
  readonly typedOrigin: string;
  readonly #editing: () => ProfileSummary | null;
  readonly #editingId: string | null;
  readonly #save: (input: ProfileInput) => Promise<ProfileSummary>;

  constructor(
    /** The service profile being edited, as the profile list has it now; null when adding one. */
    editing: () => ProfileSummary | null,
    save: (input: ProfileInput) => Promise<ProfileSummary> = (input) => profiles.save(input),
  ) {
    this.#editing = editing;
    this.#save = save;
    this.moving = $derived(movesOrigin(this.form.values, editing()));
    this.needsCredentials = $derived(credentialsRequired(this.form.values, editing()));
    this.savedOrigin = $derived.by(() => {
      const saved = editing();
      return saved ? (baseUrlOrigin(saved.baseUrl) ?? saved.baseUrl) : '';
    });
    this.typedOrigin = $derived(baseUrlOrigin(this.form.values.baseUrl) ?? this.form.values.baseUrl);
    this.#editingId = $derived(editing()?.id ?? null);
  }

  /**
   * Starts again from the profile being edited whenever the operator picks another; call during the
   * form's setup. Keyed on the id only: a profiles.changed event must not wipe what is being typed.
   */
  start(): void {
    $effect(() => {
      // Read for its change alone: a derived id changes only when another profile is picked.
      void this.#editingId;
      untrack(() => this.open());
    });
  }

  /** Starts from the edited profile's stored values (never its secret), or empty to add one. */
  open(): void {
    const editing = this.#editing();
    this.form.values = editing
      ? { name: editing.name, baseUrl: editing.baseUrl, apiKey: '', apiSecret: '' }
      : emptyProfileForm();
    this.form.errors = {};
    this.formError = null;
    if (editing) {
      this.saved = null;
      this.form.inputs.name?.focus();
    }
  }

  /** The hint under the key or the secret: what leaving it empty does. */
  credentialHint(what: 'key' | 'secret'): string | undefined {
    if (this.moving) return m.profile_form_required_new_server();
    if (this.#editing()) return what === 'key' ? m.profile_form_keep_key() : m.profile_form_keep_secret();
    return what === 'secret' ? m.profile_form_secret_hint() : undefined;
  }

  /** The base URL was edited: whether a key and secret are needed depends on it, judged again at the next save. */
  baseUrlEdited(): void {
    this.form.clearError('apiKey');
    this.form.clearError('apiSecret');
  }

  /** Checks and saves the form; returns the profile saved, or null when it was not. */
  async submit(): Promise<ProfileSummary | null> {
    this.saved = null;
    this.formError = null;
    const editing = this.#editing();
    if (!this.form.check(validateProfileForm(this.form.values, editing))) return null;
    this.saving = true;
    try {
      const profile = await this.#save(toProfileInput(this.form.values, editing?.id));
      this.saved = profile.name;
      // The secret lives in the keychain from now on: the form forgets it at once.
      this.form.values = emptyProfileForm();
      return profile;
    } catch (cause) {
      this.formError = this.form.refused(AppError.from(cause));
      return null;
    } finally {
      this.saving = false;
    }
  }

  /** The operator stopped editing: the "saved" line goes with the edit. */
  cancel(): void {
    this.saved = null;
  }
}
