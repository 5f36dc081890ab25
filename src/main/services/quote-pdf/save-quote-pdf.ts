import { m } from '@shared/i18n/messages';
import { safeFileName } from '@shared/domain/safe-file-name';
import type { SavedFile } from '@shared/ipc/channels/files';
import type { QuotePdfSettings } from '@shared/ipc/channels/settings';
import type { DesktopPort } from '@main/desktop-port';
import type { DeskSettingsFile } from '@main/settings/desk-settings-file';
import { saveFile } from '../files';
import { CompanyLogoFile } from '../support/company-logo';
import type { QuotePdfThread } from './quote-pdf-thread';
import type { QuoteSheet } from './quote-sheet';
import { resolveLanguage, type DeskLanguage, type ResolvedLanguage } from '@shared/i18n/desk-language';
import { SheetText } from './sheet-text';

/** What every quote PDF is made with: the desk's letterhead, the save dialog, main's clock, the PDF thread. */
export interface QuotePdfDeps {
  readonly desktop: DesktopPort;
  readonly deskSettings: DeskSettingsFile;
  readonly now: () => number;
  readonly pdfThread: QuotePdfThread;
}

/**
 * The PDF's language: the one asked at export, else the customer's, else the
 * desk's; and its locale: the operator's when it is of that language (es-MX
 * for a Mexican desk's Spanish PDF), else the language's own (es-ES, en-GB).
 */
export function pdfLanguage(
  asked: DeskLanguage | undefined,
  operatorLocale: string | undefined,
  desk: ResolvedLanguage,
): ResolvedLanguage {
  if (asked === undefined) return operatorLocale ? resolveLanguage(desk.language, [operatorLocale]) : desk;
  return resolveLanguage(asked, operatorLocale ? [operatorLocale] : []);
}

/**
 * "quote Q-2026-0042 Acme 2026-11-23.pdf": the quote number and customer (or
 * the kind) and the day, in the desk's language (the operator's folder, not
 * the customer's), safe on every OS.
 */
export function quotePdfName(label: string, nowIso: string): string {
  const name = label.slice(0, 200).replace(/\s+/g, ' ').trim().slice(0, 60) || m.file_name_quote_unnamed();
  return safeFileName(`${m.file_name_quote({ name, day: nowIso.slice(0, 10) })}.pdf`);
}

/**
 * Makes the sheet's PDF with the desk's name and logo and saves it through
 * the save dialog. Main builds the sheet's words; the PDF thread lays them
 * out and draws them, so main's event loop stays free whatever the sheet holds.
 */
export async function saveQuotePdf(
  deps: QuotePdfDeps,
  build: (text: SheetText, options: QuotePdfSettings) => QuoteSheet,
  language: ResolvedLanguage,
): Promise<SavedFile> {
  const text = new SheetText(language.locale, language.language);
  const sheet = build(text, deps.deskSettings.get().quotePdf);
  const letterhead = await CompanyLogoFile.besideSettings(deps.deskSettings.path).letterhead(
    deps.deskSettings.get().companyName ?? '',
  );
  const now = deps.now();
  const bytes = await deps.pdfThread.make({ sheet, letterhead, locale: text.locale, language: text.language, now });
  return saveFile(deps.desktop, quotePdfName(sheet.fileLabel, new Date(now).toISOString()), Buffer.from(bytes));
}
