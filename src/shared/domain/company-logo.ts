import { m } from '../i18n/messages';
import { numberFormat } from './intl-formats';

/**
 * The desk's logo, printed on its quote PDFs: a PNG or JPEG file of at most
 * MAX_LOGO_BYTES. What the file is, is read from its first bytes (its name
 * may say anything); main also decodes it before keeping it.
 */
export const MAX_LOGO_BYTES = 1024 * 1024;

export type LogoMediaType = 'image/png' | 'image/jpeg';

/** The logo as Settings shows it. */
export interface CompanyLogo {
  readonly fileName: string;
  readonly mediaType: LogoMediaType;
  readonly bytes: number;
  readonly width: number;
  readonly height: number;
  /** `data:` URL of the image, for the preview (the renderer's policy allows data: images). */
  readonly dataUrl: string;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type by its signature: PNG, JPEG, or null for anything else. */
export function logoMediaType(bytes: Uint8Array): LogoMediaType | null {
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * Why a chosen file cannot be the logo, in words and figures of `locale` (the
 * desk's locale of formats: es-MX writes 1.1 where the language alone would
 * write 1,1); null when it can (as far as its size and signature say).
 */
export function logoFileProblem(fileName: string, bytes: Uint8Array, locale: string): string | null {
  if (bytes.byteLength === 0) return m.main_upload_empty({ name: fileName });
  if (bytes.byteLength > MAX_LOGO_BYTES) {
    const tenths = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const size = tenths.format(Math.ceil((bytes.byteLength / 1024 / 1024) * 10) / 10);
    return m.main_logo_too_large({
      name: fileName,
      size,
      limit: numberFormat(locale).format(MAX_LOGO_BYTES / 1024 / 1024),
    });
  }
  if (logoMediaType(bytes) === null) return m.main_logo_not_image({ name: fileName });
  return null;
}
