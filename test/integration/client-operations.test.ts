import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingResult } from '@shared/api/booking';
import { bookingModeIds, ratingModes, type BookingMode } from '@shared/api/modes';
import { operationIds, type OperationBody } from '@shared/api/operations';
import { containerTypes } from '@shared/domain/containers';
import { apiFailure, startTestSandbox } from './helpers/sandbox';
import type { TestSandbox } from './helpers/sandbox';
import { bookingBody, boxRatingBody, futurePickUpDate, palletRatingBody } from './helpers/flows';
import { OperationCoverage, type OperationCaller } from './helpers/operation-coverage';

// Every operation of the table, through the FreightClient, against a real sandbox.
// The last test holds the operations completed here against the table.

const coverage = new OperationCoverage();
let env: TestSandbox;
let client: OperationCaller;
beforeAll(async () => {
  env = await startTestSandbox();
  client = coverage.record(env.client());
});
afterAll(async () => {
  await env.close();
});

const seaCommon = {
  pickUpDate: futurePickUpDate(),
  goodsDescription: 'Machine parts',
  goodsValue: 2_000_000,
  insurance: false,
  customs: true,
  currency: 'EUR',
  originServiceType: 'CY',
  destinationServiceType: 'CY',
  origin: null,
  destination: null,
  originUnLocCode: 'ESBCN',
  originRkstCode: 'ESBCN',
  destinationUnLocCode: 'CNSHA',
  destinationRkstCode: 'CNSHA',
};

/** Three containers of different types, one of each. */
function seaFclRatingBody(): OperationBody<'rates.sea-fcl'> {
  return {
    ...seaCommon,
    containers: containerTypes.slice(0, 3).map((t) => ({
      quantity: 1,
      weight: 8000,
      measurementUnit: 'CmKg',
      type: t.code,
      isOwnedContainer: false,
      isReeferContainer: t.isReefer,
      imoNumber: null,
    })),
  };
}

function seaLclRatingBody(): OperationBody<'rates.sea-lcl'> {
  return { ...seaCommon, cargos: [{ quantity: 3, weight: 450, measurementUnit: 'CmKg', CBM: 2.4 }] };
}

const seaCargo = { description: 'Machine parts', ediType: '204', hsCode: '8462.10' };

/** How to rate a shipment of one booking mode, and how to book a saved quote of it. */
interface BookingFlow {
  rate(): Promise<{ readonly rates: readonly { readonly id: string }[] }>;
  book(shipmentId: string): Promise<BookingResult>;
}

/** Keyed by the mode table's ids: a new booking mode fails typecheck until it has a flow here. */
const bookingFlows: Readonly<Record<BookingMode, BookingFlow>> = {
  boxes: {
    rate: () => client.call('rates.boxes', { body: boxRatingBody() }),
    book: (id) => client.call('booking.boxes', { body: bookingBody(id) }),
  },
  pallets: {
    rate: () => client.call('rates.pallets', { body: palletRatingBody() }),
    book: (id) => client.call('booking.pallets', { body: bookingBody(id) }),
  },
  'sea-fcl': {
    rate: () => client.call('rates.sea-fcl', { body: seaFclRatingBody() }),
    book: (id) =>
      client.call('booking.sea-fcl', {
        body: {
          ...bookingBody(id),
          incotermCode: 'FOB',
          containers: [
            { sequentialNumber: 0, cargos: [{ ...seaCargo, quantity: 1, weight: 8000, cbm: 30, indexContainer: 0 }] },
            { sequentialNumber: 1, cargos: [{ ...seaCargo, quantity: 1, weight: 6000, cbm: 20, indexContainer: 0 }] },
          ],
          isActiveTracking: true,
        },
      }),
  },
  'sea-lcl': {
    rate: () => client.call('rates.sea-lcl', { body: seaLclRatingBody() }),
    book: (id) =>
      client.call('booking.sea-lcl', {
        body: { ...bookingBody(id), incotermCode: 'EXW', cargos: [seaCargo], isActiveTracking: true },
      }),
  },
};

/** A small PDF-looking file, with every byte value so an encoding slip shows. */
const documentBytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);

