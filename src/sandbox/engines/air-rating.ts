import { serviceSentenceText } from '@shared/api/service-sentences';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { airRatingRequest } from '@shared/api/rating-requests';
import type { Dataset } from '../data/dataset';
import type { Airport } from '../data/schemas';
import { invalidField } from '../errors';
import type { ChargeRecord, LegRecord, RateRecord, ShipmentSpec, UnitRecord } from '../state/records';
import { DAY, HOUR, MINUTE, startOfUtcDay, wireDateTime, wireOperatorTime } from '../util/dates';
import { haversineKm } from '../util/geo';
import { prngFor, type Prng } from '../util/prng';
import { airlines, type Airline } from './airlines';
import { convert } from './currency';
import { resolvePlace } from './places';
import type { RatingContext, RatingOutcome } from './rating-common';
import { quoteAnswer, requireCurrency, requireDateTime, seedView } from './rating-common';
import { unitFactors } from './units';

/** An air rate can be saved for this long (the operator's time: see clock.ts). */
export const AIR_RATE_VALIDITY_MS = 2 * DAY;
/** Air volumetric weight: L x W x H (cm) / 6000 = kg. */
const AIR_VOLUMETRIC_DIVISOR = 6000;
/** A connection through the hub is offered when it adds less than this share to the distance. */
const MAX_DETOUR = 1.6;
const CRUISE_KMH = 820;

type AirRequest = z.output<typeof airRatingRequest>;

/**
 * Rates an air shipment between two airports of airports.json: airlines
 * that can route it directly or through their hub, per-kilo rates from the
 * distance, chargeable weight (volumetric 1:6000), a minimum charge, and
 * flight legs in the shape of the historical air payload.
 */
export function rateAir(data: Dataset, body: AirRequest, ctx: RatingContext): RatingOutcome<unknown> {
  const currency = requireCurrency(body.currency, 'EUR');
  const requestedPickup = requireDateTime(body.pickUpDate, 'pickUpDate');
  const from = requireAirport(data, body.departureAirportCode, 'departureAirportCode');
  const to = requireAirport(data, body.arrivalAirportCode, 'arrivalAirportCode');
  if (from.iataCode === to.iataCode) throw invalidField('arrivalAirportCode', serviceSentenceText['same-airport']());

  const prng = prngFor('air', seedView(body));
  const { units, chargeableKg } = airLoad(body);
  const routes = airRoutes(data, from, to);
  const chosen = prng.sample(routes.slice(0, 6), Math.min(routes.length, prng.int(2, 4)));
  const spec = airSpec(data, body, { from, to, currency, units });
  const quoteId = randomUUID();
  const firstDay = Math.max(startOfUtcDay(requestedPickup), startOfUtcDay(ctx.now)) + DAY;
  const rates = chosen.map((route) => {
    const legs = flights(route.airline, route.stops, firstDay, prng);
    const price = airPrice(route, { currency, chargeableKg }, prng);
    const times = airTimes(legs);
    const charges = airCharges(spec, price);
    const record = airRateRecord(ctx, { quoteId, airline: route.airline, legs, times, spec, charges });
    return { record, wire: airRateWire(data, record, { airline: route.airline, from, to, price, legs, times }) };
  });
  return quoteAnswer(quoteId, spec, requestedPickup, rates);
}

/** A way an airline can fly the shipment: direct, or through its hub. */
interface AirRoute {
  readonly airline: Airline;
  readonly stops: readonly Airport[];
  readonly km: number;
}

/** The airlines' routes from `from` to `to` that add less than MAX_DETOUR to the distance, the shortest first. */
function airRoutes(data: Dataset, from: Airport, to: Airport): AirRoute[] {
  const direct = haversineKm(from, to);
  return airlines
    .map((airline) => ({ airline, hub: data.airport(airline.hub) }))
    .filter((x): x is { airline: Airline; hub: Airport } => x.hub !== undefined)
    .map(({ airline, hub }) => {
      const viaHub = hub.iataCode !== from.iataCode && hub.iataCode !== to.iataCode;
      const km = viaHub ? haversineKm(from, hub) + haversineKm(hub, to) : direct;
      return { airline, stops: viaHub ? [from, hub, to] : [from, to], km, detour: km / Math.max(direct, 1) };
    })
    .filter((r) => r.detour < MAX_DETOUR)
    .sort((a, b) => a.detour - b.detour);
}

