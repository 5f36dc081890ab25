/*
 * Over 400 lines because the rating's answer is one union: the terrestrial, sea
 * and air rates share their common fields and the quote that holds them, and
 * one file lets that union be read in one place.
 */
import { z } from 'zod';
import type { Money } from '../domain/money';
import { times, totalsByCurrency } from '../domain/money';
import { expects } from './answer-words';
import { schemaWords } from './schema-words';
import type { Open } from './wire';
import {
  amountWire,
  bool,
  compiledOnFirstUse,
  coords,
  id,
  inCurrency,
  list,
  moneyOf,
  nullable,
  openEnum,
  optAmount,
  optAmountObjectFirst,
  optDateTime,
  optInt,
  optNum,
  optText,
  text,
} from './wire';

/*
 * The answers of a rating (spec 2.4): the quote with its rates, terrestrial,
 * sea or air, as the service sends them and as the app reads them. The
 * requests are in rating-requests.ts.
 */

/** Location echoed in a quote: every text may be null (FCL sends only the country). */
export const quoteLocation = z.looseObject({
  postalCode: optText,
  country: optText,
  city: optText,
  state: optText,
  street: optText,
  /** {lat: null, lng: null} and an absent object both become null. */
  coords,
});
export type QuoteLocation = z.output<typeof quoteLocation>;

/** Fields every rate record has (terrestrial, sea, air). */
const rateCommon = {
  /** The rate id, used to save the rate as a quote. */
  id,
  agency: optText,
  service: optText,
  pickUpDate: optDateTime,
  deliveryDate: optDateTime,
  transitDays: optInt,
  expirationDate: optDateTime,
  /** Long in the payloads (no currency next to it: currency null); absent in FCL. */
  price: optAmount,
  /** Null in sea payloads: []. */
  extraInfo: list(text),
};

export const terrestrialRate = z.looseObject(rateCommon);
export type TerrestrialRate = z.output<typeof terrestrialRate>;

/* Sea rate parts */

export const maritimeLocationTypes = ['VESSEL', 'TRUCK', 'TERMINAL'] as const;
export const maritimeLocation = z.looseObject({
  type: nullableOpen(maritimeLocationTypes),
  rkstCode: optText,
  unLocCode: optText,
  city: optText,
  countryCode: optText,
  expectedDate: optDateTime,
});
export const transport = z.looseObject({ name: optText, code: optText, transportMode: optText });
export const routeDetail = z.looseObject({
  fromLocation: nullable(maritimeLocation),
  toLocation: nullable(maritimeLocation),
  transport: nullable(transport),
});
export const deadlineTypes = ['Documentation', 'Marine Services'] as const;
/** Deadline; `deadLine` comes with `T` (FCL) or a space (LCL). Spec names kept: deadLineKey, deadLine. */
export const deadline = z.looseObject({
  deadLineKey: optText,
  type: nullableOpen(deadlineTypes),
  deadLine: optDateTime,
  name: optText,
});
export const scheduleDetail = z.looseObject({ routeDetails: list(routeDetail), deadlines: list(deadline) });

export const chargeTypes = ['Demurrage', 'Detention', 'Storage'] as const;
/** Free-time condition; price is a Money object in FCL, a Long (currency unknown: null) in LCL. */
export const condition = z.looseObject({
  chargeType: nullableOpen(chargeTypes),
  /** `20DRY` style (domain/containers.ts maps it to `DRY20`). */
  containerSizeType: optText,
  freeTimeStartEvent: optText,
  freeTimeGrantInDays: optInt,
  commodity: optText,
  price: optAmountObjectFirst,
});

export const penaltyTypes = ['AmmendmentFee', 'CancellationFee', 'NoShowFee', 'CompensationFee'] as const;
const penaltyCharge = z.looseObject({
  /** Kept as sent: FCL says AmmendmentFee for every charge; `name` tells them apart. */
  penaltyType: nullableOpen(penaltyTypes),
  name: optText,
  /** Money object (FCL) or Long (LCL, currency from the penalty's `currency`). A compensation may be negative. */
  price: optAmountObjectFirst,
});
/** The domain penalty (unknown wire keys are kept at run time but, as ever, not in the type). */
interface PenaltyShape {
  containerSizeType: string | null;
  currency: string | null;
  charges: { penaltyType: Open<(typeof penaltyTypes)[number]> | null; name: string | null; price: Money | null }[];
}
export const penalty = z
  .looseObject({ containerSizeType: optText, currency: optText, charges: list(penaltyCharge) })
  .transform((p): PenaltyShape => {
    // Assigned in place: the objects are this parse's own output, and object spread per charge was a hot spot.
    for (const c of p.charges) c.price = inCurrency(c.price, p.currency);
    return p;
  });

