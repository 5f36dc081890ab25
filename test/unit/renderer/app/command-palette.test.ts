import { describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import type { ProfileSummary } from '@shared/domain/profile';
import type { StoredShipmentListItem } from '@shared/ipc/channels/tracking';
import {
  profileEntries,
  ratingEntries,
  screenEntries,
  shipmentEntries,
  type PaletteActions,
} from '@renderer/app/palette/palette-entries';
import { bySection, matchEntries, type PaletteEntry } from '@renderer/app/palette/palette-match';
import { routes } from '@renderer/app/routes';
import { isPaletteKey, screenOfKey, shortcutText } from '@renderer/app/screen-shortcuts';
import { ratingModeIds } from '@shared/api/modes';

function recorder() {
  const done: string[] = [];
  const actions: PaletteActions = {
    go: (screen, params) => done.push(`go ${screen}${params ? ` ${new URLSearchParams(params)}` : ''}`),
    activateProfile: (id) => done.push(`profile ${id}`),
  };
  return { done, actions };
}

const entry = (label: string, over: Partial<PaletteEntry> = {}): PaletteEntry => ({
  id: label,
  section: 'Go to',
  label,
  run: () => undefined,
  ...over,
});
const labels = (entries: readonly PaletteEntry[]) => entries.map((e) => e.label);

describe('the palette’s matching', () => {
  const entries = [
    entry('Quotes'),
    entry('Rate Sea FCL', { section: 'Rate', keywords: 'rating quote' }),
    entry('Rate Boxes', { section: 'Rate', keywords: 'rating quote' }),
    entry('Rating'),
    entry('Cádiz port', { section: 'Places' }),
  ];

  it('lists every entry in order when nothing is typed', () => {
    expect(labels(matchEntries(entries, '  '))).toEqual(labels(entries));
  });

  it('puts the label typed first, then labels starting with it, then a word that does, then other words', () => {
    expect(labels(matchEntries(entries, 'rat'))).toEqual(['Rate Sea FCL', 'Rate Boxes', 'Rating']);
    expect(labels(matchEntries(entries, 'rati'))).toEqual(['Rating', 'Rate Sea FCL', 'Rate Boxes']);
    expect(labels(matchEntries(entries, 'rate boxes'))).toEqual(['Rate Boxes']);
    expect(labels(matchEntries(entries, 'fcl'))).toEqual(['Rate Sea FCL']);
    expect(labels(matchEntries(entries, 'quote'))).toEqual(['Quotes', 'Rate Sea FCL', 'Rate Boxes']);
  });

  it('needs every word typed, in any case and without accents', () => {
    expect(labels(matchEntries(entries, 'RATE  sea'))).toEqual(['Rate Sea FCL']);
    expect(labels(matchEntries(entries, 'cadiz'))).toEqual(['Cádiz port']);
    expect(matchEntries(entries, 'rate air')).toEqual([]);
  });

  it('keeps a heading where its best entry ranked, its entries together', () => {
    const sections = bySection(matchEntries(entries, 'rati'));
    expect(sections.map((s) => [s.section, labels(s.entries)])).toEqual([
      ['Go to', ['Rating']],
      ['Rate', ['Rate Sea FCL', 'Rate Boxes']],
    ]);
  });
});

describe('the palette’s entries', () => {
  it('has every screen of the route table, the first nine with their key', () => {
    const { done, actions } = recorder();
    const screens = screenEntries(routes, actions, false);
    expect(labels(screens)).toEqual(routes.map((r) => r.label));
    expect(screens[0]?.shortcut).toBe('Ctrl+1');
    expect(screenEntries(routes, actions, true)[1]?.shortcut).toBe('⌘2');
    screens.at(-1)?.run();
    expect(done).toEqual([`go ${routes.at(-1)?.id}`]);
  });

  it('starts a rating of every mode of the form', () => {
    const { done, actions } = recorder();
    const ratings = ratingEntries(ratingModeIds, actions);
    expect(ratings).toHaveLength(ratingModeIds.length);
    for (const rating of ratings) rating.run();
    expect(done).toEqual(ratingModeIds.map((mode) => `go rating mode=${mode}`));
    expect(labels(matchEntries(ratings, 'rate sea fcl'))).toEqual(['Rate Sea FCL']);
  });

  it('switches to any profile but the active one', () => {
    const { done, actions } = recorder();
    const profile = (id: string, active: boolean): ProfileSummary => ({
      id,
      name: id === 'sandbox' ? 'Sandbox' : 'Acme live',
      baseUrl: 'https://api.example',
      kind: id === 'sandbox' ? 'sandbox' : 'service',
      active,
      hasCredentials: true,
    });
    const entries = profileEntries([profile('sandbox', true), profile('acme', false)], actions);
    expect(labels(entries)).toEqual(['Switch to Acme live']);
    entries[0]?.run();
    expect(done).toEqual(['profile acme']);
  });

  it('opens a shipment main found, named by its code and route', () => {
    const { done, actions } = recorder();
    // The cast: only the fields the entry reads; the rest of a stored row does not matter here.
    const row = {
      shipmentId: 'id-1',
      shipmentCode: 'FR00001A',
      origin: { city: 'Valencia', countryCode: 'ES' },
      destination: { city: 'Rotterdam', countryCode: 'NL' },
      trackingStatus: 'InTransit',
    } as unknown as StoredShipmentListItem;
    const [found] = shipmentEntries([row], actions);
    expect(found).toMatchObject({ label: 'Shipment FR00001A', detail: 'Valencia, ES → Rotterdam, NL · In transit' });
    found?.run();
    expect(done).toEqual(['go tracking shipment=id-1']);
  });
});

describe('the palette on a Spanish desk', () => {
  it('names its entries in Spanish and finds them by Spanish words and by the English ones too', () => {
    const { actions } = recorder();
    useLanguageSource(() => 'es');
    try {
      const screens = screenEntries(routes, actions, false);
      expect(screens[0]).toMatchObject({ section: 'Ir a', label: 'Hoy' });
      expect(labels(matchEntries(screens, 'pantalla seguimiento'))).toEqual(['Seguimiento']);
      expect(labels(matchEntries(screens, 'screen tracking'))).toEqual(['Seguimiento']);
      const ratings = ratingEntries(ratingModeIds, actions);
      expect(ratings[0]?.section).toBe('Tarificar');
      expect(matchEntries(ratings, 'tarificación nueva')).toHaveLength(ratingModeIds.length);
      expect(matchEntries(ratings, 'rating new')).toHaveLength(ratingModeIds.length);
      // The cast: only the fields the entry reads.
      const row = { shipmentId: 'id-1', shipmentCode: 'FR00001A', trackingStatus: 'InTransit' } as unknown as StoredShipmentListItem;
      expect(shipmentEntries([row], actions)[0]).toMatchObject({ section: 'Envíos', label: 'Envío FR00001A' });
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

describe('the desk’s keys', () => {
  const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });

  it('opens the palette with Ctrl+K, Cmd+K on macOS, and nothing else', () => {
    expect(isPaletteKey(press('k', { ctrlKey: true }), false)).toBe(true);
    expect(isPaletteKey(press('K', { metaKey: true }), true)).toBe(true);
    expect(isPaletteKey(press('k', { metaKey: true }), false)).toBe(false);
    expect(isPaletteKey(press('k', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isPaletteKey(press('k', {}), false)).toBe(false);
  });

  it('goes to the screens in the table’s order with Ctrl+1…9', () => {
    expect(screenOfKey(press('1', { ctrlKey: true }), routes, false)?.id).toBe(routes[0]?.id);
    expect(screenOfKey(press('3', { metaKey: true }), routes, true)?.id).toBe(routes[2]?.id);
    expect(screenOfKey(press('3', { ctrlKey: true, altKey: true }), routes, false)).toBeNull();
    expect(screenOfKey(press('0', { ctrlKey: true }), routes, false)).toBeNull();
    expect(shortcutText('k', false)).toBe('Ctrl+K');
  });
});