function airSpec(
  data: Dataset,
  body: AirRequest,
  { from, to, currency, units }: { from: Airport; to: Airport; currency: string; units: UnitRecord[] },
): ShipmentSpec {
  return {
    origin: { ...resolvePlace(data, body.origin).place, iataCode: from.iataCode },
    destination: { ...resolvePlace(data, body.destination).place, iataCode: to.iataCode },
    goodsDescription: body.goodsDescription,
    goodsValue: body.goodsValue,
    currency,
    insurance: body.insurance,
    customs: body.customs,
    dangerousCargo: body.dangerousCargo ?? false,
    units,
  };
}

/** A rate's freight: per kilo net and all-in (in the currency, two decimals) and the all-in price of the chargeable weight. */
interface AirPrice {
  readonly currency: string;
  readonly chargeableKg: number;
  readonly netPerKg: number;
  readonly allInPerKg: number;
  /** Minor units, at least the minimum charge. */
  readonly freightPrice: number;
}

function airPrice(
  { airline, km }: AirRoute,
  { currency, chargeableKg }: { currency: string; chargeableKg: number },
  prng: Prng,
): AirPrice {
  const netPerKgUsd = (0.9 + km * 0.00032) * airline.priceLevel * prng.between(0.92, 1.1);
  const allInPerKgUsd = netPerKgUsd + 0.85;
  const perKg = (usd: number) => convert(Math.round(usd * 100), 'USD', currency) / 100;
  const freightPrice = Math.max(convert(7500, 'USD', currency), Math.round(perKg(allInPerKgUsd) * chargeableKg * 100));
  return {
    currency,
    chargeableKg,
    netPerKg: round2(perKg(netPerKgUsd)),
    allInPerKg: round2(perKg(allInPerKgUsd)),
    freightPrice,
  };
}

/** The freight, then what the shipment asked for beside it: the dangerous goods check, insurance, customs. */
function airCharges(spec: ShipmentSpec, { freightPrice, currency }: AirPrice): ChargeRecord[] {
  const charge = (description: string, value: number): ChargeRecord => ({
    description,
    value,
    currency,
    taxPercent: 0,
  });
  const charges = [charge('Air freight (all-in)', freightPrice)];
  if (spec.dangerousCargo) charges.push(charge('Dangerous goods acceptance check', convert(6500, 'USD', currency)));
  if (spec.insurance)
    charges.push(charge('Insurance', Math.max(convert(2500, 'EUR', currency), Math.round(spec.goodsValue * 0.005))));
  if (spec.customs) charges.push(charge('Customs clearance', convert(7500, 'EUR', currency)));
  return charges;
}

/** Picked up before the first flight, delivered after the last, and the days between. */
interface AirTimes {
  readonly pickupAt: number;
  readonly deliveryAt: number;
  readonly transitDays: number;
}

function airTimes(legs: readonly LegRecord[]): AirTimes {
  const pickupAt = (legs[0] as LegRecord).departAt - 10 * HOUR;
  const deliveryAt = (legs[legs.length - 1] as LegRecord).arriveAt + 4 * HOUR;
  return { pickupAt, deliveryAt, transitDays: Math.max(1, Math.ceil((deliveryAt - pickupAt) / DAY)) };
}

function airRateRecord(
  ctx: RatingContext,
  parts: {
    quoteId: string;
    airline: Airline;
    legs: LegRecord[];
    times: AirTimes;
    spec: ShipmentSpec;
    charges: ChargeRecord[];
  },
): RateRecord {
  const { legs, charges, spec, times } = parts;
  return {
    id: randomUUID(),
    account: ctx.account,
    type: 'air',
    ratingQuoteId: parts.quoteId,
    createdAt: ctx.operatorNow,
    expiresAt: ctx.operatorNow + AIR_RATE_VALIDITY_MS,
    agency: parts.airline.agency,
    service: legs.map((l) => l.transportName).join('-'),
    sealine: null,
    ...times,
    preBooking: false,
    price: charges.reduce((s, c) => s + c.value, 0),
    currency: spec.currency,
    charges,
    spec,
    legs,
  };
}

/** What the wire tells of a rate beyond its record. */
interface AirRateParts {
  readonly airline: Airline;
  readonly from: Airport;
  readonly to: Airport;
  readonly price: AirPrice;
  readonly legs: readonly LegRecord[];
  readonly times: AirTimes;
}

