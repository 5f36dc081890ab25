/**
 * What a file must be to be uploaded (shipment documents and tariffs). The
 * renderer checks it before sending and main checks it again: the limit is
 * the sandbox's, and a sane one for a desk.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'tif', 'tiff', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt'] as const;

/** `Invoice.PDF` -> `pdf`; '' when there is none. */
export function fileExtension(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match ? (match[1] as string).toLowerCase() : '';
}

/** Decoded size of base64 text (a data-URI prefix allowed), without decoding it. */
export function base64Bytes(base64: string): number {
  const clean = base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/** Why a file cannot be uploaded, in words; null when it can. */
export function uploadFileProblem(fileName: string, bytes: number): string | null {
  const extension = fileExtension(fileName);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    return `${fileName}: files of this type cannot be uploaded. Allowed: ${UPLOAD_EXTENSIONS.join(', ')}.`;
  }
  if (bytes === 0) return `${fileName} is empty.`;
  if (bytes > MAX_UPLOAD_BYTES) {
    return `${fileName} is ${(bytes / 1024 / 1024).toFixed(1)} MiB; the limit is ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB.`;
  }
  return null;
}
