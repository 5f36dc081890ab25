import { m } from '../i18n/messages';
import { saidNumber } from '../i18n/said-number';
import { getLocale } from '../i18n/paraglide/runtime.js';
import { numberFormat } from './intl-formats';

/**
 * What a file must be to be uploaded (shipment documents and tariffs). THE
 * limit of the app: the renderer says it on every drop zone and checks it
 * before reading a file, main checks it again, and the embedded sandbox
 * refuses a larger file with it.
 */
export const MAX_UPLOAD_MIB = 25;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MIB * 1024 * 1024;

export const UPLOAD_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'tif',
  'tiff',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'txt',
] as const;

/** `Invoice.PDF` -> `pdf`; '' when there is none. */
export function fileExtension(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match ? (match[1] as string).toLowerCase() : '';
}

/**
 * Why a file cannot be uploaded, in words and figures of `locale` (main, which
 * has no locale of formats at hand, says them as its messages' language);
 * null when it can.
 */
export function uploadFileProblem(fileName: string, bytes: number, locale: string = getLocale()): string | null {
  const extension = fileExtension(fileName);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    return m.main_upload_type_refused({ name: fileName, allowed: UPLOAD_EXTENSIONS.join(', ') });
  }
  if (bytes === 0) return m.main_upload_empty({ name: fileName });
  if (bytes > MAX_UPLOAD_BYTES) return m.main_upload_too_large({ name: fileName, ...limitFigures(bytes, locale) });
  return null;
}

/**
 * "25.1", "25", "26,214,400": a size over the limit and the limit in MiB and
 * bytes, in `locale`. The size is rounded up, so one byte over never reads as
 * the limit itself.
 */
function limitFigures(bytes: number, locale: string): { size: string; limit: string; bytes: string } {
  const tenths = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    size: tenths.format(Math.ceil((bytes / 1024 / 1024) * 10) / 10),
    limit: saidNumber(MAX_UPLOAD_MIB, locale),
    bytes: saidNumber(MAX_UPLOAD_BYTES, locale),
  };
}

/**
 * The sandbox's refusal of a file over the limit: the file's size, the limit and
 * the limit in bytes, in the English the freight service answers in.
 */
export function overTheLimit(bytes: number): string {
  const { size, limit, bytes: limitBytes } = limitFigures(bytes, 'en');
  return `${size} MiB; the limit is ${limit} MiB (${limitBytes} bytes)`;
}
