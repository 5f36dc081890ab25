import { m } from '@shared/i18n/messages';
import { answerInDeskWords } from '@shared/api/service-words';
import type { OperationResult } from '@shared/api/operations';
import { sameAmounts, type Money } from '@shared/domain/money';
import type { Sale } from '@shared/ipc/channels/pricing';
import { pricingOf, type PricedQuote, type QuotePricing } from '@shared/domain/priced-quotes';
import { carrierNameOf } from '@shared/domain/rate-price';
import type { Customer } from '@shared/domain/customers';
import { ratingModes } from '@shared/api/modes';
import type { LocalStore } from '@main/store';
import type { RatedQuote } from '@main/store/priced-quote-records';
import type { SessionConnection } from '@main/session/session-connection';
import { UserFacingError } from '@main/errors';
import { nowIso, type AreaHandlers, type ServiceDeps } from './area-handlers';
import { freeTimeSourceOf, savedShipmentIdOf } from '@main/free-time/free-time-source';
import { keptRate, priceRated } from './support/sale-price';
import { customerLanguage } from '@shared/i18n/desk-language';
import { pdfLanguage, saveQuotePdf } from './quote-pdf/save-quote-pdf';
import { pricedQuoteSheet } from './quote-pdf/customer-sheet';
import { routeOf } from './quote-pdf/sheet-from-rate';
import { saveQuotesReport } from './exports/quotes-report';

/** Keeps the service's whole list of saved quotes, and when it was fetched (an empty list is a list too). */
function keepQuotes(store: LocalStore, quotes: OperationResult<'quotes.list'>, fetchedAt: string): void {
  store.quotes.replaceAll(quotes, fetchedAt);
  store.syncState.markCompleted('quotes', fetchedAt, fetchedAt, quotes.length);
  store.pricedQuotes.linkListed(quotes.map((q) => ({ quoteId: q.quoteId, shipmentId: savedShipmentIdOf(q) })));
}

/**
 * A saved sea rate's free-time conditions, with the port and containers it
 * was asked for, kept under every id its booking may name it by (the rate,
 * the shipment id the save answered, the quote id of the list): the booking's
 * answer does not carry them, the rate did.
 */
function keepFreeTimeSource(store: LocalStore, rateId: string, savedId: string | null, at: string): void {
  const stored = store.ratings.rate(rateId);
  const source = stored ? freeTimeSourceOf(stored) : null;
  if (!source) return;
  const quoteIds = store.quotes
    .list()
    .flatMap(({ value }) => (savedId !== null && savedShipmentIdOf(value) === savedId ? [value.quoteId] : []));
  store.freeTime.keepSource([rateId, savedId, ...quoteIds], source, at);
}

/**
 * Saved quotes, read through the store: the last list the service sent
 * answers when it cannot be asked (quotes it dropped left out), and a save or
 * delete brings the kept list in step at once. A save keeps the quote's sell
 * price, customer and number, with the rated request and the rate its PDF is
 * made from (store/priced-quote-records.ts).
 */
export function quotesHandlers({
  session,
  kept,
  stores,
  desktop,
  deskSettings,
  pdfThread,
  language,
}: Pick<
  ServiceDeps,
  'session' | 'kept' | 'stores' | 'desktop' | 'deskSettings' | 'pdfThread' | 'language'
>): AreaHandlers<'quotes'> {
  /**
   * Keeps the saved quotes list in step right after a save or delete, so it
   * shows the change offline too. The write itself succeeded: a list that
   * cannot be fetched now is left for the next read, not reported as a
   * failure of the write.
   */
  const refreshQuotes = async (connection: SessionConnection): Promise<void> => {
    let quotes: OperationResult<'quotes.list'>;
    try {
      quotes = await connection.call('quotes.list', {});
    } catch {
      return;
    }
    const fetchedAt = nowIso(session);
    kept.keep(connection.scope, fetchedAt, (store) => keepQuotes(store, quotes, fetchedAt));
  };
  const pdfDeps = { desktop, deskSettings, now: () => session.now(), pdfThread };

  return {
    'quotes.list': () =>
      kept.read({
        fetch: (connection) => connection.call('quotes.list', {}),
        keep: keepQuotes,
        stored: (store) => {
          const fetchedAt = store.syncState.get('quotes').fetchedAt;
          if (fetchedAt === null) return null;
          const value = store.quotes.list().flatMap((q) => (q.missingSince === null ? [q.value] : []));
          return { value, fetchedAt };
        },
      }),
    'quotes.priced': () => stores.of(session.data.current()).pricedQuotes.list(),
    /** The PDF of a saved quote at the sell price it was saved with (works offline). */
    'quotes.pdf': ({ quoteId, locale, language: asked }) => {
      const store = stores.of(session.data.current());
      const { priced, rated } = pricedQuoteOf(store, quoteId);
      // The PDF speaks the language asked, else its customer's, else the desk's.
      const customerId = priced.customer?.id;
      const customer = customerId === undefined ? null : store.customers.get(customerId);
      return saveQuotePdf(
        pdfDeps,
        (text, options) => pricedQuoteSheet(rated, priced, text, options),
        pdfLanguage(asked ?? customerLanguage(customer?.language), locale, language.current()),
      );
    },
    'quotes.save': async ({ type, rateId, sale, shownSell }) => {
      const store = stores.of(session.data.current());
      const rated = await keptRate(store, rateId);
      if (!rated) {
        throw new UserFacingError('not-found', m.pricing_main_rate_gone({ rate: rateId }));
      }
      // Priced before the service is asked: a quote the desk cannot price is not saved at all.
      const { pricing, customer } = pricedAsShown(store, rated, sale, shownSell);
      const connection = await session.connected();
      const listedBefore = new Set(store.quotes.list().map((q) => q.value.quoteId));
      const saved = answerInDeskWords(
        'quotes.save',
        await connection.call('quotes.save', { params: { type, rateId } }),
      );
      if (!saved.success) return { ...saved, priced: null };
      await refreshQuotes(connection);
      const at = nowIso(session);
      kept.keep(connection.scope, at, (scoped) => keepFreeTimeSource(scoped, rateId, saved.shipmentId, at));
      const priced = keepPricedQuote(() => stores.of(connection.scope), {
        rateId,
        rated,
        saved,
        customer,
        pricing,
        at,
        year: new Date(session.now()).getUTCFullYear(),
        listedBefore,
      });
      return { ...saved, priced };
    },
    'quotes.delete': async ({ type, quoteId }) => {
      const connection = await session.connected();
      const deleted = await connection.call('quotes.delete', { params: { type, quoteId } });
      // Deleted by the service: gone from the kept list at once, even if the list below cannot be fetched.
      kept.keep(connection.scope, nowIso(session), (store) => store.quotes.remove(quoteId));
      await refreshQuotes(connection);
      return deleted;
    },
    'quotes.report': (input) => saveQuotesReport(desktop, stores.of(session.data.current()), input),
  };
}

