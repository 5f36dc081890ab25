import { toSizeTypeContainerCode, findContainerType } from '@shared/domain/containers';
import type { LegRecord, RateRecord, UnitRecord } from '../state/records';
import { DAY, HOUR, startOfUtcDay, wireDateTime, wireDateTimeSpace, wireOperatorTime7 } from '../util/dates';
import type { Prng } from '../util/prng';
import { convert } from './currency';
import { LCL_CONTAINER, type SeaChargeLine, type SeaPricing } from './sea-charges';

/*
 * Sea rates as the service writes them. FCL and LCL answers differ (see the
 * observed payloads): this file is the only place that knows how.
 */

export type SeaMode = 'sea/fcl' | 'sea/lcl';

export interface RateParts {
  readonly conditions: unknown[];
  readonly penalties: unknown[];
  readonly surchages: unknown;
}

const sizeType = (code: string) => toSizeTypeContainerCode(code) ?? code;
const money = (value: number, currency: string) => ({ value, currency });

/**
 * FCL form (as the FCL payload): surchages {surchargesPerFreight,
 * surchargesAtOrigin, surchargesAtDestination} with `description`, `currency`
 * and `containerSizeType` (DRY20 style); conditions and penalty prices are
 * Money objects; containers in conditions/penalties are 20DRY style.
 */
export function fclParts(
  units: readonly UnitRecord[],
  lines: readonly SeaChargeLine[],
  p: SeaPricing,
  prng: Prng,
): RateParts {
  const types = [...new Set(units.map((u) => u.containerType ?? 'DRY20'))];
  const item = (l: SeaChargeLine) => ({
    quantity: l.quantity,
    basis: l.basis,
    type: l.group === 'freight' ? 'Freight' : l.group === 'origin' ? 'Origin' : 'Destination',
    chargeCode: l.chargeCode,
    description: l.description,
    value: l.value,
    currency: l.currency,
    containerSizeType: l.containerType,
  });
  const dc = p.destinationCurrency;
  const conditions = types.flatMap((code) => {
    const info = findContainerType(code);
    const reefer = info?.isReefer === true;
    const big = info && info.sizeFt > 20 ? 2 : 1;
    const commodity = reefer
      ? 'REEFER CARGO'
      : units.some((u) => u.containerType === code && u.imoNumber)
        ? 'DANGEROUS CARGO'
        : 'GENERAL CARGO';
    return [
      {
        chargeType: 'Demurrage',
        containerSizeType: sizeType(code),
        freeTimeStartEvent: 'DISCHARGE',
        freeTimeGrantInDays: reefer ? 3 : prng.int(4, 7),
        commodity,
        price: money(convert(big * 7500 * (reefer ? 2 : 1), 'EUR', dc), dc),
      },
      {
        chargeType: 'Detention',
        containerSizeType: sizeType(code),
        freeTimeStartEvent: 'GATE_OUT',
        freeTimeGrantInDays: reefer ? 2 : prng.int(5, 10),
        commodity,
        price: money(convert(big * 4000 * (reefer ? 2 : 1), 'EUR', dc), dc),
      },
      ...(prng.chance(0.4)
        ? [
            {
              chargeType: 'Storage',
              containerSizeType: sizeType(code),
              freeTimeStartEvent: 'DISCHARGE',
              freeTimeGrantInDays: 5,
              commodity,
              price: money(convert(big * 2500, 'EUR', dc), dc),
            },
          ]
        : []),
    ];
  });
  const scale = p.factor;
  const penalties = types.map((code) => ({
    containerSizeType: sizeType(code),
    charges: [
      { penaltyType: 'AmmendmentFee', price: money(Math.round(18 * scale) * 100, 'USD'), name: 'Amendment Fee' },
      { penaltyType: 'CancellationFee', price: money(Math.round(25 * scale) * 100, 'USD'), name: 'Cancellation Fee' },
      { penaltyType: 'NoShowFee', price: money(Math.round(50 * scale) * 100, 'USD'), name: 'No Show Fee' },
      // The carrier compensates the shipper when it rolls the box: a negative charge, as in the payload.
      { penaltyType: 'CompensationFee', price: money(-Math.round(25 * scale) * 100, 'USD'), name: 'Compensation Fee' },
    ],
  }));
  return {
    conditions,
    penalties,
    surchages: {
      surchargesPerFreight: lines.filter((l) => l.group === 'freight').map(item),
      surchargesAtOrigin: lines.filter((l) => l.group === 'origin').map(item),
      surchargesAtDestination: lines.filter((l) => l.group === 'destination').map(item),
    },
  };
}

/**
 * LCL form (as the LCL payload): surchages {surchargePerDocs,
 * surchargesPerContainer: [{containerSizeType, surcharges}]} with
 * `chargeDescription`, types "Paid with Freight" / "Paid at Origin" / "Paid at
 * Destination", no currency on items (Longs in the request's currency);
 * penalties carry `currency` and Long prices.
 */