describe('a whole box shipment, from rating to tariffs', () => {
  it('rates, saves, books, tracks, handles documents and switches tracking off', async () => {
    const token = await client.call('auth.token', {});
    expect(token.accessToken).toBeTruthy();

    const quote = await client.call('rates.boxes', { body: boxRatingBody() });
    expect(quote.rates.length).toBeGreaterThan(0);
    const rate = quote.rates[0]!;
    expect(Number.isInteger(rate.price?.value)).toBe(true);

    const saved = await client.call('quotes.save', { params: { type: 'boxes', rateId: rate.id } });
    expect(saved.success).toBe(true);
    const shipmentId = saved.shipmentId!;
    const listed = await client.call('quotes.list', {});
    expect(listed.length).toBeGreaterThan(0);

    const windows = await client.call('pickup.times', { params: { shipmentId } });
    expect(windows).toBeTruthy();

    const booked = await client.call('booking.boxes', { body: bookingBody(shipmentId) });
    expect(booked.shipmentId).toBe(shipmentId);
    expect(booked.shipmentCode).toBeTruthy();
    const code = booked.shipmentCode!;

    const shipments = await client.call('tracking.shipments', { params: { ShipmentCode: code } });
    expect(shipments.shipments.map((s) => s.shipmentCode)).toContain(code);

    const detail = await client.call('tracking.detail', { params: { shipmentId } });
    expect(detail.shipmentId).toBe(shipmentId);

    const messages = await client.call('tracking.messages', { params: { shipmentCode: code } });
    expect(Array.isArray(messages)).toBe(true);

    const documents = await client.call('documents.list', { params: { shipmentId } });
    const template = documents.find((d) => d.documentTemplateId);
    expect(template).toBeDefined();
    const upload = await client.call('documents.upload', {
      body: {
        shipmentId,
        documentTemplateId: template!.documentTemplateId!,
        documentName: 'invoice.pdf',
        file: documentBytes.toString('base64'),
        extension: 'pdf',
        observations: 'integration test',
      },
    });
    expect(upload.success).toBe(true);
    const after = await client.call('documents.list', { params: { shipmentId } });
    const uploaded = after.find((d) => d.documentTemplateId === template!.documentTemplateId && d.id);
    expect(uploaded?.id).toBeTruthy();
    const downloaded = await client.call('documents.download', { params: { documentId: uploaded!.id! } });
    expect(Buffer.from(downloaded.file, 'base64').equals(documentBytes)).toBe(true);

    const switched = await client.call('tracking.switch', { params: { shipmentId, status: false } });
    expect(switched.success).toBe(true);
  });

  it('uploads a CSV tariff and finds its rates in the report', async () => {
    const csv = [
      'pol,pod,polServiceType,podServiceType,containerType,startDate,endDate,timeInTransit,via,chargeType,chargeName,chargeDescription,amount,currency,chargeUnit,commodity',
      'ESVLC,CNSHA,CY,CY,DRY40,2030-01-01,2030-12-31,28,,Freight,BAS,Basic ocean freight,1850.50,USD,PerContainer,',
      'ESVLC,CNSHA,CY,CY,DRY40,2030-01-01,2030-12-31,28,,Origin,THC,"Terminal handling, origin",210,EUR,PerContainer,',
    ].join('\n');
    const uploaded = await client.call('tariffs.upload', {
      body: {
        contractReference: 'CT-INT-1',
        carrierSCAC: 'MAEU',
        files: [{ file: `data:text/csv;base64,${Buffer.from(csv).toString('base64')}`, fileName: 'rates.csv' }],
        name: 'Integration tariff',
        externalId: null,
        comments: ['first upload'],
      },
    });
    expect(uploaded.success).toBe(true);
    const report = await client.call('tariffs.report', {
      body: { contractNumber: 'CT-INT-1', fromDate: '2030-06-01T00:00:00Z' },
    });
    expect(report).toHaveLength(1);
    const costs = report[0]!.rates.flatMap((r) => r.costs);
    expect(costs.map((c) => c.amount)).toEqual(
      expect.arrayContaining([
        { value: 185050, currency: 'USD' },
        { value: 21000, currency: 'EUR' },
      ]),
    );
  });
});

