import { z } from 'zod';
import { m } from '@shared/i18n/messages';
import type { BookingMode } from '@shared/api/modes';
import { BOOKING_DRAFT_PREFIX } from '@shared/ipc/channels/drafts';
import type { DraftForm } from '../../lib/form-draft';
import { emptyDraft, newCargoLine, newContainer, type BookingDraft } from './booking-draft';

/*
 * What a booking form's draft keeps: the quote it books and the values as
 * typed, without the lines' page-local keys. Read back through this schema,
 * so a draft saved by an older version of the form never reaches the form in
 * a shape it cannot draw.
 */

const values = z.record(z.string(), z.string().max(2000));

export const bookingDraftSchema = z.object({
  quoteId: z.string(),
  fields: values,
  isActiveTracking: z.boolean(),
  containers: z.array(z.object({ containerType: z.string().nullable(), cargos: z.array(values).max(200) })).max(200),
  cargos: z.array(values).max(200),
});
export type SavedBookingDraft = z.infer<typeof bookingDraftSchema>;

/** The form key of a mode's booking form: `booking/sea-fcl`. */
export function bookingFormKey(mode: BookingMode): string {
  return `${BOOKING_DRAFT_PREFIX}${mode}`;
}

/** Only the keys the form has now: a field an older form had is left out. */
function known(
  kept: Readonly<Record<string, string>>,
  blank: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(Object.keys(blank).map((key) => [key, kept[key] ?? blank[key] ?? '']));
}

/**
 * How the booking form of one quote is kept. `start` is the form as it opens
 * (filled in from the rating): unchanged, it is not a draft.
 */
export function bookingDraftForm(
  mode: BookingMode,
  quoteId: string,
  start: () => BookingDraft,
): DraftForm<BookingDraft, SavedBookingDraft> {
  return {
    schema: bookingDraftSchema,
    // The form's own headings and labels, so the operator finds what the note names.
    fieldNames: {
      quoteId: m.booking_summary_quote,
      fields: m.booking_draft_field_details,
      isActiveTracking: m.booking_field_track,
      containers: m.booking_section_containers,
      cargos: m.booking_section_cargos,
    },
    empty: start,
    toDraft: (draft) => ({
      quoteId,
      fields: { ...draft.fields },
      isActiveTracking: draft.isActiveTracking,
      containers: draft.containers.map((c) => ({
        containerType: c.containerType,
        cargos: c.cargos.map((line) => ({ ...line.values })),
      })),
      cargos: draft.cargos.map((line) => ({ ...line.values })),
    }),
    fromDraft: (kept) => {
      const blank = emptyDraft(mode);
      const fclLine = newCargoLine('sea-fcl').values;
      const modeLine = newCargoLine(mode).values;
      return {
        fields: known(kept.fields, blank.fields),
        isActiveTracking: kept.isActiveTracking,
        containers: kept.containers.map((c) => {
          const container = newContainer(c.containerType);
          container.cargos = c.cargos.map((line) => newCargoLine('sea-fcl', known(line, fclLine)));
          return container;
        }),
        cargos: kept.cargos.map((line) => newCargoLine(mode, known(line, modeLine))),
      };
    },
    belongs: (kept) => kept.quoteId === quoteId,
  };
}
