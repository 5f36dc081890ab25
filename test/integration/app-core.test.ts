import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppCore } from '@main/app-core';
import type { DesktopPort } from '@main/desktop-port';
import type { SessionStatus } from '@shared/ipc/session';
import { memoryKeychain } from '../helpers/memory-keychain';
import { operations } from '@shared/api/operations';
import { boxRatingBody, lclRatingBody } from './helpers/flows';
import { syncIdle } from './helpers/core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * The whole main side as the renderer sees it: channel name and input in,
 * IpcResult out, against the embedded sandbox on loopback.
 */
let core: AppCore;
let downloads: string;
const opened: string[] = [];
/** The themes main gave the desktop, in order. */
const themes: string[] = [];

beforeAll(async () => {
  downloads = await mkdtemp(join(tmpdir(), 'fd-downloads-'));
  const desktop: DesktopPort = {
    saveFile: async ({ suggestedName, bytes }) => {
      const path = join(downloads, suggestedName);
      await import('node:fs/promises').then((fs) => fs.writeFile(path, bytes));
      return { saved: true, path };
    },
    openExternal: async (url) => {
      opened.push(url);
    },
    showFolder: async () => false,
    notify: () => false,
    showScreens: () => false,
    systemLanguages: () => [],
    showLanguage: () => false,
    showTheme: (theme) => {
      themes.push(theme);
      return true;
    },
  };
  core = await createAppCoreAtTestMoment({
    dataDir: await mkdtemp(join(tmpdir(), 'fd-core-')),
    keychain: memoryKeychain(),
    desktop,
  });
});
afterAll(() => core?.close());

