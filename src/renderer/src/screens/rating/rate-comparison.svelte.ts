import type { RatingMode } from '@shared/api/modes';
import type { OpenTarget } from '@shared/ipc/channels/app';
import { currenciesOf } from '@shared/domain/all-in';
import type { MarginRule, PricedCustomer } from '@shared/domain/margin-rules';
import type { Money } from '@shared/domain/money';
import { pricedShipmentOf } from '@shared/domain/priced-shipment';
import type { SellPrice } from '@shared/domain/sell-price';
import { m } from '@shared/i18n/messages';
import { router } from '../../app/router.svelte';
import { pdfLanguageSent, quotePdfWords, type PdfLanguageChoice } from '../../components/quote-pdf';
import { nextSort } from '../../components/table-sort';
import { toggled } from '../../components/expandable-row';
import type { Api } from '../../lib/api';
import { api } from '../../lib/backend';
import { notBookableReason } from '../../lib/booked-modes';
import { textToBase64 } from '../../lib/files';
import { currentLocale } from '../../lib/format';
import { needsService } from '../../lib/offline.svelte';
import { pricingBook } from '../../lib/pricing-book.svelte';
import { SaveWithNotice } from '../../lib/save-notice.svelte';
import { SteadyList } from '../../lib/steady-list';
import { uniqueKeys } from '../../lib/unique-keys';
import { comparisonCsv, comparisonFileName } from './comparison-csv';
import { comparedPlaces } from './comparison-places';
import { RateFilterTexts } from './rate-filter-texts.svelte';
import { filterRates } from './rate-filters';
import {
  allInSortCurrency,
  carriersOf,
  deliveryTimesShown,
  markRows,
  rateRows,
  type RateRow,
  sortRows,
  type SortKey,
  type SortOrder,
} from './rate-rows';
import { ratingState, type RatingRun } from './rating-state.svelte';
import { amountsOn, exchangeNeeds, RowPricer } from './sell-rows';

/** What the comparison is drawn for (the component's props). */
export interface ComparisonInput {
  readonly mode: RatingMode;
  readonly run: RatingRun;
}

/** The desk's margin rules and customers, as the app's pricing book holds them. */
export interface ComparisonPricing {
  readonly rules: { readonly value: MarginRule[] | undefined };
  readonly customers: { readonly value: unknown };
  pricedCustomer(id: number | null): PricedCustomer | null;
  ensure(): void;
}

/** The rating's choices the rates are priced with, and what became of each Save quote (the app's rating state). */
export type ComparisonRating = Pick<
  typeof ratingState,
  'customerId' | 'overrides' | 'exchangeRates' | 'basis' | 'saves' | 'saleOf'
>;

/** What the comparison reads and calls outside itself; the app's own unless a test gives others. */
export interface ComparisonDeps {
  readonly pricing: ComparisonPricing;
  readonly rating: ComparisonRating;
  /** Saves a rate as a quote (the rating state's save). */
  readonly saveRate: (typeof ratingState)['save'];
  /** Saves a rate if it is not yet and names its booking form (the rating state's bookingOf). */
  readonly bookingOf: (typeof ratingState)['bookingOf'];
  readonly saveFile: Api['files']['save'];
  readonly quotePdf: Api['rating']['pdf'];
  /** Opens the booking form a booked rate leads to. */
  readonly open: (target: OpenTarget) => void;
}

const appDeps = (): ComparisonDeps => ({
  pricing: pricingBook,
  rating: ratingState,
  saveRate: (mode, rateId, shownSell) => ratingState.save(mode, rateId, shownSell),
  bookingOf: (mode, rateId, shownSell) => ratingState.bookingOf(mode, rateId, shownSell),
  saveFile: (file) => api().files.save(file),
  quotePdf: (input) => api().rating.pdf(input),
  open: (target) => router.open(target),
});

/**
 * The rate comparison's state: the answer's rows priced for the customer,
 * filtered and sorted as the operator asks, which rows are expanded, and the
 * CSV, quote PDF and booking started from it. A new answer starts unfiltered,
 * unsorted and closed (followAnswer): the old choices may not exist in it.
 */
export class RateComparisonState {
  readonly #input: () => ComparisonInput;
  readonly #deps: ComparisonDeps;
  readonly #pricer = new RowPricer();
  /** The same rows in the same order after new prices is the same list: the rows drawn are not gone through again. */
  readonly #steadyShown = new SteadyList<RateRow>();
  /** The answer the choices below belong to (followAnswer). */
  #answer: unknown = null;

  /** The column sorted by and its direction; null: the service's order. */
  sort: SortOrder | null = $state(null);
  /** The filter boxes' texts. */
  readonly filterTexts = new RateFilterTexts();
  /** Rows whose details are shown, by rate id. */
  expanded: Record<string, boolean> = $state({});
  /** The PDFs' language: the customer's the rates are priced for (else the desk's), or one the operator picks. */
  pdfLanguage: PdfLanguageChoice = $state('customer');
  /** The rate whose Book is saving it on the way to its booking form. */
  booking: string | null = $state(null);
  /** The comparison's CSV and each rate's quote PDF, saved through the save dialog; one notice for both. */
  readonly saver = new SaveWithNotice();

