import { m } from '@shared/i18n/messages';
import type { z } from 'zod';
import type { Draft } from '@shared/ipc/channels/drafts';
import { AppError } from './api';

/**
 * A form in progress kept per profile (main stores it in the profile's local
 * store), so what the operator typed survives leaving the screen, a restart
 * or a crash. The form gives how its values become a draft and back; this
 * class saves a draft a moment after the last change, restores it when the
 * form opens, and removes it when the form is sent or cleared.
 */

/** How one form's values are kept: without page-local keys, checked by a schema when read back. */
export interface DraftForm<V, D extends Record<string, unknown>> {
  /** What a stored draft must be. A draft from an older shape of the form is fitted to it (fitDraft). */
  readonly schema: z.ZodType<D>;
  /** Each field of the draft as the note of what was left out names it, in the desk's language of the moment. */
  readonly fieldNames: DraftFieldNames<D>;
  /** The form as it opens, empty. */
  empty(): V;
  /** What is kept of the values (row keys and other page-local things left out). */
  toDraft(values: V): D;
  /** The values for a kept draft (fresh row keys). */
  fromDraft(draft: D): V;
  /**
   * Whether a fitted draft belongs to the form as it opens now (a booking
   * draft names its quote: another quote's draft is not restored into this one).
   */
  belongs?(draft: D): boolean;
}

/** Main's drafts channels (drafts.svelte.ts; tests pass their own). */
export interface DraftBackend {
  get(formKey: string): Promise<Draft | null>;
  save(formKey: string, value: unknown): Promise<Draft>;
  remove(formKey: string): Promise<unknown>;
}

/** What the form shows about its draft (a $state object in the app: drafts.svelte.ts). */
export interface DraftView {
  /** When the restored draft was saved (ISO), while the form shows it unchanged since; null otherwise. */
  restoredFrom: string | null;
  /** What could not be restored (an older form's fields), in words; null when nothing was lost. */
  note: string | null;
  /** The last read, save or removal failed: said next to the form, the values stay on screen. */
  problem: string | null;
  /** When main last kept what the form holds (ISO), so the operator sees their typing is safe; null: not saved in this visit. */
  savedAt: string | null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored draft fitted to the form's shape now, and the top-level fields left out of it. */
export interface FittedDraft<D> {
  readonly draft: D;
  /** Fields of the kept draft that did not fit (their empty values are used); empty when all fit. */
  readonly dropped: readonly string[];
  /** Nothing of the kept draft fitted: the form opens empty. */
  readonly unusable: boolean;
}

/**
 * Fits a kept draft to the form's schema now: every top-level field that the
 * schema refuses (a field renamed or retyped by a newer version of the
 * form) takes its empty value and is named in `dropped`; fields the form no
 * longer has are ignored. Never throws: a draft that is not an object at all
 * is dropped whole.
 */
export function fitDraft<D extends Record<string, unknown>>(
  schema: z.ZodType<D>,
  raw: unknown,
  empty: D,
): FittedDraft<D> {
  if (!isPlainObject(raw)) return { draft: empty, dropped: [], unusable: true };
  const candidate: Record<string, unknown> = {};
  for (const key of Object.keys(empty)) candidate[key] = key in raw ? raw[key] : empty[key];
  const dropped = new Set<string>();
  // Each round puts back at least one refused field; a field count bounds the rounds.
  for (let round = 0; round <= Object.keys(empty).length; round += 1) {
    const checked = schema.safeParse(candidate);
    if (checked.success) {
      const usable = Object.keys(empty).filter((key) => key in raw && !dropped.has(key));
      return { draft: checked.data, dropped: [...dropped], unusable: usable.length === 0 };
    }
    let changed = false;
    for (const issue of checked.error.issues) {
      const key = issue.path[0];
      if (typeof key !== 'string' || !(key in empty) || dropped.has(key)) continue;
      candidate[key] = empty[key];
      dropped.add(key);
      changed = true;
    }
    if (!changed) break;
  }
  return { draft: empty, dropped: Object.keys(empty).filter((key) => key in raw), unusable: true };
}

/** A form's words for each top-level field of its draft: one table per form, every field named. */
export type DraftFieldNames<D> = Readonly<Record<keyof D & string, () => string>>;

/** The note shown when a restored draft lost fields, or null when it came back whole. */
export function fitNote<D>(
  fitted: Pick<FittedDraft<D>, 'dropped' | 'unusable'>,
  names: DraftFieldNames<D>,
): string | null {
  if (fitted.unusable) return m.draft_unusable();
  if (fitted.dropped.length === 0) return null;
  // dropped holds only keys of the form's empty draft: each has its name in the table.
  const said = fitted.dropped.map((key) => (names as Readonly<Record<string, () => string>>)[key]?.() ?? key);
  return m.draft_fields_left_out({ fields: said.join(', ') });
}

export interface FormDraftOptions {
  readonly backend: DraftBackend;
  /** The active profile now (a save scheduled under one profile never lands in another). */
  readonly profileId: () => string | null;
  /** Where the form reads the draft's state; a plain object by default. */
  readonly view?: DraftView;
  /** How long after the last change the draft is saved. */
  readonly delayMs?: number;
}

/**
 * The draft of one form (one form key, e.g. `rating/boxes`, `booking/sea-fcl`)
 * in the active profile: restore when the form opens, `changed` on every edit
 * (saved `delayMs` after the last one), `flush` when the form goes away,
 * `discard` when the operator clears it, `sent` when it was sent.
 */
export class FormDraft<V, D extends Record<string, unknown>> {
  readonly view: DraftView;
  readonly formKey: string;
  readonly #form: DraftForm<V, D>;
  readonly #delayMs: number;
  readonly #backend: DraftBackend;
  readonly #profileId: () => string | null;
  /** The JSON of the draft last saved, restored or known empty: a change to it is what gets saved. */
  #lastJson: string;
  #pending: { json: string; draft: D | null; profileId: string | null } | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(formKey: string, form: DraftForm<V, D>, options: FormDraftOptions) {
    this.formKey = formKey;
    this.#form = form;
    this.view = options.view ?? { restoredFrom: null, note: null, problem: null, savedAt: null };
    this.#delayMs = options.delayMs ?? 500;
    this.#backend = options.backend;
    this.#profileId = options.profileId;
    this.#lastJson = this.#emptyJson();
  }

