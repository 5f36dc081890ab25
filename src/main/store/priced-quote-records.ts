import type { Database, Statement } from 'better-sqlite3';
import type { Rate } from '@shared/api/rating';
import type { KeptRating } from '@shared/ipc/channels/rating';
import { quoteNumberOf, type PricedQuote } from '@shared/domain/priced-quotes';
import { readJson } from './stored-json';

/** What a saved quote's PDF is made from: the rated request, the rating (its rates left out) and the rate whole. */
export interface RatedQuote {
  readonly request: unknown;
  readonly result: KeptRating;
  readonly rate: Rate;
}

/** A priced quote before the store numbers it. */
export type NewPricedQuote = Omit<PricedQuote, 'quoteNumber' | 'serviceQuoteId'>;

interface Row {
  quote_number: string;
  saved_shipment_id: string | null;
  service_quote_id: string | null;
  quote_json: string;
}

const COLUMNS = 'quote_number, saved_shipment_id, service_quote_id, quote_json';

/**
 * The quotes this desk saved with their sell price. Each is numbered from a
 * counter per year in the same transaction that keeps it, so two saves never
 * share a number and a failed save uses none. Rows are written once: the
 * service's quote id is the only thing filled in later (link).
 */
export class PricedQuoteRecords {
  private readonly nextNumber: Statement<[{ year: number }], number>;
  private readonly insert: Statement<
    [
      {
        number: string;
        rateId: string;
        shipmentId: string | null;
        customerId: number | null;
        at: string;
        json: string;
        rated: string;
      },
    ]
  >;
  private readonly selectByRate: Statement<[string], Row>;
  private readonly selectById: Statement<[{ id: string }], Row>;
  private readonly selectAll: Statement<[], Row>;
  private readonly selectRated: Statement<[string], string>;
  private readonly linkShipment: Statement<[{ quoteId: string; shipmentId: string }]>;
  private readonly linkNumber: Statement<[{ quoteId: string; number: string }]>;

  constructor(private readonly db: Database) {
    this.nextNumber = db
      .prepare<[{ year: number }], number>(
        `INSERT INTO quote_counters (year, last) VALUES (@year, 1)
         ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`,
      )
      .pluck();
    this.insert = db.prepare(
      `INSERT INTO priced_quotes (quote_number, rate_id, saved_shipment_id, customer_id, saved_at, quote_json, rated_json)
       VALUES (@number, @rateId, @shipmentId, @customerId, @at, @json, @rated)`,
    );
    this.selectByRate = db.prepare(`SELECT ${COLUMNS} FROM priced_quotes WHERE rate_id = ?`);
    this.selectById = db.prepare(
      `SELECT ${COLUMNS} FROM priced_quotes WHERE service_quote_id = @id OR saved_shipment_id = @id OR rate_id = @id OR quote_number = @id
       ORDER BY saved_at DESC LIMIT 1`,
    );
    this.selectAll = db.prepare(`SELECT ${COLUMNS} FROM priced_quotes ORDER BY saved_at DESC, quote_number DESC`);
    this.selectRated = db
      .prepare<[string], string>('SELECT rated_json FROM priced_quotes WHERE quote_number = ?')
      .pluck();
    this.linkShipment = db.prepare(
      `UPDATE priced_quotes SET service_quote_id = @quoteId
       WHERE saved_shipment_id = @shipmentId AND service_quote_id IS NULL`,
    );
    this.linkNumber = db.prepare(
      'UPDATE priced_quotes SET service_quote_id = @quoteId WHERE quote_number = @number AND service_quote_id IS NULL',
    );
  }

  /**
   * Keeps a quote the service saved, numbered in the year given; a rate
   * kept already (saved again after a lost answer) answers its first record.
   */
  keep(quote: NewPricedQuote, rated: RatedQuote, year: number): PricedQuote {
    return this.db
      .transaction(() => {
        const known = this.selectByRate.get(quote.rateId);
        if (known) return recordOf(known);
        const quoteNumber = quoteNumberOf(year, this.nextNumber.get({ year }) as number);
        const { savedShipmentId, ...kept } = quote;
        this.insert.run({
          number: quoteNumber,
          rateId: quote.rateId,
          shipmentId: savedShipmentId,
          customerId: quote.customer?.id ?? null,
          at: quote.savedAt,
          json: JSON.stringify(kept),
          rated: JSON.stringify({ ...rated, result: { ...rated.result, quote: { ...rated.result.quote, rates: [] } } }),
        });
        return { ...quote, quoteNumber, serviceQuoteId: null };
      })
      .immediate();
  }

  /** The priced quote a service id names: its quote id, the shipment id its save answered, its rate id or number. */
  find(id: string): PricedQuote | null {
    const row = this.selectById.get({ id });
    return row ? recordOf(row) : null;
  }

  byRate(rateId: string): PricedQuote | null {
    const row = this.selectByRate.get(rateId);
    return row ? recordOf(row) : null;
  }

  /** Every priced quote, newest first. */
  list(): PricedQuote[] {
    return this.selectAll.all().map(recordOf);
  }

  /** The rated request and rate a quote's PDF is made from. */
  rated(quoteNumber: string): RatedQuote | null {
    const json = this.selectRated.get(quoteNumber);
    return json === undefined ? null : readJson<RatedQuote>(json);
  }

  /** The service's quote ids, for the priced quotes whose save answered the shipment id its list gives. */
  linkListed(listed: readonly { readonly quoteId: string; readonly shipmentId: string | null }[]): void {
    this.db
      .transaction(() => {
        for (const { quoteId, shipmentId } of listed) if (shipmentId) this.linkShipment.run({ quoteId, shipmentId });
      })
      .immediate();
  }

  /** The service's quote id of one priced quote, when it is known another way. */
  link(quoteNumber: string, serviceQuoteId: string): void {
    this.linkNumber.run({ quoteId: serviceQuoteId, number: quoteNumber });
  }
}

function recordOf(row: Row): PricedQuote {
  return {
    ...readJson<Omit<PricedQuote, 'quoteNumber' | 'savedShipmentId' | 'serviceQuoteId'>>(row.quote_json),
    quoteNumber: row.quote_number,
    savedShipmentId: row.saved_shipment_id,
    serviceQuoteId: row.service_quote_id,
  };
}
