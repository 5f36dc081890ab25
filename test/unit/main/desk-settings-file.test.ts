import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESK_SETTINGS_FILE, DeskSettingsFile } from '@main/settings/desk-settings-file';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { DEFAULT_NOTIFICATIONS, DEFAULT_QUOTE_PDF, deskSettingsChange } from '@shared/ipc/channels/settings';
import { TEST_NOW } from '../../helpers/test-clock';

let dir: string;
const warnings: string[] = [];
const notifications = DEFAULT_NOTIFICATIONS;
const quotePdf = DEFAULT_QUOTE_PDF;
/** A desk looks as its operating system does until a theme is chosen. */
const theme = 'system';
const language = 'system';
const options = { warn: (message: string) => warnings.push(message), now: () => new Date(TEST_NOW) };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fd-desk-settings-'));
  warnings.length = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('desk-settings.json', () => {
  it('starts with a sync every 5 minutes, and keeps what was saved across a restart', async () => {
    const first = await DeskSettingsFile.open(dir, options);
    expect(first.get()).toEqual({ syncIntervalMinutes: 5, notifications, theme, quotePdf, language });
    await first.save({ syncIntervalMinutes: 0 });
    const again = await DeskSettingsFile.open(dir, options);
    expect(again.get()).toEqual({ syncIntervalMinutes: 0, notifications, theme, quotePdf, language });
    expect(JSON.parse(await readFile(join(dir, DESK_SETTINGS_FILE), 'utf8'))).toEqual({
      syncIntervalMinutes: 0,
      notifications,
      theme,
      quotePdf,
      language,
    });
    expect(warnings).toEqual([]);
  });

  it('keeps the company name when a save leaves it out (the Sync section saves only its minutes)', async () => {
    const file = await DeskSettingsFile.open(dir, options);
    await file.save({ syncIntervalMinutes: 5, companyName: '  Łódź Forwarding  ' });
    await file.save({ syncIntervalMinutes: 10 });
    expect((await DeskSettingsFile.open(dir, options)).get()).toMatchObject({
      syncIntervalMinutes: 10,
      companyName: 'Łódź Forwarding',
    });
  });

  it('refuses a save out of range and keeps the file as it was', async () => {
    const file = await DeskSettingsFile.open(dir, options);
    await file.save({ syncIntervalMinutes: 15 });
    await expect(file.save({ syncIntervalMinutes: -1 })).rejects.toThrow(/0 \(off\) or more/);
    expect(file.get()).toEqual({ syncIntervalMinutes: 15, notifications, theme, quotePdf, language });
    expect((await DeskSettingsFile.open(dir, options)).get()).toEqual({ syncIntervalMinutes: 15, notifications, theme, quotePdf, language });
  });

  it('reads a file written before notifications with their defaults, and saves one section without the other', async () => {
    await writeFile(join(dir, DESK_SETTINGS_FILE), '{"syncIntervalMinutes": 10}');
    const file = await DeskSettingsFile.open(dir, options);
    expect(file.get()).toEqual({ syncIntervalMinutes: 10, notifications, theme, quotePdf, language });
    await file.save({ notifications: { ...notifications, status: false } });
    await file.save({ syncIntervalMinutes: 3 });
    expect((await DeskSettingsFile.open(dir, options)).get()).toEqual({
      syncIntervalMinutes: 3,
      notifications: { ...notifications, status: false },
      theme,
      quotePdf,
      language,
    });
    expect(warnings).toEqual([]);
  });

  it('keeps the switches it knows from a newer file, and sets aside one whose switch is not on or off', async () => {
    await writeFile(
      join(dir, DESK_SETTINGS_FILE),
      '{"notifications": {"delivery-date": false, "kind-of-tomorrow": true}}',
    );
    expect((await DeskSettingsFile.open(dir, options)).get()).toEqual({
      syncIntervalMinutes: 5,
      notifications: { ...notifications, 'delivery-date': false },
      theme,
      quotePdf,
      language,
    });
    await writeFile(join(dir, DESK_SETTINGS_FILE), '{"notifications": {"status": "yes"}}');
    const broken = await DeskSettingsFile.open(dir, options);
    expect(broken.get()).toEqual({ syncIntervalMinutes: 5, notifications, theme, quotePdf, language });
    expect(warnings).toHaveLength(1);
  });

  it('sets a broken file aside with a message and uses the defaults', async () => {
    await writeFile(join(dir, DESK_SETTINGS_FILE), '{"syncIntervalMinutes": "often"');
    const file = await DeskSettingsFile.open(dir, options);
    expect(file.get()).toEqual({ syncIntervalMinutes: 5, notifications, theme, quotePdf, language });
    expect(file.setAsideFile?.setAsidePath).toContain(`${DESK_SETTINGS_FILE}.broken-`);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('defaults are used');
    // The operator's text is kept, not lost.
    const kept = (await readdir(dir)).find((name) => name.startsWith(`${DESK_SETTINGS_FILE}.broken-`));
    expect(await readFile(join(dir, kept ?? ''), 'utf8')).toBe('{"syncIntervalMinutes": "often"');
  });

  it('says a file set aside, and a refused save, in Spanish when the desk speaks Spanish', async () => {
    useLanguageSource(() => 'es');
    try {
      await writeFile(join(dir, DESK_SETTINGS_FILE), '');
      const file = await DeskSettingsFile.open(dir, options);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('no se pudo leer (el archivo está vacío); se ha guardado como');
      expect(warnings[0]).toContain('y se usan los valores predeterminados.');
      expect(file.setAsideFile?.reason).toBe('el archivo está vacío');
      await expect(file.save({ syncIntervalMinutes: -1 })).rejects.toThrow(
        'Los minutos entre sincronizaciones deben ser 0 (desactivado) o más',
      );
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('keeps the theme chosen, and reads a theme it does not know (a newer build’s) as the system’s, losing nothing else', async () => {
    const file = await DeskSettingsFile.open(dir, options);
    await file.save({ theme: 'dark' });
    await file.save({ syncIntervalMinutes: 7 });
    expect((await DeskSettingsFile.open(dir, options)).get()).toMatchObject({ syncIntervalMinutes: 7, theme: 'dark' });
    // A save from the window is checked by its channel: an unknown theme is refused with a message.
    const refused = deskSettingsChange.safeParse({ theme: 'sepia' });
    expect(refused.success ? '' : refused.error.issues[0]?.message).toBe('The theme is system, light or dark');
    await writeFile(join(dir, DESK_SETTINGS_FILE), '{"syncIntervalMinutes": 9, "theme": "high-contrast"}');
    const newer = await DeskSettingsFile.open(dir, options);
    expect(newer.get()).toEqual({ syncIntervalMinutes: 9, notifications, theme, quotePdf, language });
    expect(newer.setAsideFile).toBeNull();
  });
});