  #emptyJson(): string {
    return JSON.stringify(this.#form.toDraft(this.#form.empty()));
  }

  /** Whether the values are the empty form's (nothing typed yet). */
  sameAsEmpty(values: V): boolean {
    return JSON.stringify(this.#form.toDraft(values)) === this.#emptyJson();
  }

  /**
   * The profile's kept draft for this form, as values, or null when there is
   * none (or none usable). Sets the view's `restoredFrom` and `note`. A failed read
   * leaves the form as it is, with the problem said.
   */
  async restore(): Promise<V | null> {
    this.view.note = null;
    this.view.problem = null;
    this.view.restoredFrom = null;
    let kept: Draft | null;
    try {
      kept = await this.#backend.get(this.formKey);
    } catch (cause) {
      this.view.problem = m.draft_not_read({ why: AppError.from(cause).message });
      return null;
    }
    if (!kept) return null;
    const empty = this.#form.toDraft(this.#form.empty());
    const fitted = fitDraft(this.#form.schema, kept.value, empty);
    if (!fitted.unusable && this.#form.belongs && !this.#form.belongs(fitted.draft)) return null;
    this.view.note = fitNote(fitted, this.#form.fieldNames);
    if (fitted.unusable) return null;
    this.#lastJson = JSON.stringify(fitted.draft);
    this.view.restoredFrom = kept.savedAt;
    return this.#form.fromDraft(fitted.draft);
  }

  /** The form's values changed: saved after a pause; back to the empty form removes the draft. */
  changed(values: V): void {
    const draft = this.#form.toDraft(values);
    const json = JSON.stringify(draft);
    if (json === this.#lastJson) return;
    this.#lastJson = json;
    this.view.restoredFrom = null;
    const isEmpty = json === this.#emptyJson();
    this.#pending = { json, draft: isEmpty ? null : draft, profileId: this.#profileId() };
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.flush(), this.#delayMs);
  }

  /** Saves a change still waiting for its pause now (the form is going away). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    const pending = this.#pending;
    this.#pending = null;
    if (!pending) return;
    // Typed under another profile: main would keep it in the active one's store, so it is not sent.
    const now = this.#profileId();
    if (pending.profileId !== null && now !== null && pending.profileId !== now) return;
    try {
      if (pending.draft === null) {
        await this.#backend.remove(this.formKey);
        this.view.savedAt = null;
      } else this.view.savedAt = (await this.#backend.save(this.formKey, pending.draft)).savedAt;
      this.view.problem = null;
    } catch (cause) {
      this.view.problem = m.draft_not_saved({ why: AppError.from(cause).message });
    }
  }

  /** The operator cleared the form: the draft goes, and nothing waiting is saved. */
  async discard(): Promise<void> {
    await this.#forget();
  }

  /** The form was sent: its draft is no longer needed. What is on screen now is the new baseline. */
  async sent(values: V): Promise<void> {
    await this.#forget();
    this.#lastJson = JSON.stringify(this.#form.toDraft(values));
  }

  /** Another profile: nothing of the old one's is shown or saved. */
  reset(): void {
    clearTimeout(this.#timer);
    this.#pending = null;
    this.#lastJson = this.#emptyJson();
    this.view.restoredFrom = null;
    this.view.note = null;
    this.view.problem = null;
    this.view.savedAt = null;
  }

  async #forget(): Promise<void> {
    clearTimeout(this.#timer);
    this.#pending = null;
    this.#lastJson = this.#emptyJson();
    this.view.restoredFrom = null;
    this.view.note = null;
    this.view.savedAt = null;
    try {
      await this.#backend.remove(this.formKey);
      this.view.problem = null;
    } catch (cause) {
      this.view.problem = m.draft_not_removed({ why: AppError.from(cause).message });
    }
  }
}
