import { z } from 'zod';
import type { CompanyLogo } from '../../domain/company-logo';
import { channel, none } from '../channel';
import { uploadFile } from './files';

/** The desk's own settings (not a profile's): how it syncs. */
export interface DeskSettings {
  /** Minutes between automatic syncs; 0 turns the timer off. */
  readonly syncIntervalMinutes: number;
  /** The desk's company name, printed at the head of its quote PDFs; absent until set. */
  readonly companyName?: string;
}
export const DEFAULT_DESK_SETTINGS: DeskSettings = { syncIntervalMinutes: 5 };

export const deskSettingsInput = z.object({
  syncIntervalMinutes: z
    .int({ error: 'Minutes between syncs must be a whole number' })
    .min(0, 'Minutes between syncs must be 0 (off) or more')
    .max(1440, 'Minutes between syncs must be at most 1440 (a day)'),
  // Optional, so a save that leaves it out (the Sync section's) keeps the one saved: DeskSettingsFile.save merges.
  companyName: z.string().trim().max(120, 'The company name must be at most 120 characters').optional(),
});

/** The desk's own settings (not a profile's). */
export const settingsChannels = {
  'settings.get': channel<DeskSettings>()(none),
  'settings.save': channel<DeskSettings>()(deskSettingsInput),
  /** The logo printed on quote PDFs, kept in the app's data folder. */
  'settings.logo': channel<CompanyLogo | null>()(none),
  /** A PNG or JPEG file (at most 1 MiB) as the logo; a bad file is refused with a message. */
  'settings.saveLogo': channel<CompanyLogo>()(uploadFile),
  'settings.removeLogo': channel<null>()(none),
} as const;
