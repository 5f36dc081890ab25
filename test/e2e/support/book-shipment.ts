import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface Booked {
  readonly shipmentId: string;
  readonly shipmentCode: string;
}

/** Rates, saves and books a boxes shipment through the bridge (setup only). */
export async function bookShipment(page: Page): Promise<Booked> {
  await expect(page.getByRole('status').filter({ hasText: 'Sandbox' })).toContainText('Connected');
  return page.evaluate(async () => {
    type Result = { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } };
    type Channel = (input?: unknown) => Promise<Result>;
    const bridge = (globalThis as unknown as { freightDesk: Record<string, Record<string, Channel>> }).freightDesk;
    const call = async <T>(area: string, method: string, input: unknown): Promise<T> => {
      const result = await bridge[area]![method]!(input);
      if (!result.ok) throw new Error(`${area}.${method}: ${result.error.code}: ${result.error.message}`);
      return result.value as T;
    };
    const rating = await call<{ quote: { rates: Array<{ id: string }> } }>('rating', 'rate', {
      mode: 'boxes',
      request: {
        origin: { postalCode: '08001', country: 'ES', city: 'Barcelona', state: 'CT' },
        destination: { postalCode: '28001', country: 'ES', city: 'Madrid', state: 'MD' },
        pickUpDate: '2030-01-10T10:00:00.000Z',
        goodsDescription: 'Books',
        goodsValue: 10000,
        insurance: false,
        customs: false,
        currency: 'EUR',
        dangerousCargo: false,
        boxes: [{ quantity: 2, length: 40, width: 30, height: 30, weight: 12, measurementUnit: 'CmKg' }],
      },
    });
    const saved = await call<{ shipmentId: string }>('quotes', 'save', {
      type: 'boxes',
      rateId: rating.quote.rates[0]!.id,
    });
    const contact = {
      contactPerson: 'Ana Ruiz',
      companyName: 'Ruiz SL',
      contactMail: 'ana@ruiz.example',
      address: 'Carrer Gran 1',
      phonePrefix: '34',
      phone: '600000000',
    };
    return call<{ shipmentId: string; shipmentCode: string }>('booking', 'book', {
      mode: 'boxes',
      request: {
        id: saved.shipmentId,
        origin: contact,
        destination: contact,
        pickupTimeFrom: '09:00',
        pickupTimeTo: '13:00',
      },
    });
  });
}
