import { describe, expect, it } from 'vitest';
import { tokenResponse } from '@shared/api/auth';
import { bookingResultResponse } from '@shared/api/booking';
import { documentDownloadResponse, documentListResponse, documentUploadResponse } from '@shared/api/documents';
import {
  airportListResponse,
  containerTypeListResponse,
  palletTypeListResponse,
  portListResponse,
  postalCodeListResponse,
} from '@shared/api/lookups';
import { pickupTimesResponse } from '@shared/api/pickup';
import { deleteQuoteResponse, saveQuoteResponse, savedQuoteListResponse } from '@shared/api/quotes';
import { tariffReportResponse, tariffUploadResponse } from '@shared/api/tariffs';
import {
  shipmentDetailResponse,
  shipmentListResponse,
  trackingMessagesResponse,
  trackingSwitchResponse,
} from '@shared/api/tracking';
import { fixture } from './fixtures';

type Misc = Record<string, unknown>;
const misc = fixture<Misc>('misc.json');

describe('auth', () => {
  it('reads the snake_case token into camelCase and keeps other fields', () => {
    expect(tokenResponse.parse(misc.token)).toEqual({
      tokenType: 'Bearer',
      expiresIn: 43200,
      accessToken: 'eyJ.test.token',
      scope: 'freight',
    });
    expect(tokenResponse.parse(misc.tokenMinimal)).toEqual({
      tokenType: 'Bearer',
      expiresIn: 43200,
      accessToken: 'eyJ.other',
    });
  });
});

describe('booking result', () => {
  it('accepts a non-GUID shipment id and externalTrackingURL as externalTrackingUrl', () => {
    const result = bookingResultResponse.parse(misc.booking);
    expect(result).toEqual({
      shipmentId: '215bcdxe-b3df-4400-52e4-08d999fb141c',
      shipmentCode: 'FR1',
      trackingCode: null,
      externalTrackingUrl: 'https://t.example/1',
      bookingCode: 'B1',
    });
  });
});

describe('saved quotes', () => {
  const [first, second, third] = savedQuoteListResponse.parse(fixture('saved-quotes.json'));

  it('uses one pickUpDate whichever spelling came', () => {
    expect(first?.pickUpDate).toBe('2021-09-29T00:00:00');
    expect(second?.pickUpDate).toBe('2024-05-10T00:00:00');
    expect(second).not.toHaveProperty('pickupDate');
  });

  it('reads Money and Long totals, surcharge descriptions and taxPercent', () => {
    expect(first?.totalPrice).toEqual({ value: 668, currency: 'EUR' });
    expect(first?.surcharges[0]).toEqual({
      description: 'Transport',
      price: { value: 668, currency: 'EUR' },
      taxPercent: 21,
    });
    expect(second?.totalPrice).toEqual({ value: 150000, currency: null });
    expect(second?.surcharges[0]).toMatchObject({ description: 'THC', taxPercent: null });
    expect(second?.expirationDate).toBe('2024-05-01T12:00:00.999Z');
    expect(third?.surcharges).toEqual([]);
    expect(savedQuoteListResponse.parse(null)).toEqual([]);
  });

  it('reads save results with text booleans', () => {
    expect(saveQuoteResponse.parse(misc.saveQuote)).toEqual({ shipmentId: 's-9', success: true, message: 'Success' });
    expect(saveQuoteResponse.parse(misc.saveQuoteFailed)).toEqual({
      shipmentId: null,
      success: false,
      message: 'Rate expired',
    });
  });
});

describe('status-only answers', () => {
  it.each([
    ['undefined (empty body)', undefined, { success: true, message: null }],
    ['null', null, { success: true, message: null }],
    ['empty text', '', { success: true, message: null }],
    ['a boolean', false, { success: false, message: null }],
    ['a text', 'Deleted', { success: true, message: 'Deleted' }],
    [
      'an object',
      { success: 'false', message: 'Not found', code: 7 },
      { success: false, message: 'Not found', code: 7 },
    ],
    ['an object without success', { id: 'x' }, { success: true, message: null, id: 'x' }],
  ])('%s', (_name, body, expected) => {
    for (const schema of [trackingSwitchResponse, deleteQuoteResponse, tariffUploadResponse]) {
      expect(schema.parse(body)).toEqual(expected);
    }
  });

  it('reads a failed upload with a text boolean', () => {
    expect(documentUploadResponse.parse(misc.uploadFailed)).toEqual({
      success: false,
      message: 'Extension not allowed',
    });
  });

  it('still refuses a success flag that is not a boolean', () => {
    expect(trackingSwitchResponse.safeParse({ success: 'maybe' }).success).toBe(false);
  });
});

