import { z } from 'zod';
import { channel, none } from '../channel';

/** The desk's own settings (not a profile's): how it syncs. */
export interface DeskSettings {
  /** Minutes between automatic syncs; 0 turns the timer off. */
  readonly syncIntervalMinutes: number;
}
export const DEFAULT_DESK_SETTINGS: DeskSettings = { syncIntervalMinutes: 5 };

export const deskSettingsInput = z.object({
  syncIntervalMinutes: z
    .int({ error: 'Minutes between syncs must be a whole number' })
    .min(0, 'Minutes between syncs must be 0 (off) or more')
    .max(1440, 'Minutes between syncs must be at most 1440 (a day)'),
});

/** The desk's own settings (not a profile's). */
export const settingsChannels = {
  'settings.get': channel<DeskSettings>()(none),
  'settings.save': channel<DeskSettings>()(deskSettingsInput),
} as const;
