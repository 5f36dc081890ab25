/**
 * What a file must be to be uploaded (shipment documents and tariffs). THE
 * limit of the app: the renderer says it on every drop zone and checks it
 * before reading a file, main checks it again, and the embedded sandbox
 * refuses a larger file with it.
 */
export const MAX_UPLOAD_MIB = 25;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MIB * 1024 * 1024;

/** The limit as the operator reads it next to a drop zone: "up to 25 MiB each". */
export const UPLOAD_LIMIT_TEXT = `up to ${MAX_UPLOAD_MIB} MiB each`;

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

/** Why a file cannot be uploaded, in words; null when it can. */
export function uploadFileProblem(fileName: string, bytes: number): string | null {
  const extension = fileExtension(fileName);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    return `${fileName}: files of this type cannot be uploaded. Allowed: ${UPLOAD_EXTENSIONS.join(', ')}.`;
  }
  if (bytes === 0) return `${fileName} is empty.`;
  if (bytes > MAX_UPLOAD_BYTES) {
    return `${fileName} is ${overTheLimit(bytes)}.`;
  }
  return null;
}

/**
 * "25.1 MiB; the limit is 25 MiB (26,214,400 bytes)": a size over the limit
 * and the limit, as main and the sandbox both say it. The size is rounded
 * up, so one byte over never reads as the limit itself.
 */
export function overTheLimit(bytes: number): string {
  const mib = (Math.ceil((bytes / 1024 / 1024) * 10) / 10).toFixed(1);
  return `${mib} MiB; the limit is ${MAX_UPLOAD_MIB} MiB (${MAX_UPLOAD_BYTES.toLocaleString('en')} bytes)`;
}
