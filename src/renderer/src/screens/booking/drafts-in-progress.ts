import { bookingModes, isBookingMode, type BookingMode } from '@shared/api/modes';
import type { SavedQuote } from '@shared/api/quotes';
import type { OpenTarget } from '@shared/ipc/channels/app';
import { BOOKING_DRAFT_PREFIX, type Draft } from '@shared/ipc/channels/drafts';
import { findSavedQuote } from './booking-quote';
import { bookingDraftSchema } from './saved-booking-draft';

/*
 * The booking forms in progress (one draft per booking mode, kept in the
 * profile's store), as the Bookings screen lists them: which quote each
 * books, what was typed so far, and what resumes it.
 */

export interface DraftInProgress {
  readonly mode: BookingMode;
  /** The quote the form books (its id, or the shipment id its save answered). */
  readonly quoteId: string;
  /** ISO time the form was last kept. */
  readonly savedAt: string;
  /** The quote as the saved quotes list it; null when they no longer do (booked, deleted) or were never read. */
  readonly quote: SavedQuote | null;
  /** "Ruiz SL → Ortega SA": the companies typed so far; null before any is. */
  readonly parties: string | null;
}

/**
 * The drafts main kept that are booking forms, newest first; a draft this
 * version cannot read (another mode, an older shape) is left out, as the form
 * itself would leave it.
 */
export function draftsInProgress(drafts: readonly Draft[], quotes: readonly SavedQuote[]): DraftInProgress[] {
  return drafts.flatMap((draft): DraftInProgress[] => {
    const mode = draft.formKey.slice(BOOKING_DRAFT_PREFIX.length);
    const kept = bookingDraftSchema.safeParse(draft.value);
    if (!draft.formKey.startsWith(BOOKING_DRAFT_PREFIX) || !isBookingMode(mode) || !kept.success) return [];
    const company = (end: string) => kept.data.fields[`${end}.companyName`]?.trim() || null;
    const [from, to] = [company('origin'), company('destination')];
    return [
      {
        mode,
        quoteId: kept.data.quoteId,
        savedAt: draft.savedAt,
        quote: findSavedQuote(quotes, kept.data.quoteId) ?? null,
        parties: from || to ? `${from ?? '…'} → ${to ?? '…'}` : null,
      },
    ];
  });
}

/** The booking form a draft is resumed in: its quote, in its mode. */
export function resumeTarget(draft: Pick<DraftInProgress, 'mode' | 'quoteId'>): OpenTarget {
  return { screen: 'booking', params: { quote: draft.quoteId, type: bookingModes[draft.mode].quoteType } };
}
