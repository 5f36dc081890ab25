import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileSummary } from '@shared/domain/profile';
import { useLanguageSource } from '@shared/i18n/desk-language';
import type { StoredShipmentListItem } from '@shared/ipc/channels/tracking';
import { CommandPaletteState, type PaletteDeps } from '@renderer/app/palette/command-palette.svelte';
import { routes } from '@renderer/app/routes';
import { TEST_NOW } from '../../../helpers/test-clock';

const shipment = (id: string, code: string) =>
  ({
    shipmentId: id,
    shipmentCode: code,
    origin: { city: 'Valencia', countryCode: 'ES' },
    destination: { city: 'Shanghai', countryCode: 'CN' },
    trackingStatus: 'InTransit',
  }) as unknown as StoredShipmentListItem; // the fields the palette reads: the whole row is the store's

const profile = (id: string, name: string, active: boolean): ProfileSummary => ({
  id,
  name,
  active,
  kind: 'service',
  baseUrl: 'https://api.example',
  hasCredentials: true,
});

/** Each search asked for, answered when the test says. */
interface Search {
  readonly words: string;
  answer(rows: StoredShipmentListItem[]): void;
  fail(): void;
}

function palette() {
  const searches: Search[] = [];
  const done: string[] = [];
  const deps: PaletteDeps = {
    actions: {
      go: (screen, params) => done.push(`go ${screen}${params ? ` ${new URLSearchParams(params)}` : ''}`),
      activateProfile: (id) => done.push(`profile ${id}`),
    },
    profiles: () => [profile('p1', 'Madrid office', true), profile('p2', 'Old server', false)],
    findShipments: (words) =>
      new Promise((resolve, reject) => searches.push({ words, answer: resolve, fail: () => reject(new Error('x')) })),
  };
  return { state: new CommandPaletteState(deps), searches, done };
}

function type(state: CommandPaletteState, text: string): void {
  state.typed = text;
  state.typedChanged();
}

const labels = (state: CommandPaletteState) => state.options.map((entry) => entry.label);
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW });
  useLanguageSource(() => 'en');
});
afterEach(() => vi.useRealTimers());

describe('the command palette', () => {
  it('lists every screen, every rating mode and the other profiles before anything is typed, the first one active', () => {
    const { state } = palette();
    expect(state.sections.map((s) => s.section)).toEqual(['Go to', 'Rate', 'Profiles']);
    expect(labels(state).slice(0, routes.length)).toEqual(routes.map((r) => r.label));
    expect(labels(state)).toContain('Rate Sea FCL');
    expect(labels(state)).toContain('Switch to Old server');
    expect(labels(state)).not.toContain('Switch to Madrid office');
    expect(state.activeEntry?.label).toBe(routes[0]!.label);
  });

  it('lists what the words typed match, and the first match is active again', () => {
    const { state } = palette();
    state.moveFor('ArrowDown');
    type(state, 'sea fcl');
    expect(labels(state)[0]).toBe('Rate Sea FCL');
    expect(labels(state)).not.toContain('Rate Boxes');
    expect(labels(state)).not.toContain('Tracking');
    expect(state.active).toBe(0);
  });

  it('moves the active option with the arrows, round the ends, and to the ends with Home and End', () => {
    const { state } = palette();
    const count = state.options.length;
    expect(state.moveFor('ArrowUp')).toBe(true);
    expect(state.active).toBe(count - 1);
    state.moveFor('ArrowDown');
    expect(state.active).toBe(0);
    state.moveFor('End');
    expect(state.activeEntry?.label).toBe('Switch to Old server');
    state.moveFor('Home');
    expect(state.active).toBe(0);
    expect(state.moveFor('a')).toBe(false);
  });

  it('looks for shipments once typing stops, and lists them under their own heading', async () => {
    const { state, searches, done } = palette();
    type(state, 'FR');
    type(state, 'FR0');
    expect(state.searching).toBe(true);
    expect(searches).toEqual([]);
    await vi.advanceTimersByTimeAsync(150);
    expect(searches.map((s) => s.words)).toEqual(['FR0']);
    searches[0]!.answer([shipment('id-1', 'FR00001A')]);
    await settle();
    expect(state.searching).toBe(false);
    expect(state.sections.map((s) => s.section)).toEqual(['Shipments']);
    expect(labels(state)).toEqual(['Shipment FR00001A']);
    state.activeEntry?.run();
    expect(done).toEqual(['go tracking shipment=id-1']);
  });

  it('shows the answer to the newest words only', async () => {
    const { state, searches } = palette();
    type(state, 'FR1');
    await vi.advanceTimersByTimeAsync(150);
    type(state, 'FR2');
    await vi.advanceTimersByTimeAsync(150);
    searches[1]!.answer([shipment('id-2', 'FR00002B')]);
    searches[0]!.answer([shipment('id-1', 'FR00001A')]);
    await settle();
    expect(labels(state)).toEqual(['Shipment FR00002B']);
  });

  it('asks at once when Enter is pressed before typing stops', () => {
    const { state, searches } = palette();
    type(state, 'FR0');
    state.searchNow();
    expect(searches.map((s) => s.words)).toEqual(['FR0']);
  });

  it('does not look for shipments by one character, and drops what was found', async () => {
    const { state, searches } = palette();
    type(state, 'FR0');
    await vi.advanceTimersByTimeAsync(150);
    searches[0]!.answer([shipment('id-1', 'FR00001A')]);
    await settle();
    type(state, 'F');
    expect(state.searching).toBe(false);
    expect(labels(state)).not.toContain('Shipment FR00001A');
    await vi.advanceTimersByTimeAsync(150);
    expect(searches).toHaveLength(1);
  });

  it('keeps the other entries when the store cannot answer, and stops saying it is looking', async () => {
    const { state, searches } = palette();
    type(state, 'rate');
    await vi.advanceTimersByTimeAsync(150);
    searches[0]!.fail();
    await settle();
    expect(state.searching).toBe(false);
    expect(labels(state)).toContain('Rate Sea FCL');
  });

  it('opens again with nothing typed and nothing found, and a search still waiting is not asked after it closes', async () => {
    const { state, searches } = palette();
    type(state, 'FR0');
    await vi.advanceTimersByTimeAsync(150);
    searches[0]!.answer([shipment('id-1', 'FR00001A')]);
    await settle();
    type(state, 'FR00');
    state.stop();
    await vi.advanceTimersByTimeAsync(150);
    expect(searches).toHaveLength(1);
    state.start();
    expect(state.typed).toBe('');
    expect(labels(state)).not.toContain('Shipment FR00001A');
    expect(state.activeEntry?.label).toBe(routes[0]!.label);
  });
});
