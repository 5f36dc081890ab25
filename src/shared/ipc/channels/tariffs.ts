import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import { channel, optionalId } from '../channel';
import { m } from '../../i18n/messages';
import type { Kept } from '../kept';
import { uploadFile } from './files';

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
  externalId: optionalId(m.ipc_id_external),
  comments: z.array(z.string().trim().max(500)).max(20).default([]),
  files: z.array(uploadFile).min(1, 'Add at least one tariff file').max(20),
});

export const tariffReportInput = z.object({
  contractNumber: text('Contract number'),
  fromDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'From date is required (for example 2026-01-01)'),
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

/** Maritime tariffs: upload files, read a contract's report (kept, so it reads offline). */
export const tariffsChannels = {
  'tariffs.upload': channel<OperationResult<'tariffs.upload'>>()(() => tariffUploadInput),
  'tariffs.report': channel<Kept<OperationResult<'tariffs.report'>>>()(() => tariffReportInput),
} as const;