describe('tracking', () => {
  it('reads the list: Long price in the sibling currency, text booleans, unknown status kept', () => {
    const list = shipmentListResponse.parse(fixture('tracking-shipments.json'));
    expect(list.totalElements).toBe(12);
    const [first, second] = list.shipments;
    expect(first).toMatchObject({
      price: { value: 7943, currency: 'EUR' },
      customs: true,
      insurance: false,
      hasInvoice: false,
      trackingStatus: 'InTransit',
      deliveryDate: null,
      destination: null,
      carrierReference: 'CR-9',
    });
    expect(second?.price).toEqual({ value: 1500, currency: 'USD' });
    expect(second?.hasInvoice).toBe(false);
    expect(shipmentListResponse.parse(undefined)).toEqual({ shipments: [], totalElements: 0 });
    expect(shipmentListResponse.parse([{ shipmentId: 'a' }]).totalElements).toBe(1);
  });

  it('reads the detail: commodityType as shipmentType, one externalTrackingUrl, numeric unit', () => {
    const detail = shipmentDetailResponse.parse(fixture('tracking-detail.json'));
    expect(detail).toMatchObject({
      shipmentType: 'Pallet',
      commodityType: 'Pallet',
      reference: 'FR000099',
      externalTrackingUrl: 'https://track.example/123456',
      customs: null,
      insurance: true,
      destination: null,
      pickupHours: null,
    });
    expect(detail).not.toHaveProperty('externalTrackingURL');
    expect(detail.commodity?.commodityValue).toEqual({ value: 250000, currency: null });
    const [pallet, box] = detail.commodity?.commodityUnits ?? [];
    expect(pallet).toMatchObject({
      measurementUnit: '1',
      isStackable: false,
      palletType: 'Euro1',
      containerType: null,
    });
    expect(box).toMatchObject({ measurementUnit: 'CmKg', isStackable: null, imoNumber: null });
  });

  it('reads messages with space date-times and null places', () => {
    const [first, second] = trackingMessagesResponse.parse(fixture('tracking-messages.json'));
    expect(first).toMatchObject({ updatedDate: '2024-03-01T10:15:30.12', groupIndex: 0, address: null });
    expect(second).toMatchObject({ updatedDate: null, status: 'Delivered', address: null, groupIndex: null });
  });
});

describe('documents', () => {
  it('reads text booleans, strips data URIs, names the extension once, keeps unknown statuses', () => {
    const [first, second, third] = documentListResponse.parse(fixture('documents-list.json'));
    expect(first).toMatchObject({ isRequired: true, template: 'JVBERi0xLjQK', extension: 'pdf' });
    expect(first).not.toHaveProperty('templateExtension');
    expect(second).toMatchObject({
      id: null,
      isRequired: false,
      validationStatus: 'Rejected',
      template: 'JVBERi0xLjQK',
      extension: null,
    });
    expect(third).toMatchObject({
      isRequired: true,
      validationStatus: null,
      template: null,
      documentTemplateId: null,
      observations: null,
    });
  });

  it('reads a download with a data-URI file', () => {
    expect(documentDownloadResponse.parse(fixture('document-download.json'))).toMatchObject({
      file: 'JVBERi0xLjQK',
      extension: 'pdf',
      isRequired: false,
      validationStatus: 'Validated',
    });
  });
});

describe('tariff report', () => {
  it('reads amounts in their currency, null lists as [], numeric types as text', () => {
    const [first, second] = tariffReportResponse.parse(fixture('tariff-report.json'));
    const [freight, inland] = first?.rates[0]?.costs ?? [];
    expect(freight).toMatchObject({ amount: { value: 150000, currency: 'USD' }, criteria: [], extraInfo: [] });
    expect(inland).toMatchObject({
      chargeType: 'Inland',
      amount: { value: 30000, currency: 'EUR' },
      criteria: ['reefer'],
      extraInfo: ['night delivery'],
    });
    expect(first?.rates[0]).toMatchObject({ timeInTransit: 24, startDate: '2024-01-01T00:00:00', via: null });
    expect(second).toMatchObject({ type: '1', rates: [] });
  });
});

describe('lookups', () => {
  const lookups = fixture<Record<string, unknown>>('lookups.json');

  it('reads container types: size as text, text booleans, the rating code', () => {
    const [dry, reefer, unknown] = containerTypeListResponse.parse(lookups.containers);
    expect(dry).toMatchObject({ size: '20', name: '20DRY', ratingCode: 'DRY20', isReefer: false });
    expect(reefer).toMatchObject({ size: '40', isReefer: true, ratingCode: 'HRF40' });
    expect(unknown).toMatchObject({ name: '53DRY', ratingCode: null });
  });

  it('reads ports, postal codes, pallet types and airports', () => {
    expect(portListResponse.parse(lookups.ports)[1]).toEqual({
      unLocCode: 'ESXXX',
      country: 'ES',
      city: 'Nowhere',
      rkstCode: null,
    });
    const codes = postalCodeListResponse.parse(lookups.postalCodes);
    expect(codes[0]).toMatchObject({ latitude: 39.469907, regionCode: 'VC' });
    expect(codes[1]).toMatchObject({ latitude: null, longitude: null, region: null, regionCode: null });
    const pallets = palletTypeListResponse.parse(lookups.palletTypes);
    expect(pallets.map((p) => [p.type, p.unit])).toEqual([
      ['Custom', null],
      ['Euro', 'CM'],
      ['Asian', 'MM'],
    ]);
    const airports = airportListResponse.parse(lookups.airports);
    expect(airports.map((a) => a.geoloc)).toEqual([{ lat: 39.4893, lng: -0.4816 }, null, null]);
    expect(airports[1]?.state).toBeNull();
    expect(portListResponse.parse(null)).toEqual([]);
  });
});

describe('pickup times', () => {
  it('reads the windows, null lists as []', () => {
    expect(pickupTimesResponse.parse(misc.pickupTimes)).toEqual({
      from: ['09:00:00', '09:30:00'],
      to: ['10:00:00'],
      minRangeInMinutes: 60,
      timezone: 'Europe/Madrid',
    });
    expect(pickupTimesResponse.parse(misc.pickupTimesEmpty)).toEqual({ from: [], to: [], minRangeInMinutes: null });
  });
});
