import type { Database, Statement } from 'better-sqlite3';
import { StoreError } from './store-error';
import { readJson } from './stored-json';

/** A form in progress, as the form holds it (JSON). */
export interface StoredDraft<T = unknown> {
  readonly formKey: string;
  readonly value: T;
  readonly savedAt: string;
}

/** Form keys name a form (`booking/sea-fcl`, `rating/boxes`): short printable text. */
const FORM_KEY = /^[\w./:-]{1,120}$/;

function checkFormKey(formKey: string): string {
  if (!FORM_KEY.test(formKey)) {
    throw new StoreError('invalid-query', { key: 'draft-key', values: { key: formKey.slice(0, 40) } });
  }
  return formKey;
}

/** Booking and rating forms in progress, per form key; they survive a restart. */
export class DraftRecords {
  private readonly upsert: Statement<[{ key: string; json: string; savedAt: string }]>;
  private readonly selectOne: Statement<[string], { draft_json: string; saved_at: string }>;
  private readonly selectAll: Statement<[], { form_key: string; draft_json: string; saved_at: string }>;
  private readonly deleteOne: Statement<[string]>;

  constructor(
    db: Database,
    private readonly now: () => Date,
  ) {
    this.upsert = db.prepare(
      `INSERT INTO drafts (form_key, draft_json, saved_at) VALUES (@key, @json, @savedAt)
       ON CONFLICT (form_key) DO UPDATE SET draft_json = @json, saved_at = @savedAt`,
    );
    this.selectOne = db.prepare('SELECT draft_json, saved_at FROM drafts WHERE form_key = ?');
    this.selectAll = db.prepare('SELECT form_key, draft_json, saved_at FROM drafts ORDER BY saved_at DESC, form_key');
    this.deleteOne = db.prepare('DELETE FROM drafts WHERE form_key = ?');
  }

  /** Saves (replaces) the draft of a form; the value must be JSON (what a form holds). */
  save(formKey: string, value: unknown): StoredDraft {
    const json = JSON.stringify(value);
    if (json === undefined) throw new StoreError('invalid-query', { key: 'draft-not-json', values: { key: formKey } });
    const savedAt = this.now().toISOString();
    this.upsert.run({ key: checkFormKey(formKey), json, savedAt });
    return { formKey, value: readJson<unknown>(json), savedAt };
  }

  get<T = unknown>(formKey: string): StoredDraft<T> | null {
    const row = this.selectOne.get(checkFormKey(formKey));
    return row ? { formKey, value: readJson<T>(row.draft_json), savedAt: row.saved_at } : null;
  }

  /** Every draft, or those whose form key starts with `prefix` (`booking/`), the latest saved first. */
  list(prefix = ''): StoredDraft[] {
    return this.selectAll
      .all()
      .filter((row) => row.form_key.startsWith(prefix))
      .map((row) => ({ formKey: row.form_key, value: readJson<unknown>(row.draft_json), savedAt: row.saved_at }));
  }

  /** The form was sent (or dropped by the operator). */
  remove(formKey: string): void {
    this.deleteOne.run(checkFormKey(formKey));
  }
}
