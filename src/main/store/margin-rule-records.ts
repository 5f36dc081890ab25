import type { Database, Statement } from 'better-sqlite3';
import type { MarginRule } from '@shared/domain/margin-rules';
import { readJson } from './stored-json';

/** A rule as a form gives it: without an id for a new one. */
export type MarginRuleFields = Omit<MarginRule, 'id'>;

/**
 * The margin rules of this profile, oldest first (the id orders them: an
 * older rule wins a tie, margin-rules.ts). A saved quote copies the rule it
 * used, so editing or deleting one here changes no saved quote.
 */
export class MarginRuleRecords {
  private readonly selectAll: Statement<[], { rule_id: number; rule_json: string }>;
  private readonly insert: Statement<[{ json: string; at: string }]>;
  private readonly update: Statement<[{ id: number; json: string; at: string }]>;
  private readonly deleteOne: Statement<[number]>;

  constructor(
    db: Database,
    private readonly now: () => Date,
  ) {
    this.selectAll = db.prepare('SELECT rule_id, rule_json FROM margin_rules ORDER BY rule_id');
    this.insert = db.prepare('INSERT INTO margin_rules (rule_json, updated_at) VALUES (@json, @at)');
    this.update = db.prepare('UPDATE margin_rules SET rule_json = @json, updated_at = @at WHERE rule_id = @id');
    this.deleteOne = db.prepare('DELETE FROM margin_rules WHERE rule_id = ?');
  }

  list(): MarginRule[] {
    return this.selectAll.all().map((row) => ({ ...readJson<MarginRuleFields>(row.rule_json), id: row.rule_id }));
  }

  /** A new rule (no id) or the rule of `id` changed; answers it as kept. */
  save(fields: MarginRuleFields, id: number | null = null): MarginRule {
    const json = JSON.stringify(fields);
    const at = this.now().toISOString();
    if (id === null) return { ...fields, id: Number(this.insert.run({ json, at }).lastInsertRowid) };
    this.update.run({ id, json, at });
    return { ...fields, id };
  }

  remove(id: number): void {
    this.deleteOne.run(id);
  }
}
