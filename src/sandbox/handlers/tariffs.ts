import { randomUUID } from 'node:crypto';
import { tariffAnswerText } from '@shared/api/tariff-answers';
import { tariffCsvRefusalText } from '@shared/api/tariff-csv-refusals';
import { readBase64 } from '@shared/domain/base64';
import { MAX_UPLOAD_BYTES, overTheLimit } from '@shared/domain/upload-limits';
import { parseTariffCsv, TariffCsvError } from '../engines/tariff-csv';
import { invalidField, payloadTooLarge } from '../errors';
import type { TariffDocumentRecord, TariffRateRecord } from '../state/records';
import { parseWireDateTime, wireDateTime } from '../util/dates';
import { fold } from '../util/text';
import { ok, type Handler } from './types';

/**
 * POST /v1/tariff/upload. Files come as base64 with or without a data-URI
 * prefix. CSV files (by the .csv name) are read into rates and costs (format:
 * engines/tariff-csv.ts), a bad line is a 400 naming the file and the line;
 * other files are stored without rates. Answer (the spec shows none):
 * { success: true, message, documentId, ratesImported }.
 */
export const uploadTariff: Handler<'tariffs.upload'> = ({ account, body, now, services }) => {
  const files: Array<{ fileName: string; bytes: number; ratesImported: number }> = [];
  const rates: TariffRateRecord[] = [];
  body.files.forEach((f, i) => {
    const field = `files[${i}].file`;
    // The request's rules found every file base64 (request-checks.ts); one native decode counts its bytes.
    const read = readBase64(f.file.trim());
    if (!read) throw invalidField(field, `${f.fileName} is not valid base64 content`);
    const { base64, bytes } = read;
    if (bytes > MAX_UPLOAD_BYTES) throw payloadTooLarge(`${f.fileName} is ${overTheLimit(bytes)} per file`, field);
    const fileName = f.fileName.trim();
    let imported: TariffRateRecord[] = [];
    if (/\.csv$/i.test(fileName)) {
      try {
        imported = parseTariffCsv(Buffer.from(base64, 'base64').toString('utf8'));
      } catch (error) {
        if (error instanceof TariffCsvError)
          throw invalidField(field, tariffCsvRefusalText(fileName, error.line, error.sentence));
        throw error;
      }
    }
    rates.push(...imported);
    files.push({ fileName, bytes, ratesImported: imported.length });
  });
  const record: TariffDocumentRecord = {
    documentId: randomUUID(),
    account,
    contractReference: body.contractReference.trim(),
    carrierSCAC: body.carrierSCAC.trim().toUpperCase(),
    name: body.name?.trim() || null,
    externalId: body.externalId?.trim() || null,
    comments: body.comments ?? [],
    uploadedAt: now,
    files,
    rates,
  };
  services.state.addTariff(record);
  const csvCount = files.filter((f) => /\.csv$/i.test(f.fileName)).length;
  return ok({
    success: true,
    message: csvCount > 0 ? tariffAnswerText.stored(rates.length, csvCount) : tariffAnswerText['stored-without-csv'](),
    documentId: record.documentId,
    ratesImported: rates.length,
  });
};

/**
 * POST /v1/tariff: the contract's uploads whose rates are valid at some time
 * between fromDate and toDate (open-ended without toDate), with only those
 * rates; an upload without rates (a PDF) is listed when it was uploaded in the
 * period. tariffName filters by name (any case, any accents); status 1 keeps
 * uploads with imported rates, 0 those without; delegationId is accepted and
 * ignored (one delegation per account).
 */
export const tariffReport: Handler<'tariffs.report'> = ({ account, body, services }) => {
  const from = parseWireDateTime(body.fromDate);
  const to = body.toDate ? parseWireDateTime(body.toDate) : Number.POSITIVE_INFINITY;
  if (Number.isNaN(from)) throw invalidField('fromDate', 'fromDate must be an ISO 8601 date-time');
  if (Number.isNaN(to)) throw invalidField('toDate', 'toDate must be an ISO 8601 date-time');
  if (to < from) throw invalidField('toDate', 'toDate must not be before fromDate');
  const contract = body.contractNumber.trim().toLowerCase();
  const name = body.tariffName ? fold(body.tariffName) : '';
  const items = services.state
    .tariffsOf(account)
    .filter((t) => t.contractReference.toLowerCase() === contract)
    .filter((t) => name === '' || fold(t.name ?? '').includes(name))
    .filter((t) => body.status == null || (body.status === 1 ? t.rates.length > 0 : t.rates.length === 0))
    .sort((a, b) => a.uploadedAt - b.uploadedAt)
    .flatMap((t) => {
      const rates = t.rates.filter((r) => r.startDate <= to && r.endDate >= from);
      const inPeriod = t.rates.length === 0 ? t.uploadedAt >= from && t.uploadedAt <= to : rates.length > 0;
      return inPeriod ? [reportItem(t, rates)] : [];
    });
  return ok(items);
};

function reportItem(t: TariffDocumentRecord, rates: readonly TariffRateRecord[]) {
  return {
    documentId: t.documentId,
    contractName: t.name ?? t.contractReference,
    carrier: t.carrierSCAC,
    type: 'SeaContainer',
    rates: rates.map((r) => ({
      pol: r.pol,
      polServiceType: r.polServiceType,
      pod: r.pod,
      podServiceType: r.podServiceType,
      startDate: wireDateTime(r.startDate),
      endDate: wireDateTime(r.endDate),
      timeInTransit: r.timeInTransit,
      via: r.via,
      containerType: r.containerType,
      costs: r.costs.map((c) => ({
        commodity: c.commodity,
        chargeType: c.chargeType,
        chargeName: c.chargeName,
        chargeDescription: c.chargeDescription,
        amount: c.amount,
        currency: c.currency,
        chargeUnit: c.chargeUnit,
        criteria: null,
        extraInfo: null,
      })),
    })),
    // Beyond the payload: what the upload said.
    contractReference: t.contractReference,
    externalId: t.externalId,
    uploadedDate: wireDateTime(t.uploadedAt),
    files: t.files.map((f) => f.fileName),
  };
}
