import type { Locator, Page } from '@playwright/test';
import { seaFclBookingContainers, seaFclRatingBody, type FclGoods } from '../../helpers/sea-fcl-bodies';
import { expect } from './fixtures';

/**
 * Setup steps for end-to-end tests about something else: a saved quote, a
 * booked shipment, files dropped on a zone. Setup goes through
 * window.freightDesk (the same bridge the screens use) so a test spends its
 * clicks on what it is about.
 */

/** Opens the app and waits until the Sandbox profile is connected. */
export async function openDesk(page: Page, appUrl: string, hash = ''): Promise<void> {
  await page.goto(`${appUrl}${hash}`);
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Connected');
}

/** Calls one bridge channel in the page; a failed call fails the test with main's message. */
export async function bridgeCall<T>(page: Page, area: string, method: string, input?: unknown): Promise<T> {
  return page.evaluate(
    async ({ area, method, input }) => {
      type Result = { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } };
      type Channel = (input?: unknown) => Promise<Result>;
      const bridge = (globalThis as unknown as { freightDesk: Record<string, Record<string, Channel>> }).freightDesk;
      const result = await bridge[area]![method]!(input);
      if (!result.ok) throw new Error(`${area}.${method}: ${result.error.code}: ${result.error.message}`);
      return result.value as T;
    },
    { area, method, input },
  );
}

/** A pickup date three weeks after the page's own clock: never in the past, whatever the date. */
async function pickUpDate(page: Page): Promise<string> {
  return page.evaluate(() => new Date(Date.now() + 21 * 86_400_000).toISOString());
}

/** Rates a boxes shipment Barcelona -> Madrid and saves its first rate; returns the saved quote's id. */
export async function saveBoxesQuote(page: Page): Promise<{ quoteId: string; shipmentId: string }> {
  const rating = await bridgeCall<{ quote: { rates: Array<{ id: string }> } }>(page, 'rating', 'rate', {
    mode: 'boxes',
    request: {
      origin: { postalCode: '08001', country: 'ES', city: 'Barcelona', state: 'CT' },
      destination: { postalCode: '28001', country: 'ES', city: 'Madrid', state: 'MD' },
      pickUpDate: await pickUpDate(page),
      goodsDescription: 'Books',
      goodsValue: 10_000,
      insurance: false,
      customs: false,
      currency: 'EUR',
      dangerousCargo: false,
      boxes: [{ quantity: 2, length: 40, width: 30, height: 30, weight: 12, measurementUnit: 'CmKg' }],
    },
  });
  const saved = await bridgeCall<{ shipmentId: string }>(page, 'quotes', 'save', {
    type: 'boxes',
    rateId: rating.quote.rates[0]!.id,
  });
  const quotes = await bridgeCall<{ value: Array<{ quoteId: string; shipmentId?: string }> }>(page, 'quotes', 'list');
  const quote = quotes.value.find((q) => q.shipmentId === saved.shipmentId);
  if (!quote) throw new Error('the saved quote is not listed');
  return { quoteId: quote.quoteId, shipmentId: saved.shipmentId };
}

export interface Booked {
  readonly shipmentId: string;
  readonly shipmentCode: string;
}

/** Saves a boxes quote and books it, for the active profile; returns the booked shipment. */
export async function bookBoxesShipment(page: Page): Promise<Booked> {
  const { quoteId } = await saveBoxesQuote(page);
  return bridgeCall(page, 'booking', 'book', { mode: 'boxes', request: bookingOf(quoteId) });
}

/** The part of a booking every mode sends: the quote's id, one contact at both ends, a morning pickup. */
function bookingOf(id: string) {
  const contact = {
    contactPerson: 'Ana Ruiz',
    companyName: 'Ruiz SL',
    contactMail: 'ana@ruiz.example',
    address: 'Carrer Gran 1',
    phonePrefix: '34',
    phone: '600000000',
  };
  return { id, origin: contact, destination: contact, pickupTimeFrom: '09:00', pickupTimeTo: '13:00' };
}

/** The goods of the sea FCL setup: ceramic tiles, with an HS code the carrier confirms. */
const CERAMIC_TILES: FclGoods = {
  description: 'Ceramic tiles',
  value: 2_000_000,
  kgPerContainer: 18_000,
  hsCode: '6907.21',
};

/**
 * Rates a sea FCL shipment Shanghai -> Valencia port of `containers`
 * (DRY20-style type and count), to the terminal (merchant haulage: the
 * consignee's haulier collects, the line reports no empty return) or to the
 * door (carrier haulage), saves a rate with a confirmed sailing and books it
 * with an HS code the carrier confirms (setup only).
 */