/* Surcharges */

export const surchargeBases = ['PER_CONTAINER', 'PER_DOC'] as const;
/** Model: Freight|Origin|Destination; LCL sends "Paid at Origin", "Paid at Destination", "Paid with Freight". */
export const surchargeTypes = [
  'Freight',
  'Origin',
  'Destination',
  'Paid with Freight',
  'Paid at Origin',
  'Paid at Destination',
] as const;

/** The domain surcharge item (unknown wire keys are kept at run time but, as ever, not in the type). */
type SurchargeItemShape = {
  quantity: number | null;
  basis: Open<(typeof surchargeBases)[number]> | null;
  type: Open<(typeof surchargeTypes)[number]> | null;
  chargeCode: string | null;
  containerSizeType: string | null;
  description: string | null;
  value: Money | null;
  total: Money | null;
};

/** The wire item: every field absent or null -> null, unknown fields kept. */
const surchargeItemWire = z.looseObject({
  quantity: optInt,
  basis: nullableOpen(surchargeBases),
  type: nullableOpen(surchargeTypes),
  chargeCode: optText,
  description: optText,
  chargeDescription: optText,
  /** Made a Money below, with the item's currency, in one step (the ~900 items of a large answer). */
  value: nullable(amountWire),
  currency: optText,
  /** `DRY20` style here, unlike conditions and penalties. */
  containerSizeType: optText,
});
const surchargeItemWireKeys = new Set(Object.keys(surchargeItemWire.shape));

/**
 * Surcharge item. Domain `description` is FCL's `description` or LCL's
 * `chargeDescription` (both keys are dropped); `value` is a Money (FCL items
 * carry `currency`, which moves into it; LCL items none: null); `total` is
 * value x quantity (quantity 1 when absent).
 */
function toSurchargeItem(item: z.output<typeof surchargeItemWire>): SurchargeItemShape {
  /*
   * Built as a literal, not with object rest and spread: V8 runs those through
   * a slow generic path, and a large FCL answer has ~900 items. Same keys in
   * the same order as ever: the wire item's less the four consumed (the wire
   * object holds every schema key, then any unknown ones), then description,
   * value, total. Without unknown keys (every item the service sends today)
   * one literal of all eight, so every item gets the same shape at once.
   */
  const value = item.value === null ? null : moneyOf(item.value, item.currency);
  const total = value === null ? null : times(value, item.quantity ?? 1);
  const description = item.description ?? item.chargeDescription;
  if (Object.keys(item).length === surchargeItemWireKeys.size) {
    return {
      quantity: item.quantity,
      basis: item.basis,
      type: item.type,
      chargeCode: item.chargeCode,
      containerSizeType: item.containerSizeType,
      description,
      value,
      total,
    };
  }
  const out: Record<string, unknown> = {
    quantity: item.quantity,
    basis: item.basis,
    type: item.type,
    chargeCode: item.chargeCode,
    containerSizeType: item.containerSizeType,
  };
  for (const key in item) if (!surchargeItemWireKeys.has(key)) out[key] = item[key];
  out.description = description;
  out.value = value;
  out.total = total;
  // The eight domain keys are set above; the others are the unknown wire keys, kept as every looseObject keeps them.
  return out as SurchargeItemShape;
}
export type SurchargeItem = SurchargeItemShape;

/**
 * A list of surcharge items: the wire items checked by zod, then made domain
 * items in one transform over the list, not one per item. Each transform
 * zod runs costs a call and a payload of its own, and a large FCL answer
 * holds ~900 items: the check of the same items with the same messages, for
 * two objects fewer an item.
 */
function toSurchargeItems(items: z.output<typeof surchargeItemWire>[]): SurchargeItem[] {
  return items.map(toSurchargeItem);
}

/** How the payload grouped surcharges: FCL per freight / at origin / at destination, LCL per doc / per container. */
export type SurchargeGroupName = Open<'perFreight' | 'atOrigin' | 'atDestination' | 'perDoc' | 'perContainer'>;
export interface SurchargeGroup {
  readonly group: SurchargeGroupName;
  /** For LCL per-container groups: the container (`40DRY` style); else null. */
  readonly containerSizeType: string | null;
  readonly items: SurchargeItem[];
  /** One total per currency of the items' totals. */
  readonly totals: Money[];
}

