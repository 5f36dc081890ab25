import { onDestroy, onMount, tick, untrack } from 'svelte';
import { m } from '@shared/i18n/messages';
import type { BookingResult } from '@shared/api/booking';
import type { BookingRuleInput } from '@shared/api/booking-rules';
import type { BookingMode } from '@shared/api/modes';
import type { SavedQuote } from '@shared/api/quotes';
import { AppError, type Api } from '../../lib/api';
import { api } from '../../lib/backend';
import { formDraft } from '../../lib/drafts.svelte';
import type { FormDraft } from '../../lib/form-draft';
import { FormScaffold } from '../../lib/form.svelte';
import { formatDateTime } from '../../lib/format';
import { needsService, unansweredBecause } from '../../lib/offline.svelte';
import { isOutcomeUnknown } from '../../lib/outcome';
import { Query } from '../../lib/query.svelte';
import { isExpired, pickupTimesId } from './booking-quote';
import { checkDraft, controlOrder, hsWarnings, placeServerProblems, warningSentences } from './booking-validation';
import { pickupChoices } from './pickup-options';
import { prefillDraft, type RatingContextLike } from './quote-prefill';
import { recentBookings } from './recent-bookings.svelte';
import type { BookingDraft } from './booking-draft';
import { bookingDraftForm, bookingFormKey, type SavedBookingDraft } from './saved-booking-draft';

/** What the booking flow is opened with (BookingFlow's props). */
export interface BookingFlowInput {
  readonly quote: SavedQuote;
  readonly mode: BookingMode;
  /** What the rating knew, when this desk rated the quote. */
  readonly context: RatingContextLike | undefined;
}

export type BookingStep = 'edit' | 'review' | 'done' | 'unknown';

/** The pickup times the service offers the form, or why it typed them itself. */
export interface PickupState {
  readonly loading: boolean;
  readonly choices: ReturnType<typeof pickupChoices> | null;
  readonly unanswered: ReturnType<typeof unansweredBecause> | null;
}

/**
 * The booking flow's state: the form (kept as the profile's draft), its
 * review, the one request a press of Book shipment sends, and what became of
 * it. Create it while BookingFlow initialises, with its props: it restores
 * the draft and asks for pickup times once mounted, and keeps the draft as
 * the operator types.
 */
export class BookingFlowState {
  readonly #input: () => BookingFlowInput;
  /** What the rating filled in, said again in a language the operator switches to. */
  readonly filled: readonly string[];
  /**
   * The form's values, messages and controls. Its fields are the controls the
   * draft draws now (cargo lines come and go), in screen order.
   */
  readonly form: FormScaffold<BookingDraft, string>;
  /**
   * What the operator typed, kept as the profile's draft of this mode's booking form: restored
   * when the same quote's form opens again (after a restart too), removed once booked or cleared.
   */
  readonly draft: FormDraft<BookingDraft, SavedBookingDraft>;
  readonly pickupTimes: Query<Awaited<ReturnType<Api['booking']['pickupTimes']>>, []>;

  step: BookingStep = $state('edit');
  general: string[] = $state([]);
  reviewed: BookingRuleInput | null = $state.raw(null);
  reviewedWarnings: string[] = $state([]);
  sending = $state(false);
  sendError: AppError | null = $state.raw(null);
  result: BookingResult | null = $state.raw(null);
  unknownMessage = $state('');
  /** Checked when the screen opens and again before sending (epoch milliseconds): a quote can expire while the form is open. */
  now = $state(Date.now());

  /** Why Book shipment is disabled now (no service); the form and its review stay. */
  readonly serviceReason: string | null;
  readonly expired: boolean;
  /** Why the quote cannot be booked (it expired), or null. */
  readonly blocked: string | null;
  readonly warnings: ReturnType<typeof hsWarnings>;
  /** A booking of this quote was sent before and its outcome is not known. */
  readonly unknownBefore: boolean;
  readonly pickup: PickupState;
  /**
   * What a screen reader hears of the booking, from one live region: that it
   * is on its way, then that it was booked. A refusal is its error notice's
   * alert, an unknown outcome the alert of its notice.
   */
  readonly announcement: string;

