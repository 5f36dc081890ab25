import { describe, expect, it } from 'vitest';
import { AppError } from '@renderer/lib/api';
import { LogSettingsState } from '@renderer/screens/settings/log-settings.svelte';

describe('LogSettingsState', () => {
  it('is busy while main opens the folder, then names the folder it answered', async () => {
    let answer: (folder: { folder: string; opened: boolean }) => void = () => undefined;
    const logs = new LogSettingsState(() => new Promise((resolve) => (answer = resolve)));
    const shown = logs.show();
    expect(logs.busy).toBe(true);
    answer({ folder: '/data/logs', opened: true });
    await shown;
    expect(logs.busy).toBe(false);
    expect(logs.shown).toEqual({ folder: '/data/logs', opened: true });
    expect(logs.error).toBeNull();
  });

  it('keeps why main could not show the folder, and forgets it once a later ask works', async () => {
    let fail = true;
    const logs = new LogSettingsState(async () => {
      if (fail) throw new AppError({ code: 'internal', message: 'The log folder is gone' });
      return { folder: '/data/logs', opened: false };
    });
    await logs.show();
    expect(logs.error?.message).toBe('The log folder is gone');
    expect(logs.shown).toBeNull();
    expect(logs.busy).toBe(false);
    fail = false;
    await logs.show();
    expect(logs.error).toBeNull();
    expect(logs.shown?.folder).toBe('/data/logs');
  });
});
