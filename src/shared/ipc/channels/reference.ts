import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import { channel, none, optionalId } from '../channel';
import type { Kept } from '../kept';
import { fileContent, type SavedFile } from './shipments';

const text = (what: string, max = 120) => z.string().trim().min(1, `${what} is required`).max(max);
const optionalText = (max = 120) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((s) => (s === '' ? undefined : s));

export const tariffUploadInput = z.object({
  contractReference: text('Contract reference'),
  carrierSCAC: z
    .string()
    .trim()
    .min(1, 'Carrier SCAC is required (for example MAEU)')
    .regex(/^[A-Za-z]{2,4}$/, 'Carrier SCAC is 2 to 4 letters (for example MAEU)')
    .transform((s) => s.toUpperCase()),
  name: optionalText(),
  externalId: optionalId('externalId'),
  comments: z.array(z.string().trim().max(500)).max(20).default([]),
  files: z.array(fileContent).min(1, 'Add at least one tariff file').max(20),
});

export const tariffReportInput = z.object({
  contractNumber: text('Contract number'),
  fromDate: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}/, 'From date is required (for example 2026-01-01)'),
  toDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'Use a date like 2026-12-31')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  tariffName: optionalText(),
  status: z
    .int({ error: 'Status must be a whole number' })
    .min(0, 'Status must be 0 or more')
    .max(99, 'Status must be 99 or less')
    .optional(),
});

/** Tariffs, lookups, and what the app itself does for the renderer (files, links). */
export const referenceChannels = {
  'tariffs.upload': channel<OperationResult<'tariffs.upload'>>()(tariffUploadInput),
  'tariffs.report': channel<Kept<OperationResult<'tariffs.report'>>>()(tariffReportInput),

  'lookups.containers': channel<Kept<OperationResult<'lookup.containers'>>>()(none),
  'lookups.ports': channel<Kept<OperationResult<'lookup.ports'>>>()(
    z.object({ cityName: z.string().trim().min(2, 'Type at least 2 letters of a city name').max(80) }),
  ),
  'lookups.postalCodes': channel<Kept<OperationResult<'lookup.postal-codes'>>>()(
    z.object({
      countryCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'Choose a country')
        .transform((s) => s.toUpperCase()),
      loc: z.string().trim().min(2, 'Type at least 2 characters of a city or postal code').max(80),
    }),
  ),
  'lookups.palletTypes': channel<Kept<OperationResult<'lookup.pallet-types'>>>()(none),
  'lookups.airports': channel<Kept<OperationResult<'lookup.airports'>>>()(
    z.object({ nameCityIata: z.string().trim().min(2, 'Type at least 2 letters of a name, city or IATA code').max(80) }),
  ),

  /** Saves content the renderer made (a CSV export, a document template) through a native save dialog. */
  'files.save': channel<SavedFile>()(fileContent),
  /** Opens an http(s) link in the operator's browser; anything else is refused. */
  'app.openExternal': channel<{ opened: boolean }>()(z.object({ url: z.string().trim().url('Not a valid link').max(2048) })),
} as const;
