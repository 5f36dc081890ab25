import { describe, expect, it } from 'vitest';
import { apiErrorKinds } from '@shared/api/errors';
import { canRetryRead, errorTitle, needsSettings } from '@renderer/lib/errors';
import { serviceUnavailableReason } from '@renderer/lib/offline.svelte';
import { useLanguageSource } from '@shared/i18n/desk-language';
import type { SessionStatus } from '@shared/ipc/session';

describe('error words', () => {
  it("has its own headline for every API error kind and the router's own codes", () => {
    const fallback = errorTitle({ code: 'something-new' });
    for (const code of [
      ...apiErrorKinds,
      'validation',
      'keychain-unavailable',
      'missing-credentials',
      'settings-not-saved',
      'internal',
      'profile-changed',
      'signed-out',
    ]) {
      expect(errorTitle({ code }), code).not.toBe(fallback);
    }
  });

  it('points credential problems to Settings', () => {
    expect(needsSettings({ code: 'unauthorized' })).toBe(true);
    expect(needsSettings({ code: 'missing-credentials' })).toBe(true);
    expect(needsSettings({ code: 'network' })).toBe(false);
  });

  it('offers to repeat a read unless the input itself was refused', () => {
    expect(canRetryRead({ code: 'network' })).toBe(true);
    expect(canRetryRead({ code: 'server' })).toBe(true);
    expect(canRetryRead({ code: 'validation' })).toBe(false);
    expect(canRetryRead({ code: 'invalid-request' })).toBe(false);
    // A 404 comes back the same: the record is not there, or the service has no such operation at this address.
    expect(canRetryRead({ code: 'not-found' })).toBe(false);
  });

  it('says the headlines and why the service cannot be asked in Spanish on a Spanish desk', () => {
    useLanguageSource(() => 'es');
    try {
      expect(errorTitle({ code: 'network' })).toBe('Sin conexión con el servicio de transporte');
      expect(errorTitle({ code: 'validation' })).toBe('Revise algunos campos');
      expect(errorTitle({ code: 'something-new' })).toBe('Algo falló');
      // Only the state and the profile's name are read.
      const status = (state: SessionStatus['state']) => ({ state, profileName: 'Producción' }) as SessionStatus;
      expect(serviceUnavailableReason(status('signed-out'))).toBe(
        'Ha cerrado la sesión de Producción: inicie sesión (arriba a la derecha) para hacer esto; lo que ha escrito se conserva.',
      );
      expect(serviceUnavailableReason(status('unreachable'))).toMatch(/^No se puede contactar con el servicio/);
      expect(serviceUnavailableReason(status('refused'))).toMatch(/clave o el secreto de la API de Producción/);
      expect(serviceUnavailableReason(status('error'))).toMatch(/^Falló el inicio de sesión en Producción/);
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});