/**
 * The sell price of a rate about to be saved, refused when it is unknown or
 * is not the one the operator was shown (`shownSell`): the rules or the
 * customer changed since.
 */
function pricedAsShown(
  store: LocalStore,
  rated: RatedQuote,
  sale: Sale,
  shownSell: readonly Money[] | undefined,
): { pricing: QuotePricing; customer: Customer | null } {
  const { price, customer } = priceRated(store, rated, sale);
  const pricing = pricingOf(price);
  if (pricing === null)
    throw new UserFacingError('invalid-request', price.unknown ?? m.pricing_main_quote_sell_unknown());
  if (shownSell !== undefined && !sameAmounts(shownSell, pricing.sell)) {
    throw new UserFacingError('invalid-request', m.pricing_main_sell_changed());
  }
  return { pricing, customer };
}

/** A saved quote's sell price and the rating it was priced from, found by the service's quote id or its shipment id. */
function pricedQuoteOf(store: LocalStore, quoteId: string): { priced: PricedQuote; rated: RatedQuote } {
  const listed = store.quotes.get(quoteId)?.value;
  const shipmentId = listed ? savedShipmentIdOf(listed) : null;
  const priced = store.pricedQuotes.find(quoteId) ?? (shipmentId ? store.pricedQuotes.find(shipmentId) : null);
  const rated = priced ? store.pricedQuotes.rated(priced.quoteNumber) : null;
  if (!priced || !rated) {
    throw new UserFacingError('not-found', m.pricing_main_quote_not_priced());
  }
  return { priced, rated };
}

/**
 * Keeps a quote the service saved with its sell price, customer and number,
 * linked to the service's quote id: by the list's shipment id, else as the
 * one quote the save added to the list (`listedBefore`, the ids before it).
 */
function keepPricedQuote(
  storeOf: () => LocalStore,
  quote: {
    readonly rateId: string;
    readonly rated: RatedQuote;
    readonly saved: { readonly shipmentId: string | null };
    readonly customer: Customer | null;
    readonly pricing: QuotePricing;
    readonly at: string;
    readonly year: number;
    readonly listedBefore: ReadonlySet<string>;
  },
): PricedQuote {
  const { rated, saved, customer, pricing, at } = quote;
  try {
    const store = storeOf();
    const kind = ratingModes[rated.result.mode].kind;
    const priced = store.pricedQuotes.keep(
      {
        rateId: quote.rateId,
        savedShipmentId: saved.shipmentId,
        customer: customer ? { id: customer.id, name: customer.name } : null,
        mode: rated.result.mode,
        // Kept as the desk said it on the day of the save, as the report lists it.
        carrier: carrierNameOf(kind, rated.rate) ?? m.quotes_unknown_carrier(),
        ...routeOf(rated),
        savedAt: at,
        validUntil: rated.rate.expirationDate,
        pricing,
      },
      rated,
      quote.year,
    );
    store.pricedQuotes.linkListed(
      store.quotes.list().map(({ value }) => ({ quoteId: value.quoteId, shipmentId: savedShipmentIdOf(value) })),
    );
    // A service whose list does not carry the save's shipment id: the one quote the save added is this one.
    const added = store.quotes.list().filter((q) => !quote.listedBefore.has(q.value.quoteId));
    if (added.length === 1)
      store.pricedQuotes.link(priced.quoteNumber, (added[0] as (typeof added)[number]).value.quoteId);
    return store.pricedQuotes.find(priced.quoteNumber) ?? priced;
  } catch (error) {
    throw new UserFacingError(
      'store',
      m.pricing_main_sell_not_kept({ why: error instanceof Error ? error.message : String(error) }),
    );
  }
}
