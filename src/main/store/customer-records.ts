import type { Database, Statement } from 'better-sqlite3';
import type { Customer, CustomerFields } from '@shared/domain/customers';
import { foldText } from '@shared/domain/fold';

interface Row {
  customer_id: number;
  name: string;
  contact: string;
  language: string;
  currency_note: string;
  default_margin_bp: number | null;
  notes: string;
  search_text: string;
}

interface RowValues {
  name: string;
  nameKey: string;
  contact: string;
  language: string;
  currencyNote: string;
  margin: number | null;
  notes: string;
  search: string;
  at: string;
}

/** The key one customer's name is known by: "ACME S.L. " and "acme s.l." are one customer. */
export function customerNameKey(name: string): string {
  return foldText(name).replace(/\s+/g, ' ');
}

/** What an import did. */
export interface CustomerImport {
  readonly added: number;
  readonly updated: number;
}

const COLUMNS = 'customer_id, name, contact, language, currency_note, default_margin_bp, notes, search_text';

/** The desk's customers of this profile: searched, edited, imported all at once. */
export class CustomerRecords {
  private readonly selectAll: Statement<[], Row>;
  private readonly selectOne: Statement<[number], Row>;
  private readonly selectByKey: Statement<[string], Row>;
  private readonly insert: Statement<[RowValues]>;
  private readonly update: Statement<[RowValues & { id: number }]>;
  private readonly deleteOne: Statement<[number]>;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {
    this.selectAll = db.prepare(`SELECT ${COLUMNS} FROM customers ORDER BY name_key, customer_id`);
    this.selectOne = db.prepare(`SELECT ${COLUMNS} FROM customers WHERE customer_id = ?`);
    this.selectByKey = db.prepare(`SELECT ${COLUMNS} FROM customers WHERE name_key = ?`);
    this.insert = db.prepare(
      `INSERT INTO customers (name, name_key, contact, language, currency_note, default_margin_bp, notes, search_text, updated_at)
       VALUES (@name, @nameKey, @contact, @language, @currencyNote, @margin, @notes, @search, @at)`,
    );
    this.update = db.prepare(
      `UPDATE customers SET name = @name, name_key = @nameKey, contact = @contact, language = @language,
         currency_note = @currencyNote, default_margin_bp = @margin, notes = @notes, search_text = @search, updated_at = @at
       WHERE customer_id = @id`,
    );
    this.deleteOne = db.prepare('DELETE FROM customers WHERE customer_id = ?');
  }

  /** Every customer by name; with `search`, those whose name, contact or notes hold each word typed. */
  list(search = ''): Customer[] {
    const words = foldText(search).split(/\s+/).filter(Boolean);
    const rows = this.selectAll.all();
    if (words.length === 0) return rows.map(customerOf);
    // A desk has hundreds of customers, not millions: the folded texts are compared here, not by an index.
    return rows.filter((row) => words.every((w) => row.search_text.includes(w))).map(customerOf);
  }

  get(id: number): Customer | null {
    const row = this.selectOne.get(id);
    return row ? customerOf(row) : null;
  }

  /** The customer of this name (case, accents and spaces aside), or null. */
  named(name: string): Customer | null {
    const row = this.selectByKey.get(customerNameKey(name));
    return row ? customerOf(row) : null;
  }

  /** A new customer (no id) or the one of `id` changed; the caller has checked the name is free. */
  save(fields: CustomerFields, id: number | null = null): Customer {
    const values = this.values(fields);
    if (id === null) return { id: Number(this.insert.run(values).lastInsertRowid), ...fields };
    this.update.run({ ...values, id });
    return { id, ...fields };
  }

  remove(id: number): void {
    this.deleteOne.run(id);
  }

  /** Every line at once, or none (one transaction): a name already known updates that customer. */
  importAll(lines: readonly CustomerFields[]): CustomerImport {
    return this.db
      .transaction(() => {
        let added = 0;
        let updated = 0;
        for (const fields of lines) {
          const known = this.selectByKey.get(customerNameKey(fields.name));
          this.save(fields, known?.customer_id ?? null);
          if (known) updated += 1;
          else added += 1;
        }
        return { added, updated };
      })
      .immediate();
  }

  private values(fields: CustomerFields): RowValues {
    return {
      name: fields.name,
      nameKey: customerNameKey(fields.name),
      contact: fields.contact,
      language: fields.language,
      currencyNote: fields.currencyNote,
      margin: fields.defaultMarginBp,
      notes: fields.notes,
      search: foldText([fields.name, fields.contact, fields.notes].join(' ')),
      at: this.now().toISOString(),
    };
  }
}

function customerOf(row: Row): Customer {
  return {
    id: row.customer_id,
    name: row.name,
    contact: row.contact,
    language: row.language,
    currencyNote: row.currency_note,
    defaultMarginBp: row.default_margin_bp,
    notes: row.notes,
  };
}
