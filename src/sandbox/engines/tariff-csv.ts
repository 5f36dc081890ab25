import { tariffCsvText } from '@shared/api/tariff-csv-refusals';
import { findContainerType } from '@shared/domain/containers';
import { parseMinor } from '@shared/domain/money';
import { TARIFF_CSV_COLUMNS } from '@shared/domain/tariff-csv-columns';
import type { TariffCostRecord, TariffRateRecord } from '../state/records';

/*
 * The sandbox's tariff CSV: one row per cost, UTF-8, comma-separated, fields
 * may be "quoted" ("" inside quotes is a quote), first row the header with
 * these columns in any order:
 *
 *   pol,pod,polServiceType,podServiceType,containerType,startDate,endDate,
 *   timeInTransit,via,chargeType,chargeName,chargeDescription,amount,currency,
 *   chargeUnit,commodity
 *
 *   pol, pod          UN/LOCODE (ESVLC)                      required
 *   polServiceType,   CY or SD                               optional
 *   podServiceType
 *   containerType     DRY40 or 40DRY style, a spec type      required
 *   startDate,        YYYY-MM-DD (or an ISO date-time),      required
 *   endDate           endDate not before startDate
 *   timeInTransit     days, a whole number                   optional
 *   via               UN/LOCODE of a transhipment port       optional
 *   chargeType        Freight, Origin or Destination         required
 *   chargeName        charge code (ERS, THC, ...)            required
 *   chargeDescription text                                   optional
 *   amount            decimal in currency units: 300 or 300.50 (stored as
 *                     minor units, 30050; negative allowed)   required
 *   currency          ISO 4217 (EUR)                         required
 *   chargeUnit        text (Specific, PerContainer, ...)     optional
 *   commodity         text                                   optional
 *
 * Rows with the same pol, pod, service types, container type, dates, transit
 * time and via are ONE rate with several costs. Blank lines are skipped. The
 * first bad row stops the import with its line number.
 */

export { TARIFF_CSV_COLUMNS };
type Column = (typeof TARIFF_CSV_COLUMNS)[number];

export class TariffCsvError extends Error {
  constructor(
    readonly line: number,
    /** The sentence of the refusal (tariff-csv-refusals.ts), without its line. */
    readonly sentence: string,
  ) {
    super(`line ${line}: ${sentence}`);
    this.name = 'TariffCsvError';
  }
}

const UN_LOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/;
const CHARGE_TYPES: Readonly<Record<string, string>> = {
  freight: 'Freight',
  origin: 'Origin',
  destination: 'Destination',
};

/** Parses the CSV text into rates; throws TariffCsvError naming the line. */
export function parseTariffCsv(text: string): TariffRateRecord[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0) throw new TariffCsvError(1, tariffCsvText.empty());
  const header = splitCsvLine(lines[headerIndex] as string, headerIndex + 1).map((h) => h.trim());
  const position = new Map<string, number>();
  header.forEach((name, i) => {
    const column = TARIFF_CSV_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase());
    if (!column)
      throw new TariffCsvError(headerIndex + 1, tariffCsvText['unknown-column'](name, TARIFF_CSV_COLUMNS.join(',')));
    position.set(column, i);
  });
  const missing = TARIFF_CSV_COLUMNS.filter((c) => !position.has(c));
  if (missing.length) throw new TariffCsvError(headerIndex + 1, tariffCsvText['missing-columns'](missing.join(', ')));

  const rates = new Map<string, TariffRateRecord>();
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const raw = lines[i] as string;
    if (raw.trim() === '') continue;
    const lineNo = i + 1;
    const fields = splitCsvLine(raw, lineNo);
    if (fields.length !== header.length) {
      throw new TariffCsvError(lineNo, tariffCsvText['field-count'](String(header.length), String(fields.length)));
    }
    const get = (c: Column) => (fields[position.get(c) as number] ?? '').trim();
    const row = parseRow(get, lineNo);
    const key = JSON.stringify([
      row.rate.pol,
      row.rate.pod,
      row.rate.polServiceType,
      row.rate.podServiceType,
      row.rate.containerType,
      row.rate.startDate,
      row.rate.endDate,
      row.rate.timeInTransit,
      row.rate.via,
    ]);
    const existing = rates.get(key);
    if (existing) existing.costs.push(row.cost);
    else rates.set(key, { ...row.rate, costs: [row.cost] });
  }
  return [...rates.values()];
}

function parseRow(
  get: (c: Column) => string,
  line: number,
): { rate: Omit<TariffRateRecord, 'costs'>; cost: TariffCostRecord } {
  const fail = (message: string): never => {
    throw new TariffCsvError(line, message);
  };
  const locode = (c: Column, required: boolean): string | null => {
    const v = get(c).toUpperCase();
    if (v === '') return required ? fail(tariffCsvText['locode-required'](c)) : null;
    return UN_LOCODE.test(v) ? v : fail(tariffCsvText.locode(c, get(c)));
  };
  const serviceType = (c: Column): string | null => {
    const v = get(c).toUpperCase();
    if (v === '') return null;
    return v === 'CY' || v === 'SD' ? v : fail(tariffCsvText['service-type'](c, get(c)));
  };
  const date = (c: Column): number => {
    const v = get(c);
    if (v === '') return fail(tariffCsvText['date-required'](c));
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(v);
    const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
    if (!m || Number.isNaN(ms) || new Date(ms).getUTCDate() !== Number(m[3])) return fail(tariffCsvText.date(c, v));
    return ms;
  };
  const pol = locode('pol', true) as string;
  const pod = locode('pod', true) as string;
  const type = findContainerType(get('containerType'));
  if (!type) fail(tariffCsvText['container-type'](get('containerType')));
  const startDate = date('startDate');
  const endDate = date('endDate');
  if (endDate < startDate) fail(tariffCsvText['date-order']());
  const tit = get('timeInTransit');
  if (tit !== '' && !/^\d+$/.test(tit)) fail(tariffCsvText['transit-time'](tit));
  const chargeType =
    CHARGE_TYPES[get('chargeType').toLowerCase()] ?? fail(tariffCsvText['charge-type'](get('chargeType')));
  const chargeName = get('chargeName') || fail(tariffCsvText['charge-name']());
  const amount = parseMinor(get('amount').replace(',', '.'));
  if (amount === null) fail(tariffCsvText.amount(get('amount')));
  const currency = get('currency').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) fail(tariffCsvText.currency(get('currency')));
  return {
    rate: {
      pol,
      pod,
      polServiceType: serviceType('polServiceType'),
      podServiceType: serviceType('podServiceType'),
      containerType: type?.code ?? '',
      startDate,
      endDate,
      timeInTransit: tit === '' ? null : Number(tit),
      via: locode('via', false),
    },
    cost: {
      commodity: get('commodity') || null,
      chargeType,
      chargeName,
      chargeDescription: get('chargeDescription') || null,
      amount: amount as number,
      currency,
      chargeUnit: get('chargeUnit') || null,
    },
  };
}

/** One CSV line into fields (RFC 4180 quoting; a quoted field may not span lines). */
export function splitCsvLine(line: string, lineNo: number): string[] {
  const fields: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < line.length) {
    const c = line[i] as string;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') {
        quoted = false;
        i += 1;
        if (i < line.length && line[i] !== ',') throw new TariffCsvError(lineNo, tariffCsvText['quote-not-followed']());
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else {
      field += c;
    }
    i += 1;
  }
  if (quoted) throw new TariffCsvError(lineNo, tariffCsvText['quote-not-closed']());
  fields.push(field);
  return fields;
}