/** The rate as the historical air payload has it. */
function airRateWire(data: Dataset, record: RateRecord, { airline, from, to, price, legs, times }: AirRateParts) {
  const { chargeableKg } = price;
  return {
    airlineCode: airline.code,
    airlineIATACode: airline.prefix,
    arrivalAirportCode: to.iataCode,
    departureAirportCode: from.iataCode,
    netRate: price.netPerKg,
    allInRate: price.allInPerKg,
    chargeableWeight: chargeableKg,
    freightPrice: price.freightPrice,
    legs: legs.map((leg) => airLegWire(data, leg, chargeableKg)),
    surchages: null,
    id: record.id,
    agency: record.agency,
    service: record.service,
    pickUpDate: wireDateTime(times.pickupAt),
    deliveryDate: wireDateTime(times.deliveryAt),
    transitDays: times.transitDays,
    expirationDate: wireOperatorTime(record.expiresAt),
    /** Long, two implied decimals: freight plus every extra charge, in the request's currency. */
    price: record.price,
    extraInfo: [
      'Offer subject to capacity at the time of booking.',
      `Chargeable weight ${chargeableKg} kg (volumetric factor 1:6000).`,
    ],
  };
}

function airLegWire(data: Dataset, leg: LegRecord, chargeableKg: number) {
  return {
    flightNumber: leg.transportName,
    aircraftCode: leg.transportCode.split('/')[0],
    departureTime: wireDateTime(leg.departAt),
    arrivalTime: wireDateTime(leg.arriveAt),
    arrivalAirportCode: leg.to.code,
    departureAirportCode: leg.from.code,
    bodyType: leg.transportCode.split('/')[1] ?? 'UNKNOWN',
    // Estimated from 0.6 kg CO2 per tonne-kilometre.
    cO2: {
      value: round2(
        (chargeableKg / 1000) * haversineKm(airportOf(data, leg.from.code), airportOf(data, leg.to.code)) * 0.6,
      ),
      isEstimation: true,
    },
  };
}

function requireAirport(data: Dataset, code: string, field: string): Airport {
  const airport = data.airport(code);
  if (!airport) throw invalidField(field, serviceSentenceText['unknown-airport'](field, code));
  return airport;
}

function airportOf(data: Dataset, code: string): Airport {
  return data.airport(code) as Airport;
}

function airLoad(body: AirRequest): { units: UnitRecord[]; chargeableKg: number } {
  let total = 0;
  const units = body.cargos.map((c, i): UnitRecord => {
    const f = unitFactors(c.measurementUnit, `cargos[${i}].measurementUnit`);
    const [l, w, h, kg] = [c.length * f.toCm, c.width * f.toCm, c.height * f.toCm, c.weight * f.toKg];
    const line = c.quantity * Math.max(kg, (l * w * h) / AIR_VOLUMETRIC_DIVISOR);
    total += Math.max(line, c.chargeableWeight ?? 0);
    return {
      unitType: 'Box',
      quantity: c.quantity,
      weightKg: kg,
      lengthCm: l,
      widthCm: w,
      heightCm: h,
      isStackable: c.isStackable ?? null,
    };
  });
  return { units, chargeableKg: Math.ceil(total * 2) / 2 };
}

/** Flights through the stops: first departure on `fromDay`, connections of 3 to 30 hours. */
function flights(airline: Airline, stops: readonly Airport[], fromDay: number, prng: Prng): LegRecord[] {
  const legs: LegRecord[] = [];
  let t = fromDay + prng.int(6, 22) * HOUR + prng.pick([0, 15, 30, 45]) * MINUTE;
  for (let i = 0; i + 1 < stops.length; i++) {
    const a = stops[i] as Airport;
    const b = stops[i + 1] as Airport;
    const hours = haversineKm(a, b) / CRUISE_KMH + 0.6;
    const arriveAt = Math.round((t + hours * HOUR) / (5 * MINUTE)) * 5 * MINUTE;
    const [aircraft, body] = prng.pick(airline.fleet);
    legs.push({
      from: { code: a.iataCode, rkstCode: null, city: a.city, countryCode: a.iso },
      to: { code: b.iataCode, rkstCode: null, city: b.city, countryCode: b.iso },
      departAt: t,
      arriveAt,
      transportName: `${airline.code}${prng.int(100, 9899)}`,
      transportCode: `${aircraft}/${body}`,
    });
    t = Math.round((arriveAt + prng.between(3, 30) * HOUR) / (5 * MINUTE)) * 5 * MINUTE;
  }
  return legs;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