const perContainerGroup = z.looseObject({
  containerSizeType: optText,
  surcharges: list(surchargeItemWire).transform(toSurchargeItems),
});
/*
 * The lists `surcharges` parses each group with: built once (not per group of
 * every rate) and compiled on first use, since a large FCL answer holds ~900
 * surcharge items and they are most of its parse time.
 */
const surchargeItemList = compiledOnFirstUse(list(surchargeItemWire).transform(toSurchargeItems));
const perContainerGroupList = compiledOnFirstUse(list(perContainerGroup));

/** Names of the known list keys (and the model's singular/plural variants). */
function groupName(key: string): SurchargeGroupName {
  const k = key.toLowerCase();
  if (k.includes('perfreight')) return 'perFreight';
  if (k.includes('atorigin')) return 'atOrigin';
  if (k.includes('atdestination')) return 'atDestination';
  if (k.includes('perdoc')) return 'perDoc';
  if (k.includes('percontainer')) return 'perContainer';
  return key;
}

function makeGroup(
  group: SurchargeGroupName,
  containerSizeType: string | null,
  items: SurchargeItem[],
): SurchargeGroup {
  // A loop, not flatMap: no throwaway array per item.
  const itemTotals: Money[] = [];
  for (const item of items) if (item.total) itemTotals.push(item.total);
  return { group, containerSizeType, items, totals: totalsByCurrency(itemTotals) };
}

/**
 * `surchages` (sic): the FCL form {surchargesPerFreight, surchargesAtOrigin,
 * surchargesAtDestination}, the LCL form {surchargePerDocs, surchargesPerContainer:
 * [{containerSizeType, surcharges}]}, null, or a plain list of items. Becomes a
 * list of groups in payload order; any other list key becomes a group named
 * after the key, so nothing the service adds is lost.
 */
export const surcharges = z
  .union([z.array(surchargeItemWire), z.record(z.string(), z.unknown())], expects('surcharges'))
  .nullish()
  .transform((value, ctx): SurchargeGroup[] => {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value.length ? [makeGroup('items', null, toSurchargeItems(value))] : [];
    const groups: SurchargeGroup[] = [];
    for (const [key, raw] of Object.entries(value)) {
      if (raw === null || raw === undefined) continue;
      const name = groupName(key);
      if (name === 'perContainer') {
        const parsed = perContainerGroupList.safeParse(raw, { error: schemaWords });
        if (!parsed.success) {
          for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [key, ...issue.path] });
          continue;
        }
        for (const g of parsed.data) groups.push(makeGroup(name, g.containerSizeType, g.surcharges));
      } else if (Array.isArray(raw)) {
        const parsed = surchargeItemList.safeParse(raw, { error: schemaWords });
        if (!parsed.success) {
          for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [key, ...issue.path] });
          continue;
        }
        groups.push(makeGroup(name, null, parsed.data));
      }
      // Non-list values under surchages carry no items; nothing to show.
    }
    return groups;
  });

/** The sea rate as sent (FCL and LCL): unknown keys kept, surcharges already grouped. */
const seaRateWire = z.looseObject({
  ...rateCommon,
  /** Carrier code: MAEU009A in FCL, MAEU in LCL. */
  sealine: optText,
  scheduleDetails: list(scheduleDetail),
  conditions: list(condition),
  penalties: list(penalty),
  surchages: surcharges,
  surcharges: surcharges,
});
const seaRateWireKeys = Object.keys(seaRateWire.shape).length;

/** The domain sea rate, from the wire's with its unknown keys (rare): the general form of `seaRateOf`. */
function seaRateWithUnknownKeys(
  { surchages: _wire, surcharges: _spelled, ...rest }: z.output<typeof seaRateWire>,
  groups: SurchargeGroup[],
) {
  return {
    ...rest,
    transitDays: rest.transitDays === -1 ? null : rest.transitDays,
    isPreBooking: rest.transitDays === -1 || rest.deliveryDate === null,
    surcharges: groups,
    surchargeTotals: totalsByCurrency(groups.flatMap((g) => g.totals)),
  };
}

