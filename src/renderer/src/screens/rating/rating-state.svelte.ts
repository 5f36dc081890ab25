import { ratingModeIds, ratingModes, type RatingMode } from '@shared/api/modes';
import type { OpenTarget } from '@shared/ipc/channels/app';
import type { RatingResult } from '@shared/ipc/channels/rating';
import type { SaleInput } from '@shared/ipc/channels/pricing';
import type { Money } from '@shared/domain/money';
import { m } from '@shared/i18n/messages';
import { parseExchangeRate, type ExchangeRate, type MarginOverride } from '@shared/domain/sell-price';
import type { ChannelInput } from '@shared/ipc/contract';
import { AppError } from '../../lib/api';
import { api } from '../../lib/backend';
import { problemsOf, withoutError } from '../../lib/field-errors';
import { isOutcomeUnknown } from '../../lib/outcome';
import { PathFields } from '../../lib/path-fields';
import { formDraft } from '../../lib/drafts.svelte';
import type { FormDraft } from '../../lib/form-draft';
import { profileScope } from '../../lib/profile-scope.svelte';
import { rememberSavedRate } from '../../lib/quote-context.svelte';
import { formModes } from './form-modes';
import type { PriceBasis } from './sell-rows';
import { rateRows, ratesReceivedText } from './rate-rows';
import { ratingDraftForm, ratingFormKey, type RatingDraft } from './rating-draft';
import {
  emptyRatingForm,
  formFieldPaths,
  placeProblems,
  todayText,
  validateRatingForm,
  type PlacedProblems,
  type RatingFormValues,
} from './rating-form';

/** One rating of a mode: nothing yet, on its way, the answer, or why there is none. */
export interface RatingRun {
  readonly state: 'idle' | 'loading' | 'ready' | 'error';
  readonly result: RatingResult | null;
  /** The request the answer is for (remembered with a saved rate). */
  readonly request: Record<string, unknown> | null;
  readonly error: AppError | null;
}

/** What became of "Save quote" on one rate. */
export type SaveState =
  | { readonly state: 'saving' }
  | {
      readonly state: 'saved';
      readonly shipmentId: string | null;
      readonly message: string | null;
      /** The desk's number of the quote (null when the desk could not price it). */
      readonly quoteNumber: string | null;
    }
  | { readonly state: 'refused'; readonly message: string }
  /** Sent, but no answer could be read: it may be saved. Never offered again blindly. */
  | { readonly state: 'unknown'; readonly message: string }
  | { readonly state: 'failed'; readonly error: AppError };

const idleRun: RatingRun = { state: 'idle', result: null, request: null, error: null };
const noProblems: PlacedProblems = { byField: {}, other: [] };

function perMode<T>(make: (mode: RatingMode) => T): Record<RatingMode, T> {
  return Object.fromEntries(ratingModeIds.map((mode) => [mode, make(mode)])) as Record<RatingMode, T>;
}

/**
 * The rating desk's state, kept for the whole session (module level), so
 * going to Quotes and back finds the forms and the rates as they were. One
 * form, one answer and one set of problems per mode.
 */
class RatingState {
  forms: Record<RatingMode, RatingFormValues> = $state(
    perMode((mode) => emptyRatingForm(formModes[mode], todayText())),
  );
  problems: Record<RatingMode, PlacedProblems> = $state.raw(perMode(() => noProblems));
  runs: Record<RatingMode, RatingRun> = $state.raw(perMode(() => idleRun));
  /** Each mode's fields by path: a field's message and its clearing, and where its control registers for the cursor. */
  readonly fields: Record<RatingMode, PathFields> = perMode(
    (mode) =>
      new PathFields(
        () => this.problems[mode].byField,
        (path) => this.clearProblem(mode, path),
      ),
  );
  /** By rate id. */
  saves: Record<string, SaveState> = $state.raw({});
  /**
   * What a screen reader hears of the ratings: the rates an answer brought,
   * then each save's outcome (the screen shows them too). One live region
   * (RatingScreen) says it; a failed rating is its error notice's alert.
   */
  announcement = $state('');
  /** The customer the rates are priced for; null: the desk's own rules. */
  customerId: number | null = $state(null);
  /** Margins the operator set by hand, by rate id. */
  overrides: Record<string, MarginOverride> = $state.raw({});
  /** Rates of exchange typed for the comparison, by "EUR>USD". */
  exchangeTexts: Record<string, string> = $state({});
  /** What the comparison sorts and filters prices by. */
  basis: PriceBasis = $state('sell');

  /** The rates of exchange typed that read as one. */
  readonly exchangeRates: ExchangeRate[] = $derived(
    Object.entries(this.exchangeTexts).flatMap(([pair, text]) => {
      const [from, to] = pair.split('>');
      const perMillion = parseExchangeRate(text);
      return from && to && perMillion !== null ? [{ from, to, perMillion }] : [];
    }),
  );