describe('the other operations', () => {
  it('rates pallets, sea FCL, sea LCL and air', async () => {
    expect((await client.call('rates.pallets', { body: palletRatingBody() })).rates.length).toBeGreaterThan(0);

    const fcl = await client.call('rates.sea-fcl', { body: seaFclRatingBody() });
    expect(fcl.rates.length).toBeGreaterThan(0);

    const lcl = await client.call('rates.sea-lcl', { body: seaLclRatingBody() });
    expect(lcl.rates.length).toBeGreaterThan(0);

    const { boxes: _boxes, dangerousCargo: _d, ...terrestrial } = boxRatingBody();
    const air = await client.call('rates.air', {
      body: {
        ...terrestrial,
        departureAirportCode: 'BCN',
        arrivalAirportCode: 'JFK',
        destination: { postalCode: '10001', country: 'US', city: 'New York', state: 'NY', street: null, coords: null },
        cargos: [{ quantity: 2, length: 50, width: 40, height: 30, weight: 15, measurementUnit: 'CmKg' }],
      },
    });
    expect(air.rates.length).toBeGreaterThan(0);
  });

  it.each(bookingModeIds)('books a saved %s quote, and tracking shows the shipment', async (mode) => {
    const flow = bookingFlows[mode];
    const quote = await flow.rate();
    const rate = quote.rates[0];
    expect(rate).toBeDefined();
    const saved = await client.call('quotes.save', {
      params: { type: ratingModes[mode].quoteType, rateId: rate!.id },
    });
    expect(saved.success).toBe(true);

    const booked = await flow.book(saved.shipmentId!);
    expect(booked.shipmentId).toBe(saved.shipmentId);
    expect(booked.shipmentCode).toBeTruthy();
    expect(booked.bookingCode).toBeTruthy();
    const detail = await client.call('tracking.detail', { params: { shipmentId: booked.shipmentId } });
    expect(detail.shipmentCode).toBe(booked.shipmentCode);
  });

  it('deletes a saved quote', async () => {
    const quote = await client.call('rates.pallets', { body: palletRatingBody() });
    const saved = await client.call('quotes.save', { params: { type: 'pallets', rateId: quote.rates[0]!.id } });
    const deleted = await client.call('quotes.delete', { params: { type: 'pallets', quoteId: saved.shipmentId! } });
    expect(deleted.success).toBe(true);
    // Gone: a second delete is a not-found.
    expect(
      (await apiFailure(client.call('quotes.delete', { params: { type: 'pallets', quoteId: saved.shipmentId! } })))
        .kind,
    ).toBe('not-found');
  });

  it('answers every lookup', async () => {
    const ports = await client.call('lookup.ports', { params: { cityName: 'barcelona' } });
    expect(ports.map((p) => p.unLocCode)).toContain('ESBCN');
    expect((await client.call('lookup.containers', {})).length).toBeGreaterThan(5);
    const places = await client.call('lookup.postal-codes', { params: { countryCode: 'es', loc: 'Barcelona' } });
    expect(places.length).toBeGreaterThan(0);
    expect(places[0]?.countryCode).toBe('ES');
    expect((await client.call('lookup.pallet-types', {})).length).toBeGreaterThan(0);
    const airports = await client.call('lookup.airports', { params: { nameCityIata: 'BCN' } });
    expect(airports.map((a) => a.iataCode)).toContain('BCN');
  });

  it('maps a refused save (200, success false) to refused with the service message', async () => {
    const error = await apiFailure(
      client.call('quotes.save', { params: { type: 'boxes', rateId: '00000000-0000-0000-0000-000000000000' } }),
    );
    expect(error.kind).toBe('refused');
    // Said in the desk's words; the service's own sentence stays in the details.
    expect(error.message).toMatch(/no longer has this rate/);
    expect(error.details?.serverMessage).toMatch(/not found/);
  });

  it("maps the service's 400 to invalid-request with its field", async () => {
    // Passes our structural check, breaks the service's rule (end before start).
    const error = await apiFailure(
      client.call('tariffs.report', {
        body: { contractNumber: 'X', fromDate: '2030-06-01T00:00:00Z', toDate: '2030-01-01T00:00:00Z' },
      }),
    );
    expect(error.kind).toBe('invalid-request');
    expect(error.status).toBe(400);
    expect(error.details?.problems?.map((p) => p.path)).toContain('toDate');
  });
});

describe('the operation table', () => {
  // Last in the file: by now every test above has run its calls.
  it('has every operation completed by a test of this file', () => {
    expect(coverage.ids()).toEqual([...operationIds].sort());
  });
});
