import { z } from 'zod';
import { m } from '@shared/i18n/messages';
import type { DraftForm } from '../../lib/form-draft';
import type { FormMode } from './form-modes';
import { newLine } from './line-kinds';
import { emptyRatingForm, todayText, type RatingFormValues } from './rating-form';

/*
 * What a rating form's draft keeps: the values as typed, without the rows'
 * page-local ids. Read back through this schema, so a draft saved by an
 * older version of the form never reaches the form in a shape it cannot draw.
 */

const text = z.string().max(2000);

const address = z.object({
  country: text,
  search: text,
  postalCode: text,
  city: text,
  state: text,
  coords: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
const port = z.object({ search: text, unLocCode: text, rkstCode: text, country: text, city: text });
const airport = z.object({ search: text, iataCode: text, country: text, city: text });
const end = z.object({ address, port, airport, serviceType: z.enum(['CY', 'SD']) });

export const ratingDraftSchema = z.object({
  origin: end,
  destination: end,
  lines: z.array(z.record(z.string(), z.union([text, z.boolean()]))).max(200),
  pickUpDate: text,
  goodsDescription: text,
  goodsValue: text,
  currency: text,
  insurance: z.boolean(),
  customs: z.boolean(),
  dangerousCargo: z.boolean(),
});
export type RatingDraft = z.infer<typeof ratingDraftSchema>;

/** The form key of a mode's rating form: `rating/boxes`. */
export function ratingFormKey(form: FormMode): string {
  return `rating/${form.mode}`;
}

/**
 * How one mode's rating form is kept. The pick-up date of the empty form is
 * today's, read when asked (`today`), so a form opened on another day is
 * still empty.
 */
export function ratingDraftForm(
  form: FormMode,
  today: () => string = todayText,
): DraftForm<RatingFormValues, RatingDraft> {
  return {
    schema: ratingDraftSchema,
    // The form's own labels, so the operator finds the field the note names.
    fieldNames: {
      origin: m.rating_end_origin,
      destination: m.rating_end_destination,
      lines: () => form.lines.title,
      pickUpDate: m.rating_form_pickup_date,
      goodsDescription: m.rating_form_goods_description,
      goodsValue: m.rating_form_goods_value,
      currency: m.rating_form_currency,
      insurance: m.rating_form_insurance,
      customs: m.rating_form_customs,
      dangerousCargo: m.rating_form_dangerous,
    },
    empty: () => emptyRatingForm(form, today()),
    toDraft: (values) => ({ ...values, lines: values.lines.map((line) => ({ ...line.values })) }),
    fromDraft: (draft) => {
      const lines = draft.lines.map((values) => {
        const line = newLine(form.lines);
        // Fields this kind of line no longer has are left out; new ones take their defaults.
        for (const field of form.lines.fields) {
          const kept = values[field.key];
          const fallback = line.values[field.key];
          // A flag stays a flag and a typed text a text: a value of the other kind is the default's.
          if (kept !== undefined && (fallback === undefined || typeof kept === typeof fallback)) {
            line.values[field.key] = kept;
          }
        }
        return line;
      });
      return { ...draft, lines: lines.length > 0 ? lines : [newLine(form.lines)] };
    },
  };
}
