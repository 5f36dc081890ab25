import { m } from '@shared/i18n/messages';
import { dateText } from '../../lib/date-text';
import type { FieldErrors } from '../../lib/field-errors';
import { currentLocale, formatNumber } from '../../lib/format';

/**
 * The two forms of the Tariffs screen (upload, report): their values as
 * typed, the checks made before anything is sent (the same rules main
 * applies, so the operator hears at once), and the channel input they become.
 */

/* ------------------------------------------------------------------ upload */

export interface TariffUploadValues {
  contractReference: string;
  carrierSCAC: string;
  name: string;
  externalId: string;
  /** One comment per line. */
  comments: string;
}

export const tariffUploadFields = [
  'contractReference',
  'carrierSCAC',
  'name',
  'externalId',
  'comments',
  'files',
] as const;

export function emptyTariffUpload(): TariffUploadValues {
  return { contractReference: '', carrierSCAC: '', name: '', externalId: '', comments: '' };
}

/** The comments box as the list the service takes: one per non-empty line. */
export function commentLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const MAX_COMMENTS = 20;
const MAX_COMMENT_LENGTH = 500;
export const MAX_FILES = 20;

/** Problems per field; `fileCount` counts only the files that will be sent (refused ones are not). */
export function validateTariffUpload(values: TariffUploadValues, fileCount: number): FieldErrors {
  const errors: Record<string, string> = {};
  if (values.contractReference.trim() === '') errors.contractReference = m.tariffs_contract_required();
  const scac = values.carrierSCAC.trim();
  if (scac === '') errors.carrierSCAC = m.tariffs_scac_required();
  else if (!/^[A-Za-z]{2,4}$/.test(scac)) errors.carrierSCAC = m.tariffs_scac_letters();
  const comments = commentLines(values.comments);
  if (comments.length > MAX_COMMENTS) errors.comments = m.tariffs_comments_max({ max: formatNumber(MAX_COMMENTS) });
  else if (comments.some((c) => c.length > MAX_COMMENT_LENGTH))
    errors.comments = m.tariffs_comment_length({ max: formatNumber(MAX_COMMENT_LENGTH) });
  if (fileCount === 0) errors.files = m.tariffs_files_required();
  else if (fileCount > MAX_FILES) errors.files = m.tariffs_files_max({ max: formatNumber(MAX_FILES) });
  return errors;
}

/** The tariffs.upload input, with the files' bytes as read. */
export function tariffUploadInput(
  values: TariffUploadValues,
  files: ReadonlyArray<{ fileName: string; content: Uint8Array<ArrayBuffer> }>,
) {
  return {
    contractReference: values.contractReference.trim(),
    carrierSCAC: values.carrierSCAC.trim().toUpperCase(),
    name: values.name.trim(),
    externalId: values.externalId.trim(),
    comments: commentLines(values.comments),
    files: files.map((f) => ({ fileName: f.fileName, content: f.content })),
  };
}

/** The fields of the upload answer the desk has words for; another is spelled out from its name. */
const ANSWER_FIELD_LABELS: Readonly<Record<string, () => string>> = {
  documentId: m.tariffs_detail_document_id,
  ratesImported: m.tariffs_detail_rates_imported,
};

/** "ratesImported" -> "Rates imported": a field the service returned, for people. */
export function fieldLabel(name: string): string {
  const known = ANSWER_FIELD_LABELS[name];
  if (known) return known();
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What the upload answer says beyond success and message (the spec does not
 * show it; the sandbox adds documentId and ratesImported), as label and text.
 */
export function resultDetails(result: Readonly<Record<string, unknown>>): Array<{ label: string; value: string }> {
  return Object.entries(result)
    .filter(([key, value]) => key !== 'success' && key !== 'message' && value !== null && value !== undefined)
    .map(([key, value]) => ({
      label: fieldLabel(key),
      value: typeof value === 'object' ? JSON.stringify(value) : String(value),
    }));
}

/* ------------------------------------------------------------------ report */

export interface TariffReportValues {
  contractNumber: string;
  /** YYYY-MM-DD (a date input). */
  fromDate: string;
  toDate: string;
  tariffName: string;
  /** '' for any status, else the service's status number. */
  status: string;
}

export const tariffReportFields = ['contractNumber', 'fromDate', 'toDate', 'tariffName', 'status'] as const;

/** Starts from the first day of the current year: rates valid this year. */
export function emptyTariffReport(today: Date = new Date()): TariffReportValues {
  return { contractNumber: '', fromDate: `${today.getFullYear()}-01-01`, toDate: '', tariffName: '', status: '' };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date field's example as the field writes it (day first in Spain). */
function dateLike(iso: string): string {
  return m.tariffs_date_like({ example: dateText(iso, currentLocale()) });
}

export function validateTariffReport(values: TariffReportValues): FieldErrors {
  const errors: Record<string, string> = {};
  if (values.contractNumber.trim() === '') errors.contractNumber = m.tariffs_contract_number_required();
  const from = values.fromDate.trim();
  const to = values.toDate.trim();
  if (from === '') errors.fromDate = m.tariffs_from_required();
  else if (!DATE.test(from)) errors.fromDate = dateLike('2026-01-31');
  if (to !== '' && !DATE.test(to)) errors.toDate = dateLike('2026-12-31');
  else if (to !== '' && DATE.test(from) && to < from) errors.toDate = m.tariffs_to_before_from();
  if (values.status !== '' && !/^\d{1,2}$/.test(values.status)) errors.status = m.tariffs_status_number();
  return errors;
}

/** The tariffs.report input. */
export function tariffReportInput(values: TariffReportValues) {
  return {
    contractNumber: values.contractNumber.trim(),
    fromDate: values.fromDate.trim(),
    toDate: values.toDate.trim(),
    tariffName: values.tariffName.trim(),
    ...(values.status === '' ? {} : { status: Number(values.status) }),
  };
}
