import { m } from '@shared/i18n/messages';
import type { DeskSettings } from '@shared/ipc/channels/settings';
import { AppError } from '../../lib/api';
import { splitProblems } from '../../lib/field-errors';

/*
 * The Sync section of Settings: minutes between automatic syncs, as typed,
 * and main's word on them. Main checks the range (its messages are shown by
 * the field); the form only turns the text into a number.
 */

export const SYNC_MINUTES_FIELD = 'syncIntervalMinutes';

/** The number typed, or why it is not one (a range is main's to judge). */
export function parseSyncMinutes(text: string): { minutes: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: m.sync_minutes_missing() };
  if (!/^[-+]?\d+([.,]\d+)?$/.test(trimmed)) return { error: m.sync_minutes_not_number() };
  return { minutes: Number(trimmed.replace(',', '.')) };
}

/** What the field says under it about the saved setting. */
export function syncMinutesHint(settings: Pick<DeskSettings, 'syncIntervalMinutes'> | null): string {
  if (!settings) return m.sync_minutes_hint_unknown();
  const minutes = settings.syncIntervalMinutes;
  if (minutes === 0) return m.sync_minutes_hint_off();
  return m.sync_minutes_hint_every({ count: minutes });
}

/** A failed save: main's messages for the field by it, anything else as the form's error. */
export function saveProblems(cause: unknown): { field: string | null; other: AppError | null } {
  const error = AppError.from(cause);
  if (error.code !== 'validation') return { field: null, other: error };
  const { byField, other } = splitProblems(error.details, [SYNC_MINUTES_FIELD]);
  const field = byField[SYNC_MINUTES_FIELD] ?? null;
  if (field === null && other.length === 0) return { field: error.message, other: null };
  return { field: field ?? other.join(' '), other: null };
}
