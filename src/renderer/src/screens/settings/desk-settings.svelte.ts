import { m } from '@shared/i18n/messages';
import type { DeskSettings, DeskSettingsChange } from '@shared/ipc/channels/settings';
import { AppError } from '../../lib/api';
import { api } from '../../lib/backend';
import { Query } from '../../lib/query.svelte';

/**
 * The desk's settings as one Settings panel reads and saves them: read from
 * main while the panel is up, then as the panel's last save answered them.
 */
export class DeskSettingsState {
  readonly query = new Query(() => api().settings.get());
  #saved: DeskSettings | null = $state.raw(null);
  /** The settings as last read or saved; null until known. */
  readonly current = $derived(this.#saved ?? this.query.value ?? null);

  /** Whether the settings are known: read, or saved since. */
  get known(): boolean {
    return this.#saved !== null || this.query.state === 'ready';
  }

  /** Reads the settings while the panel is up; call during its setup. */
  start(): void {
    $effect(() => {
      this.query.ensure();
      return () => this.query.stop();
    });
  }

  /** Saves the sections in `change`; what main answers becomes the current settings. */
  async save(change: DeskSettingsChange): Promise<DeskSettings> {
    const saved = await api().settings.save(change);
    this.#saved = saved;
    return saved;
  }
}

/** A choice saved the moment it is made: what is being saved (null: nothing) and why the last save failed. */
export class ChoiceSave<K> {
  saving: K | null = $state(null);
  error: AppError | null = $state.raw(null);

  /** Saves `what`; a failure is kept in `error`, and `undo` puts back what the page showed before. */
  async run(what: K, save: () => Promise<unknown>, undo?: () => void): Promise<void> {
    this.saving = what;
    this.error = null;
    try {
      await save();
    } catch (cause) {
      this.error = AppError.from(cause);
      undo?.();
    } finally {
      this.saving = null;
    }
  }
}

/**
 * A Settings form: its values filled once from what main holds (after that
 * they are the operator's), saved with a button, and what the save did.
 */
export class SettingsFormState<V> {
  values: V = $state() as V;
  /** "Saved", after a save; cleared as the operator types again. */
  done = $state('');
  failure: AppError | null = $state.raw(null);
  saving = $state(false);
  #filled = false;

  constructor(
    readonly settings: DeskSettingsState,
    private readonly pick: (settings: DeskSettings) => V,
    empty: V,
  ) {
    this.values = empty;
  }

  /** Reads the settings and fills the form once; call during the panel's setup. */
  start(): void {
    this.settings.start();
    $effect(() => {
      const value = this.settings.query.value;
      if (value && !this.#filled) {
        this.#filled = true;
        this.values = this.pick(value);
      }
    });
  }

  /** Forgets what the last save did. */
  clear(): void {
    this.done = '';
    this.failure = null;
  }

  /**
   * Saves `change`; the form then holds what main saved. A failure is kept in
   * `failure`, or told to `onfail`, which returns what is left to show there.
   */
  async save(change: DeskSettingsChange, onfail?: (cause: unknown) => AppError | null): Promise<void> {
    this.clear();
    this.saving = true;
    try {
      this.values = this.pick(await this.settings.save(change));
      this.done = m.saved_done();
    } catch (cause) {
      this.failure = onfail ? onfail(cause) : AppError.from(cause);
    } finally {
      this.saving = false;
    }
  }
}
