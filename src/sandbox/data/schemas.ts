import { z } from 'zod';
import { isTimeZone } from '@shared/domain/port-time';

/*
 * The shapes of the sandbox's data files in resources/data. They are checked
 * when loaded so a broken data file fails loudly, naming the file and entry,
 * instead of producing odd rates later.
 */

const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);
const iso2 = z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166-1 alpha-2 code');

export const portSchema = z.object({
  unLocCode: z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'expected a UN/LOCODE such as ESBCN'),
  city: z.string().min(1),
  country: iso2,
  rkstCode: z.string().min(1).nullable(),
  lat,
  lng,
  /** The IANA zone the port's terminal keeps its days in (scripts/datasets/port-zones.ts). */
  timeZone: z.string().refine(isTimeZone, 'expected an IANA time zone such as Europe/Madrid'),
});
export type Port = z.infer<typeof portSchema>;
export const portsFileSchema = z.array(portSchema);

export const airportSchema = z.object({
  iataCode: z.string().regex(/^[A-Z0-9]{3}$/, 'expected a 3-letter IATA code'),
  name: z.string().min(1),
  city: z.string().min(1),
  state: z.string().nullable(),
  country: z.string().min(1),
  iso: iso2,
  lat,
  lng,
  /** OurAirports' size class (large hubs, medium the rest): how the desk ranks airport suggestions. */
  size: z.enum(['large', 'medium']),
});
export type Airport = z.infer<typeof airportSchema>;
export const airportsFileSchema = z.array(airportSchema);

export const postalCodeSchema = z.object({
  postalCode: z.string().min(1),
  city: z.string().min(1),
  region: z.string().nullable(),
  regionCode: z.string().nullable(),
  lat,
  lng,
});
export type PostalCodeEntry = z.infer<typeof postalCodeSchema>;
export const postalCodesFileSchema = z.record(iso2, z.array(postalCodeSchema));

export const countrySchema = z.object({ name: z.string().min(1), localName: z.string().min(1) });
export type CountryNames = z.infer<typeof countrySchema>;
export const countriesFileSchema = z.record(iso2, countrySchema);

export const palletTypeSchema = z.object({
  type: z.string().min(1),
  length: z.number().positive().nullable(),
  width: z.number().positive().nullable(),
  height: z.number().positive().nullable(),
  unit: z.string().nullable(),
});
export type PalletTypeEntry = z.infer<typeof palletTypeSchema>;
export const palletTypesFileSchema = z.array(palletTypeSchema);
