import { describe, expect, it } from 'vitest';
import { bookingWarnings, checkBookingRules } from '@shared/api/booking-rules';
import type { BookingRuleInput } from '@shared/api/booking-rules';
import { bookingRequests } from '@shared/api/booking';
import { bookingModes, ratingModes } from '@shared/api/modes';
import type { BookingMode, RatingMode } from '@shared/api/modes';
import { checkRatingRules, fractionDigits } from '@shared/api/rating-rules';
import type { RatingRuleInputs } from '@shared/api/rating-rules';
import { checkOperationRequest } from '@shared/api/request-checks';
import { ratingRequests } from '@shared/api/rating-requests';
import { fixture } from './fixtures';

/* eslint-disable @typescript-eslint/no-explicit-any -- fixtures are edited freely below */
type Json = any;

const bookingFixtures: Record<BookingMode, string> = {
  boxes: 'requests/booking-boxes.json',
  pallets: 'requests/booking-boxes.json',
  'sea-fcl': 'requests/booking-sea-fcl.json',
  'sea-lcl': 'requests/booking-sea-lcl.json',
};
const ratingFixtures: Record<RatingMode, string> = {
  boxes: 'requests/rating-boxes.json',
  pallets: 'requests/rating-pallets.json',
  'sea-fcl': 'requests/rating-sea-fcl.json',
  'sea-lcl': 'requests/rating-sea-lcl.json',
  air: 'requests/rating-air.json',
};

const booking = (mode: BookingMode): Json => structuredClone(fixture(bookingFixtures[mode]));
const rating = (mode: RatingMode): Json => structuredClone(fixture(ratingFixtures[mode]));
const bookingRules = (mode: BookingMode, body: Json) =>
  checkBookingRules(mode, bookingRequests[mode].parse(body) as BookingRuleInput);
const ratingRules = <M extends RatingMode>(mode: M, body: Json) =>
  checkRatingRules(mode, ratingRequests[mode].parse(body) as RatingRuleInputs[M]).map(({ path, message }) => ({
    path,
    message,
  }));
const paths = (issues: { path: string }[]) => issues.map((i) => i.path);

