import { onDestroy } from 'svelte';
import { m } from '@shared/i18n/messages';
import type { SavedQuote } from '@shared/api/quotes';
import type { DeskLanguage } from '@shared/i18n/desk-language';
import { isPricedQuoteOf, type PricedQuote } from '@shared/domain/priced-quotes';
import { router } from '../../app/router.svelte';
import { AppError } from '../../lib/api';
import { LIST_RETRY } from '../../lib/auto-retry';
import { api } from '../../lib/backend';
import { onDataChanged } from '../../lib/data-changes';
import { currentLocale, formatMoney } from '../../lib/format';
import { isOutcomeUnknown } from '../../lib/outcome';
import { Query } from '../../lib/query.svelte';
import { findQuoteContext } from '../../lib/quote-context.svelte';
import { loadOnConnect } from '../../lib/load-on-connect.svelte';
import { SaveWithNotice, type SaveWords } from '../../lib/save-notice.svelte';
import { routeOfContext } from './quote-route';
import { quoteTypeLabel, quoteTypeOf } from '../../lib/quote-type';

/**
 * The Quotes screen's state: the service's saved quotes, the desk's sell
 * prices of them, and what deleting one or saving its PDF became. Create it
 * while the screen initialises: it loads on connect, reads again when quotes
 * change, and stops with the screen.
 */
export class QuoteList {
  readonly quotes = new Query(() => api().quotes.list(), { retry: LIST_RETRY });
  /** The quotes this desk saved with a sell price (the store's: offline too). */
  readonly priced = new Query(() => api().quotes.priced());
  /** Each quote's PDF for the customer, made by main from the quote it keeps (works offline). */
  readonly pdfs = new SaveWithNotice();

  /** The quote the confirm dialog asks about deleting. */
  deleting: SavedQuote | null = $state.raw(null);
  confirmOpen = $state(false);
  deleteBusy = $state(false);
  actionError: { context: string; error: AppError } | null = $state.raw(null);
  /** A delete sent whose answer could not be read: the quote may be gone. */
  deleteUnknown: { quote: string; message: string } | null = $state.raw(null);
  /** Said to screen readers once a delete is done. */
  announcement = $state('');

  readonly rows = $derived(this.quotes.value?.value ?? []);

  constructor() {
    onDestroy(() => {
      this.quotes.stop();
      this.priced.stop();
    });
    $effect(() => this.priced.ensure());
    // Loaded for the active profile, and again when the session comes back after a failure.
    loadOnConnect(this.quotes);
    // A quote saved, deleted or booked (here or in another window): the list is read again.
    $effect(() =>
      onDataChanged(['quotes'], () => {
        void this.quotes.run();
        void this.priced.run();
      }),
    );
  }

  /** The desk's sell price of a listed quote, when it saved one. */
  pricedOf(q: SavedQuote): PricedQuote | null {
    return this.priced.value?.find((p) => isPricedQuoteOf(p, q)) ?? null;
  }

  /** "ESVLC → CNSHA" from the quote the desk kept, else from what this computer remembers of its rating. */
  routeOf(q: SavedQuote, sale: PricedQuote | null): string | null {
    if (sale && (sale.from || sale.to)) return `${sale.from ?? m.quotes_as_quoted()} → ${sale.to ?? m.quotes_as_quoted()}`;
    const shipmentId = (q as { shipmentId?: unknown }).shipmentId;
    return routeOfContext(typeof shipmentId === 'string' ? findQuoteContext(shipmentId) : null);
  }

  askDelete(q: SavedQuote): void {
    this.deleting = q;
    this.actionError = null;
    this.deleteUnknown = null;
    this.confirmOpen = true;
  }

  async confirmDelete(): Promise<void> {
    const q = this.deleting;
    const type = q ? quoteTypeOf(q) : null;
    if (!q || !type) return;
    this.deleteBusy = true;
    this.actionError = null;
    try {
      await api().quotes.delete({ type, quoteId: q.quoteId });
      this.announcement = m.quotes_deleted({ carrier: q.agency ?? m.quotes_the_carrier() });
      await this.quotes.run();
    } catch (cause) {
      const error = AppError.from(cause);
      if (isOutcomeUnknown(error)) {
        this.deleteUnknown = { quote: describeQuote(q), message: error.message };
        // Reading the list again is how to check (a read: safe to repeat).
        void this.quotes.run();
      } else {
        this.actionError = { context: m.quotes_delete_failed(), error };
      }
    } finally {
      this.deleteBusy = false;
      this.confirmOpen = false;
    }
  }

  book(q: SavedQuote): void {
    const type = quoteTypeOf(q);
    if (type) router.go('booking', { quote: q.quoteId, type });
  }

  /** A quote's PDF, in its customer's language (`language` undefined) or the one picked. */
  savePdf(q: SavedQuote, words: SaveWords, language: DeskLanguage | undefined): void {
    void this.pdfs.save(q.quoteId, words, () =>
      api().quotes.pdf({ quoteId: q.quoteId, locale: currentLocale(), language }),
    );
  }
}

/** "Maersk, Boxes, €1,958.00": which quote, in the words of its row. */
export function describeQuote(q: SavedQuote): string {
  return [
    q.agency ?? m.quotes_unknown_carrier_lower(),
    quoteTypeLabel(quoteTypeOf(q), q.shipmentType),
    q.totalPrice ? formatMoney(q.totalPrice) : null,
  ]
    .filter(Boolean)
    .join(', ');
}
