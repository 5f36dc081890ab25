import { afterEach, describe, expect, it } from 'vitest';
import { searchAnnouncement, searchedNoun } from '@renderer/components/autocomplete-words';
import { useLanguageSource } from '@shared/i18n/desk-language';

/** What a screen reader hears from a search field's live region, in the desk's language. */
afterEach(() => useLanguageSource(() => 'en'));

describe('a search field’s announcements', () => {
  it('say nothing while the list is closed, then searching, failed, none or how many', () => {
    expect(searchAnnouncement('port', { open: false, phase: 'ready', count: 3 })).toBe('');
    expect(searchAnnouncement('port', { open: true, phase: 'idle', count: 0 })).toBe('');
    expect(searchAnnouncement('port', { open: true, phase: 'loading', count: 0 })).toBe('Searching ports…');
    expect(searchAnnouncement('airport', { open: true, phase: 'error', count: 0 })).toBe('The airport search failed');
    expect(searchAnnouncement('place', { open: true, phase: 'ready', count: 0 })).toBe('No place found');
    expect(searchAnnouncement('port', { open: true, phase: 'ready', count: 1 })).toBe(
      '1 port found, use the arrow keys to choose',
    );
    expect(searchAnnouncement('place', { open: true, phase: 'ready', count: 4 })).toBe(
      '4 places found, use the arrow keys to choose',
    );
  });

  it('are said in Spanish, with Spanish plurals (lugares, not lugars)', () => {
    useLanguageSource(() => 'es');
    expect(searchAnnouncement('port', { open: true, phase: 'loading', count: 0 })).toBe('Buscando puertos…');
    expect(searchAnnouncement('airport', { open: true, phase: 'error', count: 0 })).toBe(
      'La búsqueda de aeropuertos ha fallado',
    );
    expect(searchAnnouncement('place', { open: true, phase: 'ready', count: 0 })).toBe('No se encontró ningún lugar');
    expect(searchAnnouncement('airport', { open: true, phase: 'ready', count: 1 })).toBe(
      '1 aeropuerto encontrado; elija con las teclas de flecha',
    );
    expect(searchAnnouncement('place', { open: true, phase: 'ready', count: 3 })).toBe(
      '3 lugares encontrados; elija con las teclas de flecha',
    );
    expect(searchedNoun('port')).toBe('puerto');
  });
});