describe('booking requests', () => {
  it.each(Object.keys(bookingModes) as BookingMode[])('a good %s booking passes schema and rules', (mode) => {
    const check = checkOperationRequest(bookingModes[mode].operationId, booking(mode));
    expect(check).toEqual({ ok: true, structure: [], rules: [], warnings: [] });
  });

  it('sends the wire spelling unchanged', () => {
    const body = booking('sea-fcl');
    expect(bookingRequests['sea-fcl'].parse(body)).toEqual(body);
  });

  it('names missing mandatory fields in the schema', () => {
    const body = booking('sea-fcl');
    delete body.origin.phone;
    delete body.containers[0].cargos[0].hsCode;
    body.containers[1].cargos[0].cbm = '20';
    const check = checkOperationRequest('booking.sea-fcl', body);
    expect(check.ok).toBe(false);
    expect(check.structure).toEqual([
      { path: '$.origin.phone', message: 'phone is required' },
      { path: '$.containers[0].cargos[0].hsCode', message: 'hsCode is required' },
      { path: '$.containers[1].cargos[0].cbm', message: 'cbm must be a number' },
    ]);
  });

  it('refuses the table spelling (CBM, EDIType) in a booking cargo', () => {
    const body = booking('sea-lcl');
    body.cargos[0] = { description: 'x', EDIType: '204', HSCode: '8601' };
    expect(paths(checkOperationRequest('booking.sea-lcl', body).structure)).toEqual([
      '$.cargos[0].ediType',
      '$.cargos[0].hsCode',
    ]);
  });

  it('checks pickup times: format, and from before to', () => {
    const body = booking('boxes');
    body.pickupTimeFrom = '9:00';
    body.pickupTimeTo = '25:00';
    expect(paths(bookingRules('boxes', body))).toEqual(['$.pickupTimeFrom', '$.pickupTimeTo']);
    body.pickupTimeFrom = '14:00:00';
    body.pickupTimeTo = '13:59';
    expect(bookingRules('boxes', body)).toEqual([
      { path: '$.pickupTimeTo', message: 'pickupTimeTo must be later than pickupTimeFrom', rule: 'time-order' },
    ]);
  });

  it('requires a valid Incoterms 2020 code for sea, allows none for boxes and pallets', () => {
    const sea = booking('sea-lcl');
    sea.incotermCode = null;
    expect(bookingRules('sea-lcl', sea)).toEqual([
      { path: '$.incotermCode', message: 'incotermCode is required for sea bookings', rule: 'incoterm-required' },
    ]);
    sea.incotermCode = 'DAT';
    expect(paths(bookingRules('sea-lcl', sea))).toEqual(['$.incotermCode']);
    const pallets = booking('pallets');
    expect(bookingRules('pallets', pallets)).toEqual([]);
    pallets.incotermCode = 'XYZ';
    expect(paths(bookingRules('pallets', pallets))).toEqual(['$.incotermCode']);
  });

  it('requires non-empty contact fields and a mail address', () => {
    const body = booking('boxes');
    body.origin.contactPerson = '  ';
    body.destination.contactMail = 'not-a-mail';
    body.destination.phonePrefix = '+33';
    expect(paths(bookingRules('boxes', body))).toEqual([
      '$.origin.contactPerson',
      '$.destination.contactMail',
      '$.destination.phonePrefix',
    ]);
  });

  it('checks container sequential numbers and cargo indexes', () => {
    const body = booking('sea-fcl');
    body.containers[1].sequentialNumber = 0;
    body.containers[0].cargos[1].indexContainer = 2;
    const issues = bookingRules('sea-fcl', body);
    expect(issues).toContainEqual({
      path: '$.containers[1].sequentialNumber',
      message: 'sequentialNumber 0 is already used by containers[0]',
      rule: 'numbering',
    });
    expect(issues).toContainEqual({
      path: '$.containers[0].cargos[1].indexContainer',
      message: 'indexContainer must be lower than the quantity (2)',
      rule: 'numbering',
    });
    body.containers[1].sequentialNumber = 2;
    body.containers[0].cargos[1].indexContainer = 1;
    expect(paths(bookingRules('sea-fcl', body))).toEqual(['$.containers']);
    body.containers = [];
    expect(paths(bookingRules('sea-fcl', body))).toEqual(['$.containers']);
  });

  it('warns about an implausible HS code without making it a rule error', () => {
    const body = booking('sea-lcl');
    body.cargos[1].hsCode = '69-12';
    const check = checkOperationRequest('booking.sea-lcl', body);
    expect(check.ok).toBe(true);
    expect(check.rules).toEqual([]);
    expect(paths(check.warnings)).toEqual(['$.cargos[1].hsCode']);
    expect(check.warnings[0]?.message).toMatch(/never confirm/);
    expect(bookingWarnings('sea-lcl', booking('sea-lcl'))).toEqual([]);
  });
});

