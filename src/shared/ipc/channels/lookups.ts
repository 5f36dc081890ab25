import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import { channel, none } from '../channel';
import { m } from '../../i18n/messages';
import type { Kept } from '../kept';

/** The country chosen in the form: its places come first among the suggestions (optional; empty is none). */
const preferredCountry = z
  .string()
  .trim()
  .regex(/^([A-Za-z]{2})?$/, { error: () => m.ipc_country_code() })
  .transform((s) => (s === '' ? undefined : s.toUpperCase()))
  .optional();

/** Reference lookups of the service (each answer kept, so the rating form works offline for places used before). */
export const lookupsChannels = {
  'lookups.containers': channel<Kept<OperationResult<'lookup.containers'>>>()(() => none),
  'lookups.ports': channel<Kept<OperationResult<'lookup.ports'>>>()(() =>
    z.object({
      cityName: z
        .string()
        .trim()
        .min(2, { error: () => m.lookups_field_city_letters() })
        .max(80),
      country: preferredCountry,
    }),
  ),
  'lookups.postalCodes': channel<Kept<OperationResult<'lookup.postal-codes'>>>()(() =>
    z.object({
      countryCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, { error: () => m.lookups_field_choose_country() })
        .transform((s) => s.toUpperCase()),
      loc: z
        .string()
        .trim()
        .min(2, { error: () => m.lookups_field_place_characters() })
        .max(80),
    }),
  ),
  'lookups.palletTypes': channel<Kept<OperationResult<'lookup.pallet-types'>>>()(() => none),
  'lookups.airports': channel<Kept<OperationResult<'lookup.airports'>>>()(() =>
    z.object({
      nameCityIata: z
        .string()
        .trim()
        .min(2, { error: () => m.lookups_field_airport_letters() })
        .max(80),
      country: preferredCountry,
    }),
  ),
} as const;
