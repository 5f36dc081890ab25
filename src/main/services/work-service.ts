import { checkBookingRules } from '../../shared/api/booking-rules';
import { bookingModes, ratingModes, type BookingMode, type RatingMode } from '../../shared/api/modes';
import type { OperationResult } from '../../shared/api/operations';
import type { QuoteType } from '../../shared/api/quotes';
import { checkRatingRules, type RatingRuleInputs } from '../../shared/api/rating-rules';
import type { BookingRuleInput } from '../../shared/api/booking-rules';
import type { RatingResult } from '../../shared/ipc/channels/work';
import type { SessionService } from './session-service';
import { throwIfProblems } from './problems';

/**
 * Rating, saved quotes and booking. Every mode goes through the same code:
 * the mode tables say which operation and which rules apply.
 */
export class WorkService {
  constructor(private readonly session: SessionService) {}

  async rate(input: { mode: RatingMode; request: RatingRuleInputs[RatingMode] }): Promise<RatingResult> {
    const spec = ratingModes[input.mode];
    throwIfProblems(checkRatingRules(input.mode, input.request as never), 'request');
    const client = await this.session.connected();
    // The table pairs each mode with its own operation and schema; TypeScript
    // cannot follow that pairing through a union, hence the widening here.
    const quote = (await client.call(spec.operationId, { body: input.request as never })) as RatingResult['quote'];
    const currency = 'currency' in input.request && typeof input.request.currency === 'string' ? input.request.currency : null;
    return { mode: input.mode, quote, currency, receivedAt: new Date().toISOString() };
  }

  async quotes(): Promise<OperationResult<'quotes.list'>> {
    return (await this.session.connected()).call('quotes.list', {});
  }

  async saveQuote(type: QuoteType, rateId: string): Promise<OperationResult<'quotes.save'>> {
    return (await this.session.connected()).call('quotes.save', { params: { type, rateId } });
  }

  async deleteQuote(type: QuoteType, quoteId: string): Promise<OperationResult<'quotes.delete'>> {
    return (await this.session.connected()).call('quotes.delete', { params: { type, quoteId } });
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

  async pickupTimes(shipmentId: string): Promise<OperationResult<'pickup.times'>> {
    return (await this.session.connected()).call('pickup.times', { params: { shipmentId } });
  }
}
