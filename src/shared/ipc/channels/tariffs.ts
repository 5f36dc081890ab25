import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import { channel, optionalId } from '../channel';
import { m } from '../../i18n/messages';
import type { Kept } from '../kept';
import { uploadFile } from './files';

/** A text a form needs, `what` naming it in its refusal (a message: said in the desk's language when checked). */
const text = (what: () => string, max = 120) =>
  z
    .string()
    .trim()
    .min(1, { error: () => m.tariffs_field_required({ what: what() }) })
    .max(max);
const optionalText = (max = 120) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((s) => (s === '' ? undefined : s));

export const tariffUploadInput = z.object({
  contractReference: text(m.tariffs_field_contract_reference),
  carrierSCAC: z
    .string()
    .trim()
    .min(1, { error: () => m.tariffs_field_scac_required() })
    .regex(/^[A-Za-z]{2,4}$/, { error: () => m.tariffs_field_scac_letters() })
    .transform((s) => s.toUpperCase()),
  name: optionalText(),
  externalId: optionalId(m.ipc_id_external),
  comments: z.array(z.string().trim().max(500)).max(20).default([]),
  files: z
    .array(uploadFile)
    .min(1, { error: () => m.tariffs_field_files_required() })
    .max(20),
});

export const tariffReportInput = z.object({
  contractNumber: text(m.tariffs_field_contract_number),
  fromDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, { error: () => m.tariffs_field_from_date_required() }),
  toDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, { error: () => m.tariffs_field_to_date_form() })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  tariffName: optionalText(),
  status: z
    .int({ error: () => m.tariffs_field_status_whole() })
    .min(0, { error: () => m.tariffs_field_status_min() })
    .max(99, { error: () => m.tariffs_field_status_max() })
    .optional(),
});

/** Maritime tariffs: upload files, read a contract's report (kept, so it reads offline). */
export const tariffsChannels = {
  'tariffs.upload': channel<OperationResult<'tariffs.upload'>>()(() => tariffUploadInput),
  'tariffs.report': channel<Kept<OperationResult<'tariffs.report'>>>()(() => tariffReportInput),
} as const;
