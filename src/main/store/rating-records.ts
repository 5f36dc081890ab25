import type { Database, Statement } from 'better-sqlite3';
import type { Rate } from '@shared/api/rating';
import type { KeptRating } from '@shared/ipc/channels/rating';
import { readJson } from './stored-json';

/** A rating the operator ran: what was asked and what came back, rates and their conditions included. */
export interface StoredRating {
  readonly resultId: number;
  readonly request: unknown;
  readonly result: KeptRating;
}

/** One rate of a stored rating, found by its id (to save it as a quote or book it later). */
export interface StoredRate {
  readonly resultId: number;
  readonly request: unknown;
  /** The rating it came with, its rates left out. */
  readonly result: KeptRating;
  readonly rate: Rate;
}

/** How many ratings are kept: the recent ones the operator may come back to. */
export const KEPT_RATINGS = 50;

interface ResultRow {
  result_id: number;
  request_json: string;
  result_json: string;
}

/**
 * Recent rating results. Each rate is its own row (rating_rates), so one
 * rate is read without parsing a whole sea answer (large for an FCL).
 */
export class RatingRecords {
  private readonly insertResult: Statement<[{ mode: string; request: string; json: string; receivedAt: string }]>;
  private readonly insertRate: Statement<[{ resultId: number; position: number; rateId: string; json: string }]>;
  private readonly prune: Statement<[{ keep: number }]>;
  private readonly selectRecent: Statement<[number], ResultRow>;
  private readonly selectRates: Statement<[number], string>;
  private readonly selectRate: Statement<[string], ResultRow & { rate_json: string }>;

  constructor(private readonly db: Database) {
    this.insertResult = db.prepare(
      'INSERT INTO rating_results (mode, request_json, result_json, received_at) VALUES (@mode, @request, @json, @receivedAt)',
    );
    this.insertRate = db.prepare(
      'INSERT INTO rating_rates (result_id, position, rate_id, rate_json) VALUES (@resultId, @position, @rateId, @json)',
    );
    this.prune = db.prepare(
      `DELETE FROM rating_results WHERE result_id NOT IN
         (SELECT result_id FROM rating_results ORDER BY received_at DESC, result_id DESC LIMIT @keep)`,
    );
    this.selectRecent = db.prepare(
      'SELECT result_id, request_json, result_json FROM rating_results ORDER BY received_at DESC, result_id DESC LIMIT ?',
    );
    this.selectRates = db
      .prepare<[number], string>('SELECT rate_json FROM rating_rates WHERE result_id = ? ORDER BY position')
      .pluck();
    this.selectRate = db.prepare(
      `SELECT r.result_id, r.request_json, r.result_json, rr.rate_json
       FROM rating_rates rr JOIN rating_results r USING (result_id)
       WHERE rr.rate_id = ? ORDER BY r.received_at DESC, r.result_id DESC LIMIT 1`,
    );
  }

  /** Keeps a rating (the oldest beyond KEPT_RATINGS go); returns its id. */
  put(request: unknown, result: KeptRating): number {
    return this.db
      .transaction(() => {
        const rates: readonly Rate[] = result.quote.rates;
        const withoutRates = { ...result, quote: { ...result.quote, rates: [] } };
        const resultId = Number(
          this.insertResult.run({
            mode: result.mode,
            request: JSON.stringify(request),
            json: JSON.stringify(withoutRates),
            receivedAt: result.receivedAt,
          }).lastInsertRowid,
        );
        rates.forEach((rate, position) =>
          this.insertRate.run({ resultId, position, rateId: rate.id, json: JSON.stringify(rate) }),
        );
        this.prune.run({ keep: KEPT_RATINGS });
        return resultId;
      })
      .immediate();
  }

  /** The most recent ratings, newest first, whole. */
  recent(limit = 10): StoredRating[] {
    return this.db.transaction(() =>
      this.selectRecent.all(limit).map((row) => {
        const rates = this.selectRates.all(row.result_id).map((json) => readJson<Rate>(json));
        const stored = readJson<KeptRating>(row.result_json);
        // Rates of one answer are all of its mode's kind: the array is the answer's own.
        const result = { ...stored, quote: { ...stored.quote, rates } } as KeptRating;
        return { resultId: row.result_id, request: readJson<unknown>(row.request_json), result };
      }),
    )();
  }

  /** The newest stored rate with this id. */
  rate(rateId: string): StoredRate | null {
    const row = this.selectRate.get(rateId);
    if (!row) return null;
    return {
      resultId: row.result_id,
      request: readJson<unknown>(row.request_json),
      result: readJson<KeptRating>(row.result_json),
      rate: readJson<Rate>(row.rate_json),
    };
  }
}
