import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logFolderNote } from '@renderer/screens/settings/log-folder-note';
import { validateProfileForm } from '@renderer/screens/settings/profile-form';
import { kindLabel } from '@renderer/screens/settings/profile-kind';
import { parseSyncMinutes, syncMinutesHint } from '@renderer/screens/settings/sync-settings';
import { useLanguageSource } from '@shared/i18n/desk-language';

/** Settings' words made in code, on a Spanish desk (the English ones are asserted beside each file's tests). */
beforeEach(() => useLanguageSource(() => 'es'));
afterEach(() => useLanguageSource(() => 'en'));

describe('Settings in Spanish', () => {
  it('names a profile’s kind', () => {
    expect([kindLabel('sandbox'), kindLabel('service')]).toEqual(['Entorno de pruebas integrado', 'Servicio']);
  });

  it('says where the logs are', () => {
    expect(logFolderNote({ folder: '/datos/logs', opened: true })).toBe(
      'Se abrió la carpeta de registros en el gestor de archivos: /datos/logs',
    );
    expect(logFolderNote({ folder: '/datos/logs', opened: false })).toBe(
      'Los archivos de registro están en /datos/logs',
    );
  });

  it('refuses minutes that are not a number and says what the saved interval does, with its plural', () => {
    expect(parseSyncMinutes('')).toEqual({
      error: 'Escriba los minutos entre sincronizaciones (0 desactiva la sincronización automática)',
    });
    expect(parseSyncMinutes('cinco')).toEqual({
      error: 'Los minutos entre sincronizaciones deben ser un número, como 5',
    });
    expect(syncMinutesHint({ syncIntervalMinutes: 0 })).toMatch(/^La sincronización automática está desactivada/);
    expect(syncMinutesHint({ syncIntervalMinutes: 1 })).toMatch(/^Se sincroniza cada minuto,/);
    expect(syncMinutesHint({ syncIntervalMinutes: 15 })).toMatch(/^Se sincroniza cada 15 minutos,/);
  });

  it('checks a profile form in Spanish, before main does', () => {
    expect(
      validateProfileForm({ name: '', baseUrl: 'http://api.example.com', apiKey: '', apiSecret: '' }, null),
    ).toEqual({
      name: 'El nombre es obligatorio',
      baseUrl: 'La URL base debe usar https (http sin cifrar solo se admite en este equipo: 127.0.0.1 o localhost)',
      apiKey: 'La clave de la API es obligatoria',
      apiSecret: 'El secreto de la API es obligatorio',
    });
    const saved = { baseUrl: 'https://api.example.com' };
    expect(
      validateProfileForm(
        { name: 'Producción', baseUrl: 'https://api.example.com', apiKey: 'k', apiSecret: '' },
        saved,
      ),
    ).toEqual({ apiSecret: 'Introduzca también el nuevo secreto de la API, o deje ambos campos vacíos' });
  });
});
