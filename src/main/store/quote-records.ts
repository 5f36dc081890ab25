import type { Database, Statement } from 'better-sqlite3';
import type { SavedQuote } from '@shared/api/quotes';
import type { StoredListRecord } from '@shared/domain/stored-records';
import { readJson } from './stored-json';

interface Row {
  quote_json: string;
  fetched_at: string;
  missing_since: string | null;
}

/** The saved quotes of the account, as last listed; quotes the list dropped stay, marked. */
export class QuoteRecords {
  private readonly upsert: Statement<[{ id: string; json: string; position: number; fetchedAt: string }]>;
  private readonly markMissing: Statement<[{ since: string; ids: string }]>;
  private readonly selectAll: Statement<[], Row>;
  private readonly selectOne: Statement<[string], Row>;
  private readonly deleteOne: Statement<[string]>;

  constructor(private readonly db: Database) {
    this.upsert = db.prepare(
      `INSERT INTO saved_quotes (quote_id, quote_json, list_position, fetched_at) VALUES (@id, @json, @position, @fetchedAt)
       ON CONFLICT (quote_id) DO UPDATE SET quote_json = @json, list_position = @position, fetched_at = @fetchedAt, missing_since = NULL`,
    );
    this.markMissing = db.prepare(
      `UPDATE saved_quotes SET missing_since = @since
       WHERE missing_since IS NULL AND fetched_at <= @since AND quote_id NOT IN (SELECT value FROM json_each(@ids))`,
    );
    this.selectAll = db.prepare(
      'SELECT quote_json, fetched_at, missing_since FROM saved_quotes ORDER BY list_position, quote_id',
    );
    this.selectOne = db.prepare('SELECT quote_json, fetched_at, missing_since FROM saved_quotes WHERE quote_id = ?');
    this.deleteOne = db.prepare('DELETE FROM saved_quotes WHERE quote_id = ?');
  }

  /** The service's whole list of saved quotes, in its order. */
  replaceAll(quotes: readonly SavedQuote[], fetchedAt: string): void {
    this.db
      .transaction(() => {
        quotes.forEach((quote, position) =>
          this.upsert.run({ id: quote.quoteId, json: JSON.stringify(quote), position, fetchedAt }),
        );
        this.markMissing.run({ since: fetchedAt, ids: JSON.stringify(quotes.map((q) => q.quoteId)) });
      })
      .immediate();
  }

  list(): StoredListRecord<SavedQuote>[] {
    return this.selectAll.all().map(recordOf);
  }

  get(quoteId: string): StoredListRecord<SavedQuote> | null {
    const row = this.selectOne.get(quoteId);
    return row ? recordOf(row) : null;
  }

  /** The operator deleted it and the service confirmed: no reason to keep it. */
  remove(quoteId: string): void {
    this.deleteOne.run(quoteId);
  }
}

function recordOf(row: Row): StoredListRecord<SavedQuote> {
  return { value: readJson<SavedQuote>(row.quote_json), fetchedAt: row.fetched_at, missingSince: row.missing_since };
}