describe('rating requests', () => {
  it.each(Object.keys(ratingModes) as RatingMode[])('a good %s request passes schema and rules', (mode) => {
    expect(checkOperationRequest(ratingModes[mode].operationId, rating(mode))).toEqual({
      ok: true,
      structure: [],
      rules: [],
      warnings: [],
    });
  });

  it('keeps CBM upper case in the LCL rating cargo', () => {
    const body = rating('sea-lcl');
    body.cargos[0] = { measurementUnit: 'CmKg', cbm: 3 };
    expect(checkOperationRequest('rates.sea-lcl', body).structure).toEqual([
      { path: '$.cargos[0].CBM', message: 'CBM is required' },
    ]);
  });

  it('names a missing mandatory field and a pickUpDate that is not a date-time', () => {
    const body = rating('boxes');
    delete body.origin.state;
    body.pickUpDate = '03/06/2024';
    expect(paths(checkOperationRequest('rates.boxes', body).structure)).toEqual(['$.origin.state', '$.pickUpDate']);
  });

  it('requires positive quantities, dimensions and weights', () => {
    const body = rating('boxes');
    body.boxes[0].quantity = 0;
    body.boxes[0].height = -1;
    body.boxes[0].weight = 0;
    expect(paths(ratingRules('boxes', body))).toEqual([
      '$.boxes[0].quantity',
      '$.boxes[0].height',
      '$.boxes[0].weight',
    ]);
    body.boxes = [];
    expect(paths(ratingRules('boxes', body))).toEqual(['$.boxes']);
  });

  it('checks country codes, currency and coordinate precision', () => {
    const body = rating('boxes');
    body.origin.country = 'Spain';
    body.currency = 'euro';
    body.origin.coords = { lat: 40.4167751, lng: -3.7 };
    expect(paths(ratingRules('boxes', body))).toEqual(['$.origin.country', '$.origin.coords.lat', '$.currency']);
    expect(fractionDigits(2.07976)).toBe(5);
    expect(fractionDigits(1e-7)).toBe(7);
  });

  it('checks pallet types of the rating enum', () => {
    const body = rating('pallets');
    body.pallets[0].palletType = 'Euro';
    expect(ratingRules('pallets', body)).toEqual([
      { path: '$.pallets[0].palletType', message: 'palletType must be one of Custom, Euro1, Euro2, Uk' },
    ]);
  });

  it('requires the reefer flag to match the container type', () => {
    const body = rating('sea-fcl');
    body.containers[0].isReeferContainer = true;
    body.containers[1].isReeferContainer = false;
    expect(paths(ratingRules('sea-fcl', body))).toEqual([
      '$.containers[0].isReeferContainer',
      '$.containers[1].isReeferContainer',
    ]);
    body.containers[0].isReeferContainer = false;
    body.containers[1] = { ...body.containers[1], type: '20RF', isReeferContainer: true };
    expect(ratingRules('sea-fcl', body)).toEqual([
      { path: '$.containers[1].type', message: 'type must be written RF20 in a rating request' },
    ]);
  });

  it('checks sea service types and UN/LOCODEs, and leaves sea ends optional', () => {
    const body = rating('sea-lcl');
    body.originServiceType = 'DOOR';
    body.destinationUnLocCode = 'Barcelona';
    body.destination = null;
    expect(paths(ratingRules('sea-lcl', body))).toEqual(['$.originServiceType', '$.destinationUnLocCode']);
  });

  it('checks air airport codes', () => {
    const body = rating('air');
    body.arrivalAirportCode = 'Paris';
    expect(paths(ratingRules('air', body))).toEqual(['$.arrivalAirportCode']);
  });
});

describe('upload requests', () => {
  it('accepts real base64 with or without a data URI, refuses text that is not', () => {
    expect(checkOperationRequest('documents.upload', fixture('requests/document-upload.json')).ok).toBe(true);
    expect(checkOperationRequest('tariffs.upload', fixture('requests/tariff-upload.json')).ok).toBe(true);
    const doc = { ...fixture<Json>('requests/document-upload.json'), file: 'not base64!' };
    expect(paths(checkOperationRequest('documents.upload', doc).rules)).toEqual(['$.file']);
    expect(checkOperationRequest('tariffs.report', fixture('requests/tariff-report.json')).ok).toBe(true);
  });

  it('requires documentTemplateId to be present, even if null', () => {
    const { documentTemplateId: _omit, ...doc } = fixture<Json>('requests/document-upload.json');
    expect(paths(checkOperationRequest('documents.upload', doc).structure)).toEqual(['$.documentTemplateId']);
  });
});
