import { checkBookingRules } from '../../shared/api/booking-rules';
import { bookingModes, ratingModes, type BookingMode, type RatingMode } from '../../shared/api/modes';
import type { OperationResult } from '../../shared/api/operations';
import type { QuoteType } from '../../shared/api/quotes';
import { checkRatingRules, type RatingRuleInputs } from '../../shared/api/rating-rules';
import type { BookingRuleInput } from '../../shared/api/booking-rules';
import type { RatingResult } from '../../shared/ipc/channels/rating';
import type { Kept } from '../../shared/ipc/kept';
import type { LocalStore } from '../store';
import type { KeptReader } from './kept-read';
import type { SessionConnection } from './session-connection';
import type { SessionService } from './session-service';
import { throwIfProblems } from './problems';

/** Keeps the service's whole list of saved quotes, and when it was fetched (an empty list is a list too). */
function keepQuotes(store: LocalStore, quotes: OperationResult<'quotes.list'>, fetchedAt: string): void {
  store.quotes.replaceAll(quotes, fetchedAt);
  store.syncState.markCompleted('quotes', fetchedAt, fetchedAt, quotes.length);
}

/**
 * Rating, saved quotes and booking. Every mode goes through the same code:
 * the mode tables say which operation and which rules apply. Rating and
 * booking need the service; what they answer is kept (ratings with their
 * rates' conditions), and the saved quotes list is read through the store.
 */
export class WorkService {
  constructor(
    private readonly session: SessionService,
    private readonly kept: KeptReader,
  ) {}

  async rate(input: { mode: RatingMode; request: RatingRuleInputs[RatingMode] }): Promise<RatingResult> {
    const spec = ratingModes[input.mode];
    throwIfProblems(checkRatingRules(input.mode, input.request as never), 'request');
    const client = await this.session.connected();
    // The table pairs each mode with its own operation and schema; TypeScript
    // cannot follow that pairing through a union, hence the widening here.
    const quote = (await client.call(spec.operationId, { body: input.request as never })) as RatingResult['quote'];
    const currency =
      'currency' in input.request && typeof input.request.currency === 'string' ? input.request.currency : null;
    const receivedAt = new Date(this.session.now()).toISOString();
    const result: RatingResult = { mode: input.mode, quote, currency, receivedAt };
    // Kept with what was asked, so later screens can read a rate's conditions by its id.
    this.kept.keep(client.scope, receivedAt, (store) => {
      store.ratings.put(input.request, result);
    });
    return result;
  }

  /** The saved quotes; the last list the service sent when it cannot be asked (quotes it dropped left out). */
  quotes(): Promise<Kept<OperationResult<'quotes.list'>>> {
    return this.kept.read({
      fetch: (connection) => connection.call('quotes.list', {}),
      keep: keepQuotes,
      stored: (store) => {
        const fetchedAt = store.syncState.get('quotes').fetchedAt;
        if (fetchedAt === null) return null;
        const value = store.quotes.list().flatMap((q) => (q.missingSince === null ? [q.value] : []));
        return { value, fetchedAt };
      },
    });
  }

  async saveQuote(type: QuoteType, rateId: string): Promise<OperationResult<'quotes.save'>> {
    const connection = await this.session.connected();
    const saved = await connection.call('quotes.save', { params: { type, rateId } });
    await this.refreshQuotes(connection);
    return saved;
  }

  async deleteQuote(type: QuoteType, quoteId: string): Promise<OperationResult<'quotes.delete'>> {
    const connection = await this.session.connected();
    const deleted = await connection.call('quotes.delete', { params: { type, quoteId } });
    // Deleted by the service: gone from the kept list at once, even if the list below cannot be fetched.
    this.kept.keep(connection.scope, new Date(this.session.now()).toISOString(), (store) =>
      store.quotes.remove(quoteId),
    );
    await this.refreshQuotes(connection);
    return deleted;
  }

  /**
   * Books once. The client never resends a POST on its own; if the
   * connection drops after sending, the error says the outcome is unknown.
   */
  async book(input: { mode: BookingMode; request: BookingRuleInput }): Promise<OperationResult<'booking.boxes'>> {
    throwIfProblems(checkBookingRules(input.mode, input.request), 'request');
    const client = await this.session.connected();
    return client.call(bookingModes[input.mode].operationId, { body: input.request as never });
  }

  /**
   * Keeps the saved quotes list in step right after a save or delete, so it
   * shows the change offline too. The write itself succeeded: a list that
   * cannot be fetched now is left for the next read, not reported as a
   * failure of the write.
   */
  private async refreshQuotes(connection: SessionConnection): Promise<void> {
    let quotes: OperationResult<'quotes.list'>;
    try {
      quotes = await connection.call('quotes.list', {});
    } catch {
      return;
    }
    const fetchedAt = new Date(this.session.now()).toISOString();
    this.kept.keep(connection.scope, fetchedAt, (store) => keepQuotes(store, quotes, fetchedAt));
  }

  async pickupTimes(shipmentId: string): Promise<OperationResult<'pickup.times'>> {
    return (await this.session.connected()).call('pickup.times', { params: { shipmentId } });
  }
}
