import { z } from 'zod';
import type { CompanyLogo } from '../../domain/company-logo';
import { shipmentChangeKindOrder, shipmentChangeKinds } from '../../domain/shipment-change-kinds';
import type { ShipmentChangeKind } from '../../domain/shipment-changes';
import { languageChoices, type LanguageChoice } from '../../i18n/desk-language';
import { m } from '../../i18n/messages';
import { channel, none } from '../channel';
import { uploadFile } from './files';
import { DEFAULT_QUOTE_PDF, isStandardQuoteTerms, type QuotePdfSettings } from '../../domain/quote-pdf-options';

export { DEFAULT_QUOTE_PDF, type QuotePdfSettings } from '../../domain/quote-pdf-options';

/** Which kinds of shipment change become a notification: one switch per kind. */
export type NotificationSettings = Readonly<Record<ShipmentChangeKind, boolean>>;

/** How the desk looks: as the operating system is, or always light, or always dark. */
export const deskThemes = ['system', 'light', 'dark'] as const;
export type DeskTheme = (typeof deskThemes)[number];

/** The desk's own settings (not a profile's): how it syncs, what it notifies, how it looks. */
export interface DeskSettings {
  /** Minutes between automatic syncs; 0 turns the timer off. */
  readonly syncIntervalMinutes: number;
  readonly notifications: NotificationSettings;
  /** The desk's company name, printed at the head of its quote PDFs; absent until set. */
  readonly companyName?: string;
  readonly quotePdf: QuotePdfSettings;
  readonly theme: DeskTheme;
  /** The desk's language: the operating system's, or Spanish or English always. */
  readonly language: LanguageChoice;
}

export const DEFAULT_NOTIFICATIONS: NotificationSettings = Object.fromEntries(
  shipmentChangeKindOrder.map((kind) => [kind, shipmentChangeKinds[kind].notifyByDefault]),
  // The cast: the entries are exactly the kinds of the table.
) as Record<ShipmentChangeKind, boolean>;

export const DEFAULT_DESK_SETTINGS: DeskSettings = {
  syncIntervalMinutes: 5,
  notifications: DEFAULT_NOTIFICATIONS,
  quotePdf: DEFAULT_QUOTE_PDF,
  theme: 'system',
  language: 'system',
};

/**
 * The notification switches as saved: a kind left out keeps its default (a
 * file written before the kind existed), and a kind this build does not know
 * (a file of a newer one) is dropped rather than refusing the whole file.
 */
const notificationSettings = z
  .record(z.string(), z.boolean({ error: () => m.main_settings_notification_switch() }))
  .transform(
    (saved): NotificationSettings =>
      Object.fromEntries(
        shipmentChangeKindOrder.map((kind) => [kind, saved[kind] ?? DEFAULT_NOTIFICATIONS[kind]]),
        // The cast: one entry per kind of the table, as above.
      ) as Record<ShipmentChangeKind, boolean>,
  );

const companyName = z
  .string()
  .trim()
  .max(120, { error: () => m.main_settings_company_name_max() });

const syncIntervalMinutes = z
  .int({ error: () => m.main_settings_sync_whole() })
  .min(0, { error: () => m.main_settings_sync_min() })
  .max(1440, { error: () => m.main_settings_sync_max() });

const quotePdf = z.object({
  charges: z.enum(['by-charge', 'one-line'], { error: () => m.main_settings_pdf_charges() }),
  nameCarrier: z.boolean({ error: () => m.main_settings_pdf_name_carrier() }),
  terms: z
    .string()
    .trim()
    .max(240, { error: () => m.main_settings_pdf_terms_max() })
    .nullable()
    // The standard terms as typed are no terms of the desk's own: each PDF then says them in its language.
    .transform((terms) => (terms !== null && isStandardQuoteTerms(terms) ? null : terms)),
});
const theme = z.enum(deskThemes, { error: () => m.main_settings_theme() });

const language = z.enum(languageChoices, { error: () => m.main_settings_language() });

/** desk-settings.json: every section, a section missing (an older file) taking its defaults. */
export const deskSettingsInput = z.object({
  syncIntervalMinutes: syncIntervalMinutes.default(DEFAULT_DESK_SETTINGS.syncIntervalMinutes),
  notifications: notificationSettings.default(DEFAULT_NOTIFICATIONS),
  companyName: companyName.optional(),
  quotePdf: quotePdf.default(DEFAULT_QUOTE_PDF),
  // A theme this build does not know (a newer one's) looks as the system does, rather than refusing the file.
  theme: theme.catch(DEFAULT_DESK_SETTINGS.theme),
  // Likewise a language this build does not speak follows the system's.
  language: language.catch(DEFAULT_DESK_SETTINGS.language),
});

/** A save from a Settings section: the sections it names; the others stay as saved. */
export const deskSettingsChange = z.object({
  syncIntervalMinutes: syncIntervalMinutes.optional(),
  notifications: notificationSettings.optional(),
  companyName: companyName.optional(),
  quotePdf: quotePdf.optional(),
  theme: theme.optional(),
  language: language.optional(),
});
export type DeskSettingsChange = z.input<typeof deskSettingsChange>;

/** The desk's own settings (not a profile's). */
export const settingsChannels = {
  'settings.get': channel<DeskSettings>()(() => none),
  /** Saves the sections given, answers the settings as saved. */
  'settings.save': channel<DeskSettings>()(() => deskSettingsChange),
  /** The logo printed on quote PDFs, kept in the app's data folder. */
  'settings.logo': channel<CompanyLogo | null>()(() => none),
  /** A PNG or JPEG file (at most 1 MiB) as the logo; a bad file is refused with a message. */
  'settings.saveLogo': channel<CompanyLogo>()(() => uploadFile),
  'settings.removeLogo': channel<null>()(() => none),
} as const;
