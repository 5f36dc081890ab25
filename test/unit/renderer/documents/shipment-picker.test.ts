import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import type { StoredShipmentPage } from '@shared/ipc/channels/tracking';
import { ShipmentPickerState, type PickerDeps } from '@renderer/screens/documents/shipment-picker.svelte';
import type { ShipmentSummary } from '@renderer/screens/documents/shipment-summary';

type Row = StoredShipmentPage['rows'][number];

const row = (shipmentId: string, shipmentCode: string) =>
  ({
    shipmentId,
    shipmentCode,
    origin: { city: 'Valencia', countryCode: 'ES' },
    destination: { city: 'Shanghai', countryCode: 'CN' },
    shipmentType: 'FCL',
    pickUpDate: '2026-11-30',
  }) as unknown as Row; // the fields the picker reads: the whole row is the store's

const page = (rows: Row[]): StoredShipmentPage => ({
  total: rows.length,
  totalElements: rows.length,
  offset: 0,
  rows,
  fetchedAt: null,
});

const chosen: ShipmentSummary = { shipmentId: 'id-9', code: 'FR00009Z', route: null, type: null };

function picker(selected: ShipmentSummary | null = null) {
  const asked: unknown[] = [];
  let changed: () => void = () => undefined;
  let answer: Row[] = [row('id-1', 'FR00001A'), row('id-2', 'FR00002B')];
  const deps: PickerDeps = {
    shipments: async (input) => {
      asked.push(input);
      return page(answer);
    },
    onShipmentsChanged: (listener) => {
      changed = listener;
      return () => (changed = () => undefined);
    },
  };
  const state = new ShipmentPickerState(() => selected, deps);
  return {
    state,
    asked,
    storeChanged: () => changed(),
    answerWith: (rows: Row[]) => (answer = rows),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => useLanguageSource(() => 'en'));

describe('the documents’ shipment picker', () => {
  it('opens on the most recent pick-ups when no shipment is chosen', async () => {
    const { state, asked } = picker();
    expect(state.open).toBe(true);
    state.start();
    await settle();
    expect(asked).toEqual([{ limit: 8, sort: { key: 'pickUpDate', direction: 'desc' } }]);
    expect(state.rows.map((r) => r.shipmentCode)).toEqual(['FR00001A', 'FR00002B']);
    expect(state.caption).toBe('Recent shipments');
  });

  it('looks for the words typed, without the spaces around them, and says what it looked for', async () => {
    const { state, asked } = picker();
    state.code = '  FR0001 ';
    state.search();
    await settle();
    expect(asked).toEqual([{ search: 'FR0001', limit: 25 }]);
    expect(state.searched).toBe('FR0001');
    expect(state.caption).toBe('Shipments matching “FR0001”');
  });

  it('stays closed on the chosen shipment, opens to change it, and closes on the one picked', async () => {
    const { state, asked } = picker(chosen);
    state.start();
    expect(state.open).toBe(false);
    expect(asked).toEqual([]);
    state.change();
    expect(state.open).toBe(true);
    await settle();
    expect(asked).toHaveLength(1);
    const picked = state.choose(state.rows[1]!);
    expect(picked).toMatchObject({ shipmentId: 'id-2', code: 'FR00002B' });
    expect(state.open).toBe(false);
    state.change();
    state.keep();
    expect(state.open).toBe(false);
  });

  it('lists again, with the same words, when the store may hold a new shipment, once it listed any', async () => {
    const { state, asked, storeChanged, answerWith } = picker();
    const stop = state.follow();
    storeChanged();
    expect(asked).toEqual([]);
    state.code = 'FR';
    state.search();
    await settle();
    answerWith([row('id-1', 'FR00001A'), row('id-2', 'FR00002B'), row('id-3', 'FR00003C')]);
    storeChanged();
    await settle();
    expect(asked).toEqual([
      { search: 'FR', limit: 25 },
      { search: 'FR', limit: 25 },
    ]);
    expect(state.rows).toHaveLength(3);
    stop();
    storeChanged();
    expect(asked).toHaveLength(2);
  });
});
