import { describe, expect, it } from 'vitest';
import {
  add,
  CurrencyMismatchError,
  formatMoney,
  fromMinor,
  parseMinor,
  sum,
  toDecimalString,
  totalsByCurrency,
} from '@shared/domain/money';
import { normaliseDateTime, secondsOfDay } from '@shared/domain/datetime';
import { incoterms, isIncotermCode } from '@shared/domain/incoterms';
import { codeLabel } from '@shared/domain/code-labels';
import {
  containerTypes,
  findContainerType,
  sameContainerType,
  toRatingContainerCode,
  toSizeTypeContainerCode,
} from '@shared/domain/containers';
import { isPlausibleHsCode } from '@shared/domain/hs-code';
import { dataUriMediaType, isBase64, readBase64, stripDataUri } from '@shared/domain/base64';

describe('money', () => {
  it('builds, adds and sums amounts of one currency', () => {
    expect(fromMinor(7943, 'eur')).toEqual({ value: 7943, currency: 'EUR' });
    expect(add(fromMinor(100, 'EUR'), fromMinor(250, 'EUR'))).toEqual({ value: 350, currency: 'EUR' });
    expect(sum([fromMinor(1, 'USD'), fromMinor(2, 'USD'), fromMinor(-5, 'USD')])).toEqual({
      value: -2,
      currency: 'USD',
    });
    expect(sum([], 'EUR')).toEqual({ value: 0, currency: 'EUR' });
  });

  it('refuses to add different currencies, and null only matches null', () => {
    expect(() => add(fromMinor(1, 'EUR'), fromMinor(1, 'USD'))).toThrow(CurrencyMismatchError);
    expect(() => sum([fromMinor(1, 'EUR'), fromMinor(1)])).toThrow(/unknown currency/);
    expect(() => fromMinor(1.5, 'EUR')).toThrow(RangeError);
  });

  it('totals per currency in order of first appearance', () => {
    const totals = totalsByCurrency([fromMinor(100, 'USD'), fromMinor(50, 'EUR'), fromMinor(25, 'USD'), fromMinor(7)]);
    expect(totals).toEqual([
      { value: 125, currency: 'USD' },
      { value: 50, currency: 'EUR' },
      { value: 7, currency: null },
    ]);
  });

  it('parses decimal texts to exact minor units', () => {
    expect(parseMinor('12.34')).toBe(1234);
    expect(parseMinor('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(parseMinor('1.1')).toBe(110);
    expect(parseMinor('12')).toBe(1200);
    expect(parseMinor(' 12,5 ')).toBe(1250);
    expect(parseMinor('-3.05')).toBe(-305);
    expect(parseMinor('.5')).toBe(50);
    expect(parseMinor('1.234')).toBeNull();
    expect(parseMinor('1.234,56')).toBeNull();
    expect(parseMinor('abc')).toBeNull();
    expect(parseMinor('')).toBeNull();
  });

  it('formats for a locale with the currency, and as plain decimals', () => {
    expect(formatMoney(fromMinor(123456, 'EUR'), 'en-US')).toBe('€1,234.56');
    expect(formatMoney(fromMinor(123456, 'EUR'), 'de-DE').replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatMoney(fromMinor(-2500, 'USD'), 'en-US')).toBe('-$25.00');
    expect(formatMoney(fromMinor(668), 'en-US')).toBe('6.68');
    expect(toDecimalString(-5)).toBe('-0.05');
    expect(toDecimalString(fromMinor(1299094, 'EUR'))).toBe('12990.94');
  });
});

describe('date-times', () => {
  it.each([
    ['2021-11-08 17:00:00', '2021-11-08T17:00:00'],
    ['2022-09-22T06:39:47.7944899', '2022-09-22T06:39:47.794'],
    ['2021-10-28T16:54:30.094Z', '2021-10-28T16:54:30.094Z'],
    ['2021-10-28T14:54:30.094', '2021-10-28T14:54:30.094'],
    ['2023-02-28T23:59:59.5+0100', '2023-02-28T23:59:59.5+01:00'],
    ['2023-03-01T09:00', '2023-03-01T09:00:00'],
    ['2023-03-02', '2023-03-02T00:00:00'],
    ['2023-03-02t10:00:00z', '2023-03-02T10:00:00Z'],
    ['2024-13-01T00:00:00', null],
    ['yesterday', null],
    // The form most values already have, read without the regex: the same answers at its edges.
    ['2026-12-24T22:00:00', '2026-12-24T22:00:00'],
    ['2026-12-31T24:00:60', '2026-12-31T24:00:60'],
    ['2026-00-24T22:00:00', null],
    ['2026-12-32T22:00:00', null],
    ['2026-12-24T25:00:00', null],
    ['2026-12-24T22:60:00', null],
    ['2026-12-24T22:00:61', null],
    ['2026-1x-24T22:00:00', null],
    ['2026-12-24 22:00:0Z', null],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseDateTime(input)).toBe(expected);
  });

  it('reads pickup times hh:mm and hh:mm:ss', () => {
    expect(secondsOfDay('10:10')).toBe(36600);
    expect(secondsOfDay('20:20:30')).toBe(73230);
    expect(secondsOfDay('24:00')).toBeNull();
    expect(secondsOfDay('9:00')).toBeNull();
  });
});

describe('incoterms', () => {
  it('knows the eleven Incoterms 2020 codes and their names', () => {
    expect(incoterms.map((i) => i.code)).toEqual([
      'EXW',
      'FCA',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
      'FAS',
      'FOB',
      'CFR',
      'CIF',
    ]);
    expect(isIncotermCode('FOB')).toBe(true);
    expect(isIncotermCode('DAT')).toBe(false); // Incoterms 2010, replaced by DPU
    expect(isIncotermCode('fob')).toBe(false);
    expect(codeLabel('incoterm', 'DPU', 'en')).toBe('Delivered at Place Unloaded');
    expect(codeLabel('incoterm', 'DPU', 'es')).toBe('Entregada en lugar descargada');
  });
});

describe('container types', () => {
  it('has the 18 codes of the spec with size and reefer flag', () => {
    expect(containerTypes).toHaveLength(18);
    expect(findContainerType('HRF40')).toMatchObject({
      sizeFt: 40,
      highCube: true,
      isReefer: true,
      sizeTypeCode: '40HRF',
    });
    expect(findContainerType('HNOR45')).toMatchObject({ sizeFt: 45, family: 'NOR', isReefer: false });
    expect(containerTypes.filter((c) => c.isReefer).map((c) => c.code)).toEqual(['RF20', 'RF40', 'HRF40', 'RF45']);
  });

  it('maps between 20DRY-style and DRY20-style codes', () => {
    expect(toRatingContainerCode('20DRY')).toBe('DRY20');
    expect(toRatingContainerCode('40HOPENTOP')).toBe('HOPENTOP40');
    expect(toRatingContainerCode('DRY20')).toBe('DRY20');
    expect(toSizeTypeContainerCode('HFLATRACK40')).toBe('40HFLATRACK');
    expect(toSizeTypeContainerCode('53DRY')).toBeNull();
    expect(sameContainerType('20DRY', 'DRY20')).toBe(true);
    expect(sameContainerType('20DRY', 'DRY40')).toBe(false);
    expect(findContainerType('40HNOR')?.code).toBe('HNOR40');
    expect(findContainerType('DRY45')).toBeUndefined();
  });
});

describe('HS codes', () => {
  it.each([
    ['8601', true],
    ['8401.10', true],
    ['84011000', true],
    ['8401.10.00.00', true],
    ['840', false],
    ['84011', false],
    ['12AB', false],
    ['8401..10', false],
    ['', false],
  ])('%s plausible: %s', (code, plausible) => {
    expect(isPlausibleHsCode(code)).toBe(plausible);
  });
});

describe('base64', () => {
  it('strips a data-URI prefix, checks base64 and counts its bytes', () => {
    expect(stripDataUri('data:application/pdf;base64,JVBERi0x')).toBe('JVBERi0x');
    expect(stripDataUri('JVBERi0x')).toBe('JVBERi0x');
    expect(dataUriMediaType('data:application/pdf;base64,JVBERi0x')).toBe('application/pdf');
    expect(isBase64('JVBERi0xLjQK')).toBe(true);
    expect(isBase64('data:application/pdf;base64,JVBERi0xLjQK')).toBe(true);
    expect(isBase64('JVBERi0xLjQ]...')).toBe(false);
    expect(isBase64('JVBERi0xLjYNJeLjz9MN...')).toBe(false);
    expect(isBase64('abc')).toBe(false);
    expect(readBase64('JVBERi0xLjQK')?.bytes).toBe(9);
    expect(readBase64('YQ==')?.bytes).toBe(1);
    // Line breaks are allowed and dropped; the URL-safe alphabet, a '=' inside, a cut-off text are not base64.
    expect(readBase64('JVBE\r\nRi0x\nLjQK')).toEqual({ base64: 'JVBERi0xLjQK', bytes: 9 });
    for (const text of ['JVB-Ri0x', 'JVB_Ri0x', 'YQ==YQ==', 'Y===', 'JVBERi0xLjQ', 'JVBERi0xLj!K', ''])
      expect(readBase64(text)).toBeNull();
  });
});