async function value<T>(channel: string, input?: unknown): Promise<T> {
  const result = await core.invoke(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

describe('AppCore through the router', () => {
  it('signs in to the Sandbox profile on its own', async () => {
    // Listening first, so a sign-in that ends between the two lines is not missed.
    const connected = new Promise<SessionStatus>((resolve) => {
      const stop = core.onEvent((event, payload) => {
        if (event === 'session.changed' && (payload as SessionStatus).state === 'connected') {
          stop();
          resolve(payload as SessionStatus);
        }
      });
    });
    const now = await value<SessionStatus>('session.status');
    const status = now.state === 'connected' ? now : await connected;
    expect(status).toMatchObject({ profileName: 'Sandbox', state: 'connected' });
  });

  it('looks up ports and container types', async () => {
    const ports = await value<{ value: Array<{ unLocCode: string }> }>('lookups.ports', { cityName: 'Barcelona' });
    expect(ports.value.map((p) => p.unLocCode)).toContain('ESBCN');
    expect((await value<{ value: unknown[] }>('lookups.containers')).value).toHaveLength(18);
  });

  it('refuses a rating whose business rules fail, naming the field under request', async () => {
    const result = await core.invoke('rating.rate', {
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
        boxes: [{ quantity: 0, length: 10, width: 10, height: 10, weight: 2, measurementUnit: 'CmKg' }],
      },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('validation');
      // The path stays in the details for the form; the operator reads the field's words.
      expect(result.error.details).toMatchObject({
        problems: [expect.objectContaining({ path: 'request.boxes[0].quantity' })],
      });
      expect(result.error.message).toMatch(/quantity/i);
      expect(result.error.message).not.toContain('request.');
    }
  });

  it('parses a rating request once where it enters main and once where it enters the service', async () => {
    // The harness runs main and the embedded sandbox in one process: both boundaries are counted here.
    const schema = operations['rates.boxes'].request;
    const parse = vi.spyOn(schema, 'safeParse');
    const fullParse = vi.spyOn(schema, 'parse');
    try {
      await value('rating.rate', { mode: 'boxes', request: boxRatingBody() });
      expect(parse.mock.calls.length + fullParse.mock.calls.length).toBe(2);
    } finally {
      parse.mockRestore();
      fullParse.mockRestore();
    }
  });

  it('gives the comparison a sea rating without its detail lists, and a rate whole when it is opened', async () => {
    type Summary = { id: string; surchargeTotals: unknown[]; [key: string]: unknown };
    const rating = await value<{ quote: { rates: Summary[] } }>('rating.rate', {
      mode: 'sea-lcl',
      request: lclRatingBody(),
    });
    const first = rating.quote.rates[0] as Summary;
    expect(rating.quote.rates.length).toBeGreaterThan(0);
    for (const rate of rating.quote.rates) {
      expect(Object.keys(rate)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(surcharges|conditions|penalties|scheduleDetails)$/)]),
      );
    }
    const whole = await value<Summary & { conditions: unknown[]; surcharges: unknown[] }>('rating.details', {
      rateId: first.id,
    });
    // The same rate: every field the comparison got, and the lists it did not.
    expect(whole).toMatchObject(first);
    expect(whole.conditions.length).toBeGreaterThan(0);
    expect(whole.surcharges.length).toBeGreaterThan(0);
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(whole).length / 2);

    const unknown = await core.invoke('rating.details', { rateId: 'no-such-rate' });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) {
      expect(unknown.error.code).toBe('not-found');
      expect(unknown.error.message).toContain('rate the shipment again');
    }
  });

  it('does the desk’s day: rate, save, book, track, upload, download', async () => {
    const rating = await value<{ quote: { rates: Array<{ id: string }> } }>('rating.rate', {
      mode: 'boxes',
      request: {
        origin: { postalCode: '08001', country: 'ES', city: 'Barcelona', state: 'CT' },
        destination: { postalCode: '28001', country: 'ES', city: 'Madrid', state: 'MD' },
        pickUpDate: '2030-01-10T10:00:00.000Z',
        goodsDescription: 'Books',
        goodsValue: 10000,
        insurance: true,
        customs: false,
        currency: 'EUR',
        dangerousCargo: false,
        boxes: [{ quantity: 2, length: 40, width: 30, height: 30, weight: 12, measurementUnit: 'CmKg' }],
      },
    });
    const rateId = rating.quote.rates[0]?.id as string;
    const saved = await value<{ shipmentId: string }>('quotes.save', { type: 'boxes', rateId });
    const quotes = await value<{ value: Array<{ quoteId: string }> }>('quotes.list');
    expect(quotes.value.length).toBeGreaterThan(0);

    const contact = {
      contactPerson: 'Ana Ruiz',
      companyName: 'Ruiz SL',
      contactMail: 'ana@ruiz.example',
      address: 'Carrer Gran 1',
      phonePrefix: '34',
      phone: '600000000',
    };
    const booking = await value<{ shipmentId: string; shipmentCode: string }>('booking.book', {
      mode: 'boxes',
      request: {
        id: saved.shipmentId,
        origin: contact,
        destination: contact,
        pickupTimeFrom: '09:00',
        pickupTimeTo: '13:00',
      },
    });
    expect(booking.shipmentCode).toBeTruthy();

    // The booking started a sync of the list (the store answers the list): once it ran, the booking is listed.
    await syncIdle(core);
    const page = await value<{ total: number; rows: Array<{ shipmentCode: string }> }>('tracking.shipments', {
      filters: { ShipmentCode: booking.shipmentCode },
    });
    expect(page.rows.map((r) => r.shipmentCode)).toEqual([booking.shipmentCode]);

    const { value: docs } = await value<{ value: Array<{ documentTemplateId: string | null; documentName: string }> }>(
      'documents.list',
      { shipmentId: booking.shipmentId },
    );
    const first = docs[0];
    expect(first).toBeDefined();
    const content = Buffer.from('%PDF-1.4\n% Freight Desk test\n');
    const upload = await value<{ success: boolean }>('documents.upload', {
      shipmentId: booking.shipmentId,
      documentTemplateId: first?.documentTemplateId ?? null,
      documentName: first?.documentName ?? 'Label',
      fileName: 'label.pdf',
      content,
    });
    expect(upload.success).toBe(true);
    const { value: listed } = await value<{ value: Array<{ id: string | null; documentName: string }> }>(
      'documents.list',
      {
        shipmentId: booking.shipmentId,
      },
    );
    const uploaded = listed.find((d) => d.documentName === first?.documentName && d.id);
    const savedFile = await value<{ saved: boolean; path: string }>('documents.download', {
      documentId: uploaded?.id,
      shipmentCode: booking.shipmentCode,
    });
    expect(savedFile.saved).toBe(true);
    expect(Buffer.compare(await readFile(savedFile.path), content)).toBe(0);
    // Named after the shipment, so another shipment's document of the same name does not take its place.
    expect(basename(savedFile.path)).toBe(`${booking.shipmentCode} ${first?.documentName}.pdf`);
  });

  it('gives the desktop the theme at start and when Settings changes it, and the harness the page’s', async () => {
    expect(themes[0]).toBe('system');
    await value('settings.save', { theme: 'dark' });
    expect(themes.at(-1)).toBe('dark');
    expect(core.theme()).toBe('dark');
    const count = themes.length;
    // Another section's save leaves the theme alone.
    await value('settings.save', { syncIntervalMinutes: 5 });
    expect(themes).toHaveLength(count);
    await value('settings.save', { theme: 'system' });
    expect(core.theme()).toBe('system');
  });

  it('opens only web links', async () => {
    expect(await value('app.openExternal', { url: 'https://track.example.com/X1' })).toEqual({ opened: true });
    const refused = await core.invoke('app.openExternal', { url: 'file:///etc/passwd' });
    expect(refused.ok).toBe(false);
    expect(opened).toEqual(['https://track.example.com/X1']);
  });
});
