import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { logoFileProblem, logoMediaType, type CompanyLogo } from '@shared/domain/company-logo';
import { m } from '@shared/i18n/messages';
import { UserFacingError } from '@main/errors';
import { diskFaultError } from '@main/disk/disk-fault-error';
import { pdfLib } from './pdf-lib-on-demand';
import type { SheetLetterhead } from '../quote-pdf/quote-sheet';

/** Beside desk-settings.json, in the app's data folder: the logo's bytes and what Settings says about it. */
const LOGO_FILE = 'company-logo.bin';
const LOGO_META_FILE = 'company-logo.json';

const logoMeta = z.object({ fileName: z.string().min(1).max(255) });

/** Refused by main with a message the Settings screen shows under the picker. */
function refused(message: string): UserFacingError {
  return new UserFacingError('validation', message);
}

/**
 * The desk's logo on disk (not in the renderer's storage): checked at save
 * (size, PNG or JPEG signature, and decoded, so a broken file is refused
 * with a message, not found out by the next PDF), read for every quote PDF.
 */
export class CompanyLogoFile {
  private readonly file: string;
  private readonly metaFile: string;

  constructor(private readonly dataDir: string) {
    this.file = join(dataDir, LOGO_FILE);
    this.metaFile = join(dataDir, LOGO_META_FILE);
  }

  /** The logo file beside a desk settings file. */
  static besideSettings(settingsPath: string): CompanyLogoFile {
    return new CompanyLogoFile(dirname(settingsPath));
  }

  /** Keeps a logo; `locale` writes the figures of a refusal (the desk's locale of formats). */
  async save(fileName: string, bytes: Uint8Array, locale: string): Promise<CompanyLogo> {
    const problem = logoFileProblem(fileName, bytes, locale);
    if (problem) throw refused(problem);
    await describe(fileName, bytes).catch(() => {
      throw refused(m.main_logo_unreadable({ name: fileName }));
    });
    try {
      // Written beside, then moved over: a crash mid-write never leaves half a logo.
      await writeFile(`${this.file}.tmp`, bytes);
      await rename(`${this.file}.tmp`, this.file);
      await writeFile(this.metaFile, `${JSON.stringify({ fileName })}\n`);
    } catch (error) {
      throw diskFaultError(error, this.dataDir) ?? error;
    }
    return describe(fileName, bytes);
  }

  async remove(): Promise<null> {
    await rm(this.file, { force: true });
    await rm(this.metaFile, { force: true });
    return null;
  }

  /** The kept logo's bytes, or null when there is none (or it no longer reads as one). */
  async bytes(): Promise<{ fileName: string; bytes: Uint8Array } | null> {
    try {
      const [bytes, meta] = await Promise.all([readFile(this.file), readFile(this.metaFile, 'utf8')]);
      const parsed = logoMeta.safeParse(JSON.parse(meta));
      return parsed.success && logoMediaType(bytes) ? { fileName: parsed.data.fileName, bytes } : null;
    } catch {
      return null;
    }
  }

  async get(): Promise<CompanyLogo | null> {
    const kept = await this.bytes();
    return kept ? describe(kept.fileName, kept.bytes).catch(() => null) : null;
  }

  /** The letterhead of a quote PDF: the company's name and this logo. */
  async letterhead(companyName: string): Promise<SheetLetterhead> {
    const kept = await this.bytes();
    const mediaType = kept ? logoMediaType(kept.bytes) : null;
    return { companyName, logo: kept && mediaType ? { mediaType, bytes: kept.bytes } : null };
  }
}

/** Decodes the image (as the PDF will) for its size; throws when it does not decode. */
async function describe(fileName: string, bytes: Uint8Array): Promise<CompanyLogo> {
  const mediaType = logoMediaType(bytes);
  if (!mediaType) throw new Error('not an image');
  const { PDFDocument } = await pdfLib();
  const pdf = await PDFDocument.create();
  const image = mediaType === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  return {
    fileName,
    mediaType,
    bytes: bytes.byteLength,
    width: image.width,
    height: image.height,
    dataUrl: `data:${mediaType};base64,${Buffer.from(bytes).toString('base64')}`,
  };
}