export async function bookSeaFclShipment(
  page: Page,
  containers: ReadonlyArray<{ type: string; quantity: number }>,
  destinationServiceType: 'CY' | 'SD',
): Promise<Booked> {
  const pickUp = await page.evaluate(() => new Date(Date.now() + 3 * 86_400_000).toISOString());
  const rating = await bridgeCall<{ quote: { rates: Array<{ id: string; transitDays: number | null }> } }>(
    page,
    'rating',
    'rate',
    {
      mode: 'sea-fcl',
      request: seaFclRatingBody({
        containers,
        destinationServiceType,
        pickUpDate: pickUp,
        goods: CERAMIC_TILES,
        route: {
          destination: {
            postalCode: '46001',
            country: 'ES',
            city: 'Valencia',
            state: 'VC',
            street: null,
            coords: null,
          },
          originUnLocCode: 'CNSHA',
          destinationUnLocCode: 'ESVLC',
        },
      }),
    },
  );
  const rate = rating.quote.rates.find((r) => r.transitDays !== null && r.transitDays !== -1) ?? rating.quote.rates[0];
  if (!rate) throw new Error('the sandbox offered no sea FCL rate');
  const saved = await bridgeCall<{ shipmentId: string }>(page, 'quotes', 'save', { type: 'sea/fcl', rateId: rate.id });
  const count = containers.reduce((n, c) => n + c.quantity, 0);
  return bridgeCall(page, 'booking', 'book', {
    mode: 'sea-fcl',
    request: {
      ...bookingOf(saved.shipmentId),
      incotermCode: 'FOB',
      isActiveTracking: true,
      containers: seaFclBookingContainers(count, CERAMIC_TILES),
    },
  });
}

/** The sync status fields a test waits on (src/shared/ipc/channels/sync.ts). */
interface SyncStatusSeen {
  readonly running: unknown;
  readonly completedAt: string | null;
  readonly error: { readonly message: string } | null;
}

/**
 * Syncs the active profile's store with the service (Refresh) and waits until
 * no sync runs: a sync already running is joined, and one a write started
 * runs again after it (sync.start), so the store then holds what the service
 * lists now.
 */
export async function syncStore(page: Page): Promise<void> {
  await bridgeCall(page, 'sync', 'start');
  await syncEnded(page);
}

/**
 * Waits, starting none, until a sync of the store has completed and none
 * runs (the one sign-in starts, or one a write started). A failed sync fails
 * the test with its message.
 */
export async function syncEnded(page: Page): Promise<void> {
  let last: SyncStatusSeen | undefined;
  await expect
    .poll(
      async () => {
        last = await bridgeCall<SyncStatusSeen>(page, 'sync', 'status');
        return last.running === null && (last.completedAt !== null || last.error !== null);
      },
      { message: 'a sync of the store ends' },
    )
    .toBe(true);
  if (last?.error) throw new Error(`the sync failed: ${last.error.message}`);
}

/** How many shipments the store lists now (no sync started: what the tracking list shows). */
export async function storedShipmentCount(page: Page): Promise<number> {
  return (await bridgeCall<{ total: number }>(page, 'tracking', 'shipments', { limit: 1 })).total;
}

/** A shipment of the tracking list, the fields tests look at. */
export interface ListedShipment {
  readonly shipmentId: string;
  readonly shipmentCode: string | null;
  readonly agency: string | null;
}

/**
 * The shipments the service lists for the active profile (the spec's filters
 * by their query names), read from the store right after a sync: never a
 * list from before the last write. The Sandbox account starts with its demo
 * history, so tests compare with what was there before rather than with a total.
 */
export async function listedShipments(page: Page, filters: Record<string, string> = {}): Promise<ListedShipment[]> {
  await syncStore(page);
  const rows: ListedShipment[] = [];
  for (;;) {
    const got = await bridgeCall<{ total: number; rows: ListedShipment[] }>(page, 'tracking', 'shipments', {
      filters,
      offset: rows.length,
      limit: 500,
    });
    rows.push(...got.rows);
    if (got.rows.length === 0 || rows.length >= got.total) return rows;
  }
}

/** How many shipments the service lists for the active profile (synced first, never from memory). */
export async function shipmentCount(page: Page): Promise<number> {
  await syncStore(page);
  return storedShipmentCount(page);
}

/** A file to drop: its name, type and text. */
export interface DroppedFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/**
 * Drags files over `target` and drops them, as the desktop does: dragenter,
 * dragover and drop events carrying one DataTransfer with real File objects.
 */
export async function dropFiles(page: Page, target: Locator, files: readonly DroppedFile[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) transfer.items.add(new File([new TextEncoder().encode(f.text)], f.name, { type: f.type }));
    return transfer;
  }, files);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}

/** Waits until the Sandbox profile is connected, then books a boxes shipment (setup only). */
export async function bookShipment(page: Page): Promise<Booked> {
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Connected');
  return bookBoxesShipment(page);
}