  /** What a rate's quote is priced with now: the customer, its margin by hand, the rates of exchange. */
  saleOf(rateId: string): SaleInput {
    return { customerId: this.customerId, override: this.overrides[rateId] ?? null, exchangeRates: this.exchangeRates };
  }

  /** Sets (or, with null, drops) the margin of one rate by hand. */
  setOverride(rateId: string, override: MarginOverride | null): void {
    const { [rateId]: _dropped, ...others } = this.overrides;
    this.overrides = override ? { ...others, [rateId]: override } : others;
  }

  /** Each mode's draft in the active profile: what the operator typed survives a restart. */
  readonly drafts: Record<RatingMode, FormDraft<RatingFormValues, RatingDraft>> = perMode((mode) =>
    formDraft(ratingFormKey(formModes[mode]), ratingDraftForm(formModes[mode])),
  );

  #sequence = perMode(() => 0);
  /** Modes whose draft was looked for in this profile (once: later visits find the form as it was). */
  #restored = new Set<RatingMode>();
  /** The profile the forms and drafts are of. */
  #profileId: string | null = null;

  /**
   * The mode's form opens: the first time in a profile, the profile's draft
   * fills it, unless the operator already typed into it meanwhile (then what
   * is on screen wins and becomes the draft). Not before main said which
   * profile is active: the form calls this again once it did (a draft read
   * before then was dropped as another profile's, and the form stayed empty).
   */
  async openForm(mode: RatingMode): Promise<void> {
    if (profileScope.profileId === null || this.#restored.has(mode)) return;
    this.#restored.add(mode);
    this.#profileId = profileScope.profileId;
    const draft = this.drafts[mode];
    const restored = await draft.restore();
    if (!restored || this.#profileId !== profileScope.profileId) return;
    const pristine = draft.sameAsEmpty($state.snapshot(this.forms[mode]) as RatingFormValues);
    if (pristine) {
      this.forms[mode] = restored;
    } else {
      draft.view.restoredFrom = null;
      draft.changed($state.snapshot(this.forms[mode]) as RatingFormValues);
    }
  }

  /** Saves the mode's form as its draft (after a pause); the form calls it on every change. */
  formChanged(mode: RatingMode): void {
    this.drafts[mode].changed($state.snapshot(this.forms[mode]) as RatingFormValues);
  }

  /** Forgets one field's problem as soon as the operator changes it. */
  clearProblem(mode: RatingMode, path: string): void {
    const current = this.problems[mode];
    if (!(path in current.byField)) return;
    const byField = withoutError(current.byField, path);
    this.problems = { ...this.problems, [mode]: { ...current, byField } };
  }

  /** Clear form: the values, their problems and the kept draft go. */
  resetForm(mode: RatingMode): void {
    this.forms[mode] = emptyRatingForm(formModes[mode], todayText());
    this.problems = { ...this.problems, [mode]: noProblems };
    void this.drafts[mode].discard();
  }

  /**
   * Checks the form and, only when nothing is wrong, asks for rates. Returns
   * false when the form has problems (they are then shown under the fields).
   */
  async rate(mode: RatingMode): Promise<boolean> {
    const form = formModes[mode];
    const values = $state.snapshot(this.forms[mode]) as RatingFormValues;
    const { request, problems } = validateRatingForm(form, values, todayText());
    const placed = placeProblems(problems, formFieldPaths(form, values));
    this.problems = { ...this.problems, [mode]: placed };
    if (problems.length > 0) return false;

    const call = ++this.#sequence[mode];
    this.runs = { ...this.runs, [mode]: { ...this.runs[mode], state: 'loading', error: null } };
    // Emptied while the answer is on its way: an answer that says what the last one said is heard again.
    this.announcement = '';
    try {
      // The form built the request for this mode and the mode's schema accepted it.
      const input = { mode, request } as unknown as ChannelInput<'rating.rate'>;
      const result = await api().rating.rate(input);
      if (call !== this.#sequence[mode]) return true;
      this.runs = { ...this.runs, [mode]: { state: 'ready', result, request, error: null } };
      this.announcement = ratesReceivedText(rateRows(result));
      // Rated: the draft is no longer needed (the form stays on screen for another try).
      void this.drafts[mode].sent(values);
    } catch (cause) {
      if (call !== this.#sequence[mode]) return true;
      const error = AppError.from(cause);
      // The service's (or main's) field problems land under the fields, like the form's own.
      const found = problemsOf(error.details);
      if ((error.code === 'validation' || error.code === 'invalid-request') && found.length > 0) {
        this.problems = { ...this.problems, [mode]: placeProblems(found, formFieldPaths(form, values)) };
      }
      this.runs = { ...this.runs, [mode]: { ...this.runs[mode], state: 'error', error } };
    }
    return true;
  }

  /**
   * Saves one rate of the mode's current answer as a quote at the sell price
   * shown (main prices it again and refuses a different one), and remembers
   * what produced it.
   */
  async save(mode: RatingMode, rateId: string, shownSell: readonly Money[]): Promise<void> {
    const run = this.runs[mode];
    const rate = run.result?.quote.rates.find((r) => r.id === rateId);
    if (!rate || !run.request) return;
    const quoteType = ratingModes[mode].quoteType;
    // One request per rate at a time, and none after an unknown outcome: it may be saved already.
    const current = this.saves[rateId]?.state;
    if (current === 'saving' || current === 'saved' || current === 'unknown') return;
    this.#setSave(rateId, { state: 'saving' });
    try {
      const saved = await api().quotes.save({
        type: quoteType,
        rateId,
        sale: this.saleOf(rateId),
        shownSell: [...shownSell],
      });
      if (!saved.success) {
        this.#setSave(rateId, {
          state: 'refused',
          message: saved.message ?? m.rating_save_no_reason(),
        });
        return;
      }
      rememberSavedRate({
        mode,
        request: run.request,
        rate,
        quoteType,
        savedShipmentId: saved.shipmentId,
        savedAt: new Date().toISOString(),
      });
      this.#setSave(rateId, {
        state: 'saved',
        shipmentId: saved.shipmentId,
        message: saved.message,
        quoteNumber: saved.priced?.quoteNumber ?? null,
      });
    } catch (cause) {
      const error = AppError.from(cause);
      // The service's reason in the desk's words (failures.ts), shorter than the whole error's sentence.
      const reason = (error.details as { reason?: unknown } | undefined)?.reason;
      if (isOutcomeUnknown(error)) {
        this.#setSave(rateId, { state: 'unknown', message: error.message });
      } else if (error.code === 'refused') {
        this.#setSave(rateId, {
          state: 'refused',
          message: typeof reason === 'string' ? reason : error.message,
        });
      } else {
        this.#setSave(rateId, { state: 'failed', error });
      }
    }
  }

  /**
   * What Book on a rate opens: the booking form of its saved quote. The
   * service books saved quotes only (a booking names its quote by id), so the
   * rate is saved on the way unless it was already. Null when the mode has no
   * booking or the save did not succeed (the row says why); Quotes when the
   * save named no quote to open. The quote is saved at the sell price shown.
   */
  async bookingOf(mode: RatingMode, rateId: string, shownSell: readonly Money[]): Promise<OpenTarget | null> {
    if (ratingModes[mode].bookingMode === null) return null;
    if (this.saves[rateId]?.state !== 'saved') await this.save(mode, rateId, shownSell);
    const saved = this.saves[rateId];
    if (saved?.state !== 'saved') return null;
    return saved.shipmentId
      ? { screen: 'booking', params: { quote: saved.shipmentId, type: ratingModes[mode].quoteType } }
      : { screen: 'quotes' };
  }

  /**
   * Another scope: its rates are another account's (their ids mean nothing
   * to this one), so they go. The forms stay within one profile (a sign-in
   * again); another profile shows its own drafts.
   */
  forgetAccountData(): void {
    if (profileScope.profileId !== this.#profileId) this.#forgetForms();
    this.#sequence = perMode((mode) => this.#sequence[mode] + 1);
    this.runs = perMode(() => idleRun);
    this.saves = {};
    this.announcement = '';
    this.customerId = null;
    this.overrides = {};
    this.exchangeTexts = {};
  }

  /**
   * Another profile: its own drafts are shown, never the previous one's typing
   * (that was saved as the previous profile's draft, and comes back with it).
   */
  #forgetForms(): void {
    this.#profileId = profileScope.profileId;
    this.#restored.clear();
    for (const mode of ratingModeIds) {
      this.drafts[mode].reset();
      this.forms[mode] = emptyRatingForm(formModes[mode], todayText());
    }
    this.problems = perMode(() => noProblems);
  }

  #setSave(rateId: string, state: SaveState): void {
    this.saves = { ...this.saves, [rateId]: state };
    this.announcement =
      state.state === 'saved'
        ? state.quoteNumber
          ? m.rating_announce_saved_as({ number: state.quoteNumber })
          : m.rating_announce_saved()
        : state.state === 'refused'
          ? m.rating_announce_not_saved({ message: state.message })
          : state.state === 'failed'
            ? m.rating_announce_not_saved({ message: state.error.message })
            : state.state === 'unknown'
              ? m.rating_announce_unknown()
              : '';
  }
}

export const ratingState = new RatingState();
profileScope.onChange(() => ratingState.forgetAccountData());
