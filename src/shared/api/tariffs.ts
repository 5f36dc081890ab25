import { z } from 'zod';
import { expects } from './answer-words';
import * as rq from './request-fields';
import { serviceRefusalText } from './request-field-refusals';
import {
  inCurrency,
  int,
  list,
  nullable,
  openEnum,
  optAmount,
  optDateTime,
  optId,
  optInt,
  optText,
  statusResult,
} from './wire';

/* ------------------------------------------------------------------ requests */

export const uploadFileRequest = z.object({
  /** Base64, with or without a data-URI prefix (the example sends `data:application/pdf;base64,...`). */
  file: rq.reqText('file'),
  /** With its extension. */
  fileName: rq.reqText('fileName'),
});
export const tariffUploadRequest = z.object({
  contractReference: rq.reqText('contractReference'),
  carrierSCAC: rq.reqText('carrierSCAC'),
  files: rq.reqList('files', uploadFileRequest),
  name: rq.optText('name'),
  externalId: rq.optText('externalId'),
  comments: rq.reqList('comments', rq.reqText('comments[]')).nullish(),
});
export type TariffUploadRequest = z.input<typeof tariffUploadRequest>;

/** The upload answer is not shown by the spec: any body (or none) -> {success, message}. */
export const tariffUploadResponse = statusResult;

export const tariffReportRequest = z.object({
  contractNumber: rq.reqText('contractNumber'),
  fromDate: rq.reqDateTime('fromDate'),
  toDate: rq.optDateTime('toDate'),
  tariffName: rq.optText('tariffName'),
  status: rq.optInt('status'),
  /** In the payloads only, always null there: any id form. */
  delegationId: z
    .union([z.string(), z.number()], {
      error: serviceRefusalText({ field: 'delegationId', kind: 'text-or-number', missing: false }),
    })
    .nullish(),
});
export type TariffReportRequest = z.input<typeof tariffReportRequest>;

/* ----------------------------------------------------------------- response */

/** Lists the payload sends as null and the table does not type: [] and items kept as they are. */
const looseList = z
  .union([z.array(z.unknown()), z.string()], expects('list'))
  .nullish()
  .transform((v): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]));

/** A cost line; `amount` is a Long next to `currency` (-> Money in it). */
export const tariffCost = z
  .looseObject({
    commodity: optText,
    /** Seen: Freight, Origin. */
    chargeType: nullable(openEnum(['Freight', 'Origin', 'Destination'])),
    chargeName: optText,
    chargeDescription: optText,
    amount: optAmount,
    currency: optText,
    chargeUnit: optText,
    criteria: looseList,
    extraInfo: looseList,
  })
  .transform((c) => ({ ...c, amount: inCurrency(c.amount, c.currency) }));

export const tariffRate = z.looseObject({
  pol: optText,
  polServiceType: optText,
  pod: optText,
  podServiceType: optText,
  startDate: optDateTime,
  endDate: optDateTime,
  /** Days (typed DateTime in the table, an integer on the wire). */
  timeInTransit: optInt,
  via: optText,
  /** DRY40 style. */
  containerType: optText,
  costs: list(tariffCost),
});

/** Tariff report item: the table says Name / Type (FCL|LCL int); the wire says contractName / type "SeaContainer". */
export const tariffReportItem = z.looseObject({
  documentId: optId,
  contractName: optText,
  carrier: optText,
  type: nullable(z.union([openEnum(['SeaContainer']), int.transform(String)], expects('tariff-type'))),
  rates: list(tariffRate),
});
export const tariffReportResponse = list(tariffReportItem);
export type TariffReportItem = z.output<typeof tariffReportItem>;
export type TariffRate = z.output<typeof tariffRate>;
export type TariffCost = z.output<typeof tariffCost>;
