import { z } from 'zod';
import { toRatingContainerCode } from '../domain/containers';
import { expects } from './answer-words';
import { bool, coords, list, openEnum, optNum, optText, text } from './wire';

/** Maritime port. */
export const port = z.looseObject({
  unLocCode: text,
  /** ISO 3166-1 alpha-2. */
  country: optText,
  city: optText,
  /** Code used internally by a carrier interface. */
  rkstCode: optText,
});
export const portListResponse = list(port);
export type Port = z.output<typeof port>;

/**
 * Maritime container type of the lookup. `size` arrives as the text "20" and
 * stays text; `name` is size-first (`20DRY`). Domain adds `ratingCode`, the
 * DRY20-style code a rating request needs (null for a name the spec does not
 * know). `label` and `isReefer` are kept as sent even where the service is wrong
 * (20DRY labelled "40 Dry Standard", 40HRF not a reefer): domain/containers.ts
 * holds the spec's table.
 */
export const containerType = z
  .looseObject({
    size: z
      .union([z.string(), z.number()], expects('size'))
      .nullish()
      .transform((v) => (v === undefined || v === null ? null : String(v))),
    type: optText,
    name: text,
    label: optText,
    isReefer: bool.nullish().transform((v) => v ?? false),
  })
  .transform((c) => ({ ...c, ratingCode: toRatingContainerCode(c.name) }));
export const containerTypeListResponse = list(containerType);
export type ContainerType = z.output<typeof containerType>;

/** Postal code location; latitude/longitude may be null. */
export const postalCodeLocation = z.looseObject({
  latitude: optNum,
  longitude: optNum,
  /** Country name in the service's language ("España"). */
  country: optText,
  countryCode: optText,
  city: optText,
  region: optText,
  regionCode: optText,
  postalCode: text,
});
export const postalCodeListResponse = list(postalCodeLocation);
export type PostalCodeLocation = z.output<typeof postalCodeLocation>;

/** Pallet type of the lookup: Custom | Euro | American (not the rating enum Custom|Euro1|Euro2|Uk). */
export const lookupPalletTypes = ['Custom', 'Euro', 'American'] as const;
export const palletType = z.looseObject({
  type: openEnum(lookupPalletTypes),
  length: optNum,
  width: optNum,
  height: optNum,
  unit: openEnum(['CM', 'IN'])
    .nullish()
    .transform((v) => v ?? null),
});
export const palletTypeListResponse = list(palletType);
export type PalletType = z.output<typeof palletType>;

/** Airport; `geoloc` becomes null when absent or when either coordinate is null. */
export const airport = z.looseObject({
  name: optText,
  city: optText,
  state: optText,
  country: optText,
  iataCode: text,
  /** Country ISO code. */
  iso: optText,
  geoloc: coords,
});
export const airportListResponse = list(airport);
export type Airport = z.output<typeof airport>;
