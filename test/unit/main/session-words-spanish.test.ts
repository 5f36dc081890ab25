import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FreightClient } from '@main/api';
import type { ProfileRoster } from '@main/credentials/profile-roster';
import { EventHub } from '@main/events';
import { ProfileChangedError } from '@main/session/session-connection';
import { SessionService } from '@main/session/session-service';
import { restartPromptWords } from '@main/updates/update-flow';
import { movedOriginMessages } from '@shared/domain/profile';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { MAX_ID_LENGTH } from '@shared/ipc/channel';
import { profilesChannels } from '@shared/ipc/channels/profiles';
import { trackingChannels } from '@shared/ipc/channels/tracking';

/**
 * What main says of sign-in, profiles, ids and updates follows the desk's
 * language of the moment: a Spanish desk reads them in Spanish. The English
 * words are asserted by each room's own tests.
 */
beforeEach(() => useLanguageSource(() => 'es'));
afterEach(() => useLanguageSource(() => 'en'));

const PROFILE = { id: 'produccion', name: 'Producción', baseUrl: 'https://freight.invalid', kind: 'service' as const };

/** The messages of a refused input, field by field. */
function refusals(
  schema: {
    safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) {
  const parsed = schema.safeParse(input);
  return (parsed.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('sign-in and session refusals in Spanish', () => {
  it('a call after the operator signed out says so and where to sign in', async () => {
    // Only active() and activeId are read before any sign-in; the rest of the store is never reached.
    const profiles = { active: () => PROFILE, activeId: PROFILE.id } as unknown as ProfileRoster;
    const session = new SessionService(profiles, new EventHub());
    await session.signOut();
    await expect(session.connected()).rejects.toThrow(
      'Ha cerrado la sesión de Producción. Inicie sesión (arriba a la derecha) para cargar esto.',
    );
    await session.close();
  });

  it('an answer for a profile no longer active is set aside, saying why', () => {
    expect(new ProfileChangedError().message).toMatch(/^El perfil activo cambió antes de que llegara esta respuesta/);
  });

  it('a profile without a key, or with a key for another server, is refused before anything is sent', async () => {
    const empty = new FreightClient({
      baseUrl: PROFILE.baseUrl,
      getCredentials: async () => ({ apiKey: '', apiSecret: '' }),
    });
    await expect(empty.signIn()).rejects.toThrow(
      'Este perfil no tiene clave ni secreto de la API. Introdúzcalos en los ajustes del perfil y vuelva a iniciar sesión.',
    );
    await empty.close();
    const elsewhere = new FreightClient({
      baseUrl: PROFILE.baseUrl,
      getCredentials: async () => ({ apiKey: 'k', apiSecret: 's', origin: 'https://elsewhere.example' }),
    });
    await expect(elsewhere.signIn()).rejects.toThrow(
      'La clave y el secreto de la API de este perfil se dieron para https://elsewhere.example, no para https://freight.invalid, así que no se han enviado.',
    );
    await elsewhere.close();
  });
});

describe('a profile’s refusals in Spanish', () => {
  it('a base URL over plain http to another computer, with a user or a query, says each problem', () => {
    const input = profilesChannels['profiles.save'].input;
    expect(refusals(input, { name: '', baseUrl: 'http://ana:clave@api.example.com/v1?x=1' })).toEqual([
      { path: 'name', message: 'El nombre es obligatorio' },
      {
        path: 'baseUrl',
        message: 'La URL base debe usar https (http sin cifrar solo se admite en este equipo: 127.0.0.1 o localhost)',
      },
      { path: 'baseUrl', message: 'La URL base no debe contener un nombre de usuario ni una contraseña' },
      { path: 'baseUrl', message: 'La URL base no debe contener una consulta ni un fragmento' },
    ]);
    expect(refusals(input, { name: 'x'.repeat(81), baseUrl: 'no es una dirección', apiKey: '' })).toEqual([
      { path: 'name', message: 'El nombre admite como máximo 80 caracteres' },
      { path: 'baseUrl', message: 'La URL base no es una URL válida (ejemplo: https://api.example.com)' },
      { path: 'apiKey', message: 'La clave de la API es obligatoria' },
    ]);
  });

  it('a profile moved to another server asks for the new key and secret', () => {
    expect(movedOriginMessages('https://a.example/v1', 'https://b.example/v1')).toEqual({
      summary:
        'La URL base apunta ahora a otro servidor (https://b.example en lugar de https://a.example). ' +
        'Introduzca la clave y el secreto de la API de ese servidor: Freight Desk solo envía los guardados a https://a.example.',
      apiKey: 'Introduzca la clave de la API de https://b.example: la guardada solo se envía a https://a.example',
      apiSecret: 'Introduzca el secreto de la API de https://b.example: el guardado solo se envía a https://a.example',
    });
  });
});

describe('ids and codes refused in Spanish', () => {
  it('names the id in words, empty, too long or holding a line break', () => {
    const input = trackingChannels['tracking.detail'].input;
    expect(refusals(input, { shipmentId: '  ' })).toEqual([
      { path: 'shipmentId', message: 'Falta el identificador del envío' },
    ]);
    expect(refusals(input, { shipmentId: 'x'.repeat(MAX_ID_LENGTH + 1) })).toEqual([
      { path: 'shipmentId', message: `Sobran caracteres en el identificador del envío (como máximo ${MAX_ID_LENGTH})` },
    ]);
    expect(refusals(profilesChannels['profiles.remove'].input, { id: 'a\nb' })).toEqual([
      {
        path: 'id',
        message: 'No se admiten saltos de línea ni otros caracteres de control en el identificador del perfil',
      },
    ]);
  });
});

describe('the update prompt in Spanish', () => {
  it('offers to restart into the new version now or later', () => {
    expect(restartPromptWords('2.4.0')).toEqual({
      title: 'Actualización lista',
      message: 'Freight Desk 2.4.0 está listo para instalarse.',
      detail: 'Reinicie ahora para usarlo, o elija Más tarde: se instalará la próxima vez que cierre Freight Desk.',
      restartNow: 'Reiniciar ahora',
      later: 'Más tarde',
    });
  });
});