  constructor(input: () => BookingFlowInput) {
    this.#input = input;
    // The form starts from what the rating knew; later changes of the props do not wipe what was typed.
    const prefill = untrack(() => prefillDraft(input().mode, input().context));
    this.filled = $derived(prefillDraft(input().mode, input().context).filled);
    this.form = new FormScaffold<BookingDraft, string>(() => controlOrder(input().mode, this.form.values), prefill.draft);
    this.draft = untrack(() =>
      formDraft(
        bookingFormKey(input().mode),
        bookingDraftForm(input().mode, input().quote.quoteId, () => prefillDraft(input().mode, input().context).draft),
      ),
    );
    this.pickupTimes = new Query(() => api().booking.pickupTimes({ shipmentId: pickupTimesId(input().quote) }));

    this.serviceReason = $derived(needsService());
    this.expired = $derived(isExpired(input().quote.expirationDate, this.now));
    // Only a quote with an expiration date expires (isExpired).
    this.blocked = $derived.by(() => {
      const date = input().quote.expirationDate;
      return this.expired && date ? m.booking_flow_expired({ date: formatDateTime(date) }) : null;
    });
    this.warnings = $derived(hsWarnings(input().mode, this.form.values));
    this.unknownBefore = $derived(recentBookings.wasUnknown(input().quote.quoteId));
    this.pickup = $derived({
      loading: this.pickupTimes.state === 'idle' || this.pickupTimes.state === 'loading',
      // An empty answer or a failed call: the form falls back to typed times, and says which it was.
      choices: this.pickupTimes.state === 'ready' ? pickupChoices(this.pickupTimes.value) : null,
      unanswered:
        this.pickupTimes.state === 'error' && this.pickupTimes.error ? unansweredBecause(this.pickupTimes.error) : null,
    });
    this.announcement = $derived.by(() => {
      if (this.sending) return m.booking_flow_sending();
      if (this.step !== 'done' || !this.result) return '';
      return this.result.shipmentCode
        ? m.booking_flow_booked_shipment({ code: this.result.shipmentCode })
        : m.booking_flow_booked();
    });

    onMount(() => {
      void (async () => {
        const restored = await this.draft.restore();
        // Typed into already while the draft was read: what is on screen wins and becomes the draft.
        if (restored && this.draft.sameAsEmpty(this.snapshot())) this.form.values = restored;
        else if (restored) {
          this.draft.view.restoredFrom = null;
          this.draft.changed(this.snapshot());
        }
      })();
      void this.pickupTimes.run();
    });
    $effect(() => this.draft.changed(this.snapshot()));
    onDestroy(() => void this.draft.flush());
  }

  readonly snapshot = (): BookingDraft => $state.snapshot(this.form.values) as BookingDraft;

  /** Clear form: back to what the rating filled in, and the draft goes. */
  clearForm(): void {
    this.form.errors = {};
    this.general = [];
    this.form.values = prefillDraft(this.#input().mode, this.#input().context).draft;
    void this.draft.discard();
  }

  review(): void {
    const { mode, quote } = this.#input();
    this.sendError = null;
    this.now = Date.now();
    if (this.expired) return;
    const check = checkDraft(mode, quote.quoteId, this.form.values);
    this.form.errors = check.errors;
    this.general = check.general;
    if (!check.request) {
      this.form.focusFirstError();
      return;
    }
    this.reviewed = check.request;
    this.reviewedWarnings = warningSentences(check.warnings, (id) => {
      const at = /^(?:containers\[(\d+)\]\.)?cargos\[(\d+)\]\.hsCode$/.exec(id);
      if (!at) return '';
      const { cargos, containers } = this.form.values;
      const line = at[1] === undefined ? cargos[Number(at[2])] : containers[Number(at[1])]?.cargos[Number(at[2])];
      return line?.values.hsCode ?? '';
    });
    this.step = 'review';
    toTop();
  }

  backToEdit(): void {
    this.step = 'edit';
    toTop();
  }

  async book(): Promise<void> {
    const { mode, quote } = this.#input();
    // One request per press: the button is disabled while it runs, and nothing here ever sends again by itself.
    if (this.sending || !this.reviewed || this.serviceReason) return;
    this.now = Date.now();
    if (this.expired) {
      this.step = 'edit';
      return;
    }
    this.sending = true;
    this.sendError = null;
    try {
      // The mode and its request were checked together by the mode's own schema above.
      const input = { mode, request: this.reviewed } as unknown as Parameters<Api['booking']['book']>[0];
      const booked = await api().booking.book(input);
      this.result = booked;
      void this.draft.sent(this.snapshot());
      recentBookings.add({
        quoteId: quote.quoteId,
        mode,
        agency: quote.agency,
        shipmentId: booked.shipmentId,
        shipmentCode: booked.shipmentCode,
        bookingCode: booked.bookingCode,
        trackingCode: booked.trackingCode,
        // eslint-disable-next-line svelte/prefer-svelte-reactivity -- the moment's text is kept, never the Date
        bookedAt: new Date().toISOString(),
      });
      this.step = 'done';
      toTop();
    } catch (cause) {
      const error = AppError.from(cause);
      if (isOutcomeUnknown(error)) {
        recentBookings.markUnknown(quote.quoteId);
        this.unknownMessage = error.message;
        this.step = 'unknown';
        toTop();
        return;
      }
      const placed = placeServerProblems(mode, this.form.values, error.details);
      if (Object.keys(placed.errors).length > 0) {
        // The service or main refused a field: back to the form, the message under that field.
        this.form.errors = placed.errors;
        this.general = placed.general;
        this.step = 'edit';
        // The form is drawn again first: its controls register as it mounts.
        await tick();
        this.form.focusFirstError();
      }
      this.sendError = error;
    } finally {
      this.sending = false;
    }
  }
}

function toTop(): void {
  document.getElementById('main-content')?.scrollTo({ top: 0 });
}