function seaRateOf(rate: z.output<typeof seaRateWire>): ReturnType<typeof seaRateWithUnknownKeys> {
  const groups = rate.surchages.length ? rate.surchages : rate.surcharges;
  if (Object.keys(rate).length !== seaRateWireKeys) return seaRateWithUnknownKeys(rate, groups);
  /*
   * Without unknown keys (every rate the service sends today), one literal
   * with the same keys in the same order: object rest and spread of a rate's
   * keys take V8's slow generic path.
   */
  const out = {
    id: rate.id,
    agency: rate.agency,
    service: rate.service,
    pickUpDate: rate.pickUpDate,
    deliveryDate: rate.deliveryDate,
    transitDays: rate.transitDays === -1 ? null : rate.transitDays,
    expirationDate: rate.expirationDate,
    price: rate.price,
    extraInfo: rate.extraInfo,
    sealine: rate.sealine,
    scheduleDetails: rate.scheduleDetails,
    conditions: rate.conditions,
    penalties: rate.penalties,
    isPreBooking: rate.transitDays === -1 || rate.deliveryDate === null,
    surcharges: groups,
    surchargeTotals: totalsByCurrency(groups.flatMap((g) => g.totals)),
  };
  // The general form's type, which keeps the wire's index signature for unknown keys: here there are none.
  return out as ReturnType<typeof seaRateWithUnknownKeys>;
}

/**
 * Sea rate record (FCL and LCL). Domain `surcharges` replaces the wire's
 * `surchages`; `transitDays` -1 (pre-booking) becomes null and `isPreBooking`
 * says so; `surchargeTotals` sums every group per currency.
 */
export const seaRate = seaRateWire.transform(seaRateOf);
export type SeaRate = z.output<typeof seaRate>;

/* Air rate (historical docs) */

export const flightLeg = z
  .looseObject({
    flightNumber: optText,
    aircraftCode: optText,
    departureTime: optDateTime,
    arrivalTime: optDateTime,
    departureAirportCode: optText,
    arrivalAirportCode: optText,
    bodyType: optText,
    /** Wire `cO2` -> domain `co2`. */
    cO2: z
      .looseObject({ value: optNum, isEstimation: nullableBool() })
      .nullish()
      .transform((v) => v ?? null),
  })
  .transform(({ cO2, ...rest }) => ({ ...rest, co2: cO2 }));

/**
 * Air rate: the common rate plus airline and flight legs. `freightPrice` is a
 * Long like `price`; `netRate` and `allInRate` are per-kilo figures of
 * undocumented scale, so they stay plain numbers.
 */
export const airRate = z
  .looseObject({
    ...rateCommon,
    airlineCode: optText,
    /** A number on the wire (72): kept as text, it is a code. */
    airlineIATACode: z
      .union([z.string(), z.number()], expects('code'))
      .nullish()
      .transform((v) => (v === undefined || v === null ? null : String(v))),
    departureAirportCode: optText,
    arrivalAirportCode: optText,
    netRate: optNum,
    allInRate: optNum,
    chargeableWeight: optNum,
    freightPrice: optAmount,
    legs: list(flightLeg),
    surchages: surcharges,
  })
  .transform(({ surchages, ...rest }) => ({ ...rest, surcharges: surchages }));
export type AirRate = z.output<typeof airRate>;

/* Quotes */

function quoteOf<R extends z.ZodType>(rate: R) {
  return z.looseObject({
    quoteId: id,
    origin: nullable(quoteLocation),
    destination: nullable(quoteLocation),
    pickUpDate: optDateTime,
    rates: list(rate),
  });
}

export const terrestrialQuoteResponse = quoteOf(terrestrialRate);
/** Compiled on first use: sea answers are the largest the app parses (a big FCL rating most of all). */
export const seaQuoteResponse = compiledOnFirstUse(quoteOf(seaRate));
export const airQuoteResponse = quoteOf(airRate);
export type TerrestrialQuote = z.output<typeof terrestrialQuoteResponse>;
export type SeaQuote = z.output<typeof seaQuoteResponse>;
export type AirQuote = z.output<typeof airQuoteResponse>;
/** The answer of any rating operation. */
export type Quote = TerrestrialQuote | SeaQuote | AirQuote;
export type Rate = TerrestrialRate | SeaRate | AirRate;

/* local helpers */

function nullableOpen<const T extends readonly string[]>(known: T) {
  return nullable(openEnum(known));
}
function nullableBool() {
  return nullable(bool);
}