  readonly rows: RateRow[] = $derived.by(() => {
    const result = this.#input().run.result;
    return result ? rateRows(result) : [];
  });
  /** The rules and customers are read: until then no sell price is shown as known. */
  readonly pricingReady = $derived.by(
    () => this.#deps.pricing.rules.value !== undefined && this.#deps.pricing.customers.value !== undefined,
  );
  /** Each rate's sell price by rate id; a price that did not change keeps its object (only what changed redraws). */
  readonly sales: ReadonlyMap<string, SellPrice> = $derived.by(() => {
    const { mode, run } = this.#input();
    const rating = this.#deps.rating;
    return this.#pricer.price(this.rows, {
      rules: this.#deps.pricing.rules.value ?? [],
      customer: this.#deps.pricing.pricedCustomer(rating.customerId),
      shipment: pricedShipmentOf(mode, run.request),
      overrides: rating.overrides,
      exchangeRates: rating.exchangeRates,
    });
  });
  /** The rates of exchange the rules need and the operator has not typed. */
  readonly needs = $derived(exchangeNeeds(this.rows.map((row) => ({ allIn: row.allIn, sale: this.saleFor(row.id) }))));
  readonly carriers = $derived(carriersOf(this.rows));
  readonly currencies = $derived(currenciesOf(this.rows.map((r) => r.allIn)));
  /** The cheapest and the fastest rates. */
  readonly marks = $derived(markRows(this.rows));
  readonly #basisAmounts = $derived.by(() => amountsOn(this.#deps.rating.basis, this.sales));
  /** The rows the filters pass, and how many they hide. */
  readonly filtered = $derived(filterRates(this.rows, this.filterTexts.filters, this.#basisAmounts));
  /** The rows drawn, in the order asked for. */
  readonly shown: readonly RateRow[] = $derived(
    this.#steadyShown.of(sortRows(this.filtered.shown, this.sort, amountsOn('sell', this.sales))),
  );
  /** Rows sharing a delivery date show their delivery times: the time is what tells them apart. */
  readonly timed = $derived(deliveryTimesShown(this.shown));
  /** The service may send one rate id twice: the table is still drawn, row by row. */
  readonly shownKeys = $derived(uniqueKeys(this.shown, (row) => row.id));
  /** The currency the all-in sort compares in, said when the rates are in several. */
  readonly sortCurrency = $derived(this.currencies.length > 1 ? allInSortCurrency(this.rows) : undefined);
  /** The route the rates are for, in words. */
  readonly places = $derived.by(() => comparedPlaces(this.#input().run.result?.quote));
  /** A mode the desk rates but cannot book (air), said before a rate is saved, not after. */
  readonly notBookable = $derived.by(() => notBookableReason(this.#input().mode));
  /** Why Save quote is disabled now (no service), said once above the rates. */
  readonly serviceReason = $derived(needsService());
  /** By rate id: what became of each Save quote. */
  readonly saves = $derived.by(() => this.#deps.rating.saves);

  constructor(input: () => ComparisonInput, deps: ComparisonDeps = appDeps()) {
    this.#input = input;
    this.#deps = deps;
  }

  /** Before the comparison is drawn for another answer: it starts unfiltered, unsorted and closed. */
  followAnswer(): void {
    const answer = this.#input().run.result;
    if (answer === this.#answer) return;
    this.#answer = answer;
    this.filterTexts.clear();
    this.sort = null;
    this.expanded = {};
  }

  /** Asks for the margin rules and customers unless they are read or on their way. */
  ensurePricing(): void {
    this.#deps.pricing.ensure();
  }

  /** A row's sell price (every row of the answer has one in `sales`). */
  saleFor(id: string): SellPrice {
    return this.sales.get(id) as SellPrice; // every row's id is a key of `sales`, priced from the same rows
  }

  /** A click on a column's header: sorted by it, then the other way, then back to the service's order. */
  sortBy(key: SortKey): void {
    this.sort = nextSort(this.sort, key);
  }

  /** Shows or hides a rate's details. */
  toggle(rateId: string): void {
    this.expanded = toggled(this.expanded, rateId);
  }

  /** Why a rate gets no quote yet: its sell price is not known (or the rules are still on their way). */
  noSellReason(sell: readonly Money[] | null, unknown: string | null): string | null {
    if (!this.pricingReady) return m.rating_margin_rules_still_loading();
    return sell === null ? (unknown ?? m.rating_sell_not_known()) : null;
  }

  /** Saves the rows shown, in their order and at their sell prices, as a CSV. */
  exportCsv(): void {
    const { mode, run } = this.#input();
    const result = run.result;
    if (!result) return;
    const file = {
      fileName: comparisonFileName(mode, result.receivedAt),
      contentBase64: textToBase64(comparisonCsv(this.shown.map((row) => ({ ...row, sale: this.saleFor(row.id) })))),
    };
    void this.saver.save('csv', { cancelled: m.rating_export_cancelled(), failed: m.rating_export_failed() }, () =>
      this.#deps.saveFile(file),
    );
  }

  /** Saves a rate's quote PDF, priced as the comparison shows it, in the language chosen. */
  savePdf(rateId: string): void {
    const sale = this.#deps.rating.saleOf(rateId);
    const language = pdfLanguageSent(this.pdfLanguage);
    void this.saver.save(rateId, quotePdfWords(), () =>
      this.#deps.quotePdf({ rateId, locale: currentLocale(), language, sale }),
    );
  }

  /** Saves a rate as a quote at the sell price shown. */
  save(rateId: string, shownSell: readonly Money[]): Promise<void> {
    return this.#deps.saveRate(this.#input().mode, rateId, shownSell);
  }

  /** Saves the rate if it is not yet, then opens its booking form. */
  async book(rateId: string, shownSell: readonly Money[]): Promise<void> {
    this.booking = rateId;
    try {
      const target = await this.#deps.bookingOf(this.#input().mode, rateId, shownSell);
      if (target) this.#deps.open(target);
    } finally {
      this.booking = null;
    }
  }
}