export function lclParts(lines: readonly SeaChargeLine[], price: number, p: SeaPricing, prng: Prng): RateParts {
  const paid = (l: SeaChargeLine) =>
    l.group === 'freight' ? 'Paid with Freight' : l.group === 'origin' ? 'Paid at Origin' : 'Paid at Destination';
  const item = (l: SeaChargeLine) => ({
    quantity: l.quantity,
    basis: l.basis,
    type: paid(l),
    chargeCode: l.chargeCode,
    chargeDescription: l.description,
    value: l.value,
  });
  const box = sizeType(LCL_CONTAINER);
  const rc = p.requestCurrency;
  return {
    conditions: [
      {
        chargeType: 'Storage',
        containerSizeType: box,
        freeTimeStartEvent: 'DISCHARGE',
        freeTimeGrantInDays: prng.int(5, 8),
        commodity: 'GENERAL CARGO',
        price: convert(4000, 'EUR', rc),
      },
      {
        chargeType: 'Detention',
        containerSizeType: box,
        freeTimeStartEvent: 'DISCHARGE',
        freeTimeGrantInDays: 5,
        commodity: 'GENERAL CARGO',
        price: convert(450, 'EUR', rc),
      },
    ],
    penalties: [
      {
        containerSizeType: box,
        currency: rc,
        charges: [
          {
            penaltyType: 'AmmendmentFee',
            price: Math.max(convert(5000, 'EUR', rc), Math.round(price * 0.04)),
            name: 'Amendment Fee',
          },
          {
            penaltyType: 'CancellationFee',
            price: Math.max(convert(5000, 'EUR', rc), Math.round(price * 0.04)),
            name: 'Cancellation Fee',
          },
          {
            penaltyType: 'NoShowFee',
            price: Math.max(convert(10000, 'EUR', rc), Math.round(price * 0.08)),
            name: 'No Show Fee',
          },
        ],
      },
    ],
    surchages: {
      surchargePerDocs: lines.filter((l) => l.basis === 'PER_DOC').map(item),
      surchargesPerContainer: [
        { containerSizeType: box, surcharges: lines.filter((l) => l.basis !== 'PER_DOC').map(item) },
      ],
    },
  };
}

/** Deadlines of one voyage leg, before its departure: FCL writes them with `T`, LCL with a space (as the payloads). */
function deadlines(departAt: number, mode: SeaMode) {
  const write = mode === 'sea/fcl' ? wireDateTime : wireDateTimeSpace;
  const day = startOfUtcDay(departAt);
  const at = (daysBefore: number, hour: number) => write(day - daysBefore * DAY + hour * HOUR);
  return [
    { deadLineKey: 'CY', type: 'Documentation', deadLine: at(3, 9), name: 'Commercial Cargo Cutoff' },
    mode === 'sea/fcl'
      ? { deadLineKey: 'SINONAMS', type: 'Documentation', deadLine: at(4, 15), name: 'Shipping Instructions Deadline' }
      : {
          deadLineKey: 'SIAMS',
          type: 'Documentation',
          deadLine: at(6, 16),
          name: 'Shipping Instructions Deadline for Advance Manifest Cargo',
        },
    { deadLineKey: 'VGM', type: 'Documentation', deadLine: at(2, 9), name: 'Commercial Verified Gross Mass Deadline' },
    { deadLineKey: 'LCD', type: 'Marine Services', deadLine: at(4, 11), name: 'Loadlist Closure Deadline' },
    { deadLineKey: 'CSPD', type: 'Marine Services', deadLine: at(4, 15), name: 'Coprar to Stowage Planners Deadline' },
    { deadLineKey: 'FLD', type: 'Marine Services', deadLine: at(3, 15), name: 'Final Loadlist Deadline' },
    { deadLineKey: 'SCDD', type: 'Marine Services', deadLine: at(3, 11), name: 'Special Cargo Documentation Deadline' },
  ];
}

export function seaRateWire(r: RateRecord, mode: SeaMode, parts: RateParts) {
  const location = (p: LegRecord['from'], at: number) => ({
    type: 'TERMINAL',
    rkstCode: p.rkstCode,
    unLocCode: p.code,
    city: p.city,
    countryCode: p.countryCode,
    expectedDate: wireDateTime(at),
  });
  // One schedule detail per vessel leg, each with its own deadlines (as the FCL payload).
  const scheduleDetails = r.preBooking
    ? []
    : r.legs.map((leg) => ({
        routeDetails: [
          {
            fromLocation: location(leg.from, leg.departAt),
            toLocation: location(leg.to, leg.arriveAt),
            transport: { transportMode: 'VESSEL', name: leg.transportName, code: leg.transportCode },
          },
        ],
        deadlines: deadlines(leg.departAt, mode),
      }));
  const extraInfo = r.preBooking
    ? [
        'Pre-booking: the carrier confirms the vessel and the dates after the booking; the schedule is not guaranteed.',
        `Estimated departure week of ${wireDateTime(startOfUtcDay(r.legs[0]?.departAt ?? r.pickupAt)).slice(0, 10)}.`,
      ]
    : null;
  return {
    sealine: r.sealine,
    scheduleDetails,
    conditions: parts.conditions,
    penalties: parts.penalties,
    surchages: parts.surchages,
    id: r.id,
    agency: r.agency,
    service: r.service,
    pickUpDate: wireDateTime(r.pickupAt),
    deliveryDate: r.deliveryAt === null ? null : wireDateTime(r.deliveryAt),
    transitDays: r.preBooking ? -1 : r.transitDays,
    expirationDate: wireOperatorTime7(r.expiresAt),
    /**
     * Long, two implied decimals, in the request's currency: the ALL-IN total,
     * ocean freight plus every surcharge (origin, destination, per document),
     * converted at the sandbox's fixed rates. The real FCL answers carry no
     * price; the sandbox always does so the app can compare rates.
     */
    price: r.price,
    extraInfo,
  };
}
