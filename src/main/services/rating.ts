import { m } from '@shared/i18n/messages';
import { ratingModes } from '@shared/api/modes';
import { checkRatingRules } from '@shared/api/rating-rules';
import { ratingRuleText } from '@shared/api/rating-rule-words';
import type { KeptRating } from '@shared/ipc/channels/rating';
import type { ScopeStamp } from '@main/session/data-scope';
import { nowIso, type AreaHandlers, type ServiceDeps } from './area-handlers';
import { throwIfProblems } from './support/problems';
import { UserFacingError } from '@main/errors';
import { customerLanguage } from '@shared/i18n/desk-language';
import { pdfLanguage, saveQuotePdf } from './quote-pdf/save-quote-pdf';
import { customerSheet, pricedQuoteSheet } from './quote-pdf/customer-sheet';
import { sheetFromRate } from './quote-pdf/sheet-from-rate';
import { keptRate, knownSell, priceRated } from './support/sale-price';
import { ratingSummary } from './support/rating-summary';

/**
 * Rating, every mode through the same code: the mode table says which
 * operation and which rules apply. What the service answers is kept with what
 * was asked, so later screens can read a rate's conditions by its id (kept
 * once the answer has left: the operator does not wait for the store).
 * Operations: rates.boxes, rates.pallets, rates.sea-fcl, rates.sea-lcl,
 * rates.air (ratingModes[mode].operationId).
 */
export function ratingHandlers({
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
>): AreaHandlers<'rating'> {
  /** The last rating whole, for its details until the store holds it (or if the store could not keep it). */
  let lastRating: { readonly scope: ScopeStamp; readonly result: KeptRating } | null = null;
  return {
    /**
     * The PDF of a rate this desk kept (the store has the rating's last 50
     * answers), at its sell price for the sale given; once the rate is saved
     * as a quote, the saved quote's (the same PDF as from Quotes).
     */
    'rating.pdf': async ({ rateId, locale, language: asked, sale }) => {
      const deps = { desktop, deskSettings, now: () => session.now(), pdfThread };
      const store = stores.of(session.data.current());
      // The PDF speaks the language asked, else its customer's, else the desk's.
      const inLanguage = (customerId: number | null | undefined) =>
        pdfLanguage(
          asked ?? customerLanguage(customerId == null ? null : store.customers.get(customerId)?.language),
          locale,
          language.current(),
        );
      const saved = store.pricedQuotes.byRate(rateId);
      const savedRated = saved ? store.pricedQuotes.rated(saved.quoteNumber) : null;
      if (saved && savedRated) {
        return saveQuotePdf(
          deps,
          (text, options) => pricedQuoteSheet(savedRated, saved, text, options),
          inLanguage(saved.customer?.id),
        );
      }
      const stored = await keptRate(store, rateId);
      if (!stored) {
        throw new UserFacingError('not-found', m.pricing_main_rate_gone({ rate: rateId }));
      }
      const { price, customer } = priceRated(store, stored, sale);
      const sell = knownSell(price);
      return saveQuotePdf(
        deps,
        (text, options) =>
          customerSheet(
            sheetFromRate(stored, text),
            { sell, customer: customer?.name ?? null, quoteNumber: null },
            options,
            text,
          ),
        inLanguage(customer?.id),
      );
    },
    'rating.rate': async (input) => {
      const spec = ratingModes[input.mode];
      // Said as the form says it, in the desk's language: the rule's English message is the sandbox's.
      const broken = checkRatingRules(input.mode, input.request);
      throwIfProblems(
        broken.map((issue) => ({ path: issue.path, message: ratingRuleText(issue) })),
        'request',
      );
      const client = await session.connected();
      const quote = (await client.call(spec.operationId, { body: input.request })) as KeptRating['quote'];
      const currency =
        'currency' in input.request && typeof input.request.currency === 'string' ? input.request.currency : null;
      const receivedAt = nowIso(session);
      const result: KeptRating = { mode: input.mode, quote, currency, receivedAt };
      lastRating = { scope: client.scope, result };
      kept.keepAfterAnswer(client.scope, receivedAt, (store) => {
        store.ratings.put(input.request, result);
      });
      // Each rate of the comparison offers its quote PDF: the PDF thread loads what it needs meanwhile.
      pdfThread.warm();
      return ratingSummary(result);
    },
    /** A rate of the last rating from memory (kept before the store has it), else the newest the store kept. */
    'rating.details': ({ rateId }) => {
      const scope = session.data.current();
      const recent =
        lastRating !== null && session.data.isCurrent(lastRating.scope)
          ? lastRating.result.quote.rates.find((rate) => rate.id === rateId)
          : undefined;
      const rate = recent ?? stores.of(scope).ratings.rate(rateId)?.rate;
      if (!rate) {
        throw new UserFacingError('not-found', m.main_rating_rate_gone_details({ rate: rateId }));
      }
      return rate;
    },
  };
}
