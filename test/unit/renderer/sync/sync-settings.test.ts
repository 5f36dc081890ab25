import { describe, expect, it } from 'vitest';
import { AppError } from '@renderer/lib/api';
import { parseSyncMinutes, saveProblems, syncMinutesHint } from '@renderer/screens/settings/sync-settings';

describe('minutes between syncs', () => {
  it('turns what was typed into a number, leaving the range to main', () => {
    expect(parseSyncMinutes(' 15 ')).toEqual({ minutes: 15 });
    expect(parseSyncMinutes('0')).toEqual({ minutes: 0 });
    // Main says why these are wrong (by the field): the form sends them as typed.
    expect(parseSyncMinutes('2,5')).toEqual({ minutes: 2.5 });
    expect(parseSyncMinutes('-1')).toEqual({ minutes: -1 });
    expect(parseSyncMinutes('')).toEqual({ error: 'Type the minutes between syncs (0 turns automatic sync off)' });
    expect(parseSyncMinutes('five')).toEqual({ error: 'Minutes between syncs must be a number, such as 5' });
  });

  it('shows main’s validation message by the field, and other failures as the form’s', () => {
    const refused = new AppError({
      code: 'validation',
      message: 'syncIntervalMinutes: Minutes between syncs must be at most 1440 (a day)',
      details: {
        problems: [{ path: 'syncIntervalMinutes', message: 'Minutes between syncs must be at most 1440 (a day)' }],
      },
    });
    expect(saveProblems(refused)).toEqual({ field: 'Minutes between syncs must be at most 1440 (a day)', other: null });
    const broken = new AppError({ code: 'internal', message: 'The settings file could not be written.' });
    expect(saveProblems(broken)).toEqual({ field: null, other: broken });
  });

  it('says what the saved setting does', () => {
    expect(syncMinutesHint({ syncIntervalMinutes: 0 })).toContain('Automatic sync is off');
    expect(syncMinutesHint({ syncIntervalMinutes: 5 })).toContain('Syncs every 5 minutes');
    expect(syncMinutesHint({ syncIntervalMinutes: 1 })).toContain('Syncs every minute');
  });
});
