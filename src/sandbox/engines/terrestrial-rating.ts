import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { boxRatingRequest, palletRatingRequest } from '@shared/api/rating-requests';
import type { Dataset } from '../data/dataset';
import type { ChargeRecord, RateRecord, ShipmentSpec, UnitRecord } from '../state/records';
import {
  addWorkingDays,
  atTimeOfDay,
  DAY,
  HOUR,
  nextWorkingDay,
  startOfUtcDay,
  wireDateTime,
  wireOperatorTime,
} from '../util/dates';
import { haversineKm, ROAD_FACTOR } from '../util/geo';
import { prngFor } from '../util/prng';
import { convert, domesticVatPercent } from './currency';
import { quoteLocationOf, resolvePlace } from './places';
import type { RatingContext, RatingOutcome } from './rating-common';
import { cutOffLine, requireCurrency, requireDateTime, seedView } from './rating-common';
import { crossesCustomsBorder, roadServices, servesLane, type RoadMode, type RoadService } from './road-carriers';
import { unitFactors } from './units';

/** A road rate can be saved for this long (the operator's time: see clock.ts). */
export const ROAD_RATE_VALIDITY_MS = 12 * HOUR;
/** Volumetric weight of parcels: L x W x H (cm) / 5000 = kg. */
const PARCEL_VOLUMETRIC_DIVISOR = 5000;
/** Pallet freight is charged at no less than 300 kg per m3 (L x W x H cm / 3333). */
const PALLET_VOLUMETRIC_DIVISOR = 3333;
/** A EUR pallet's footprint (120 x 80 cm): one "pallet place". */
const PALLET_PLACE_CM2 = 120 * 80;
/** A pallet that cannot take another on top blocks the space above it too. */
const NON_STACKABLE_FACTOR = 1.6;
/** Standard footprints of the rating pallet types (spec: Custom uses the request's size). */
const PALLET_FOOTPRINTS: Readonly<Record<string, readonly [number, number]>> = {
  Euro1: [120, 80],
  Euro2: [120, 100],
  Uk: [120, 100],
};
const FUEL_PERCENT = 12.5;
/** The carrier tables are in EUR; answers are converted to the request's currency. */
const TARIFF_CURRENCY = 'EUR';

type BoxRequest = z.output<typeof boxRatingRequest>;
type PalletRequest = z.output<typeof palletRatingRequest>;
export type TerrestrialRequest = { mode: 'boxes'; body: BoxRequest } | { mode: 'pallets'; body: PalletRequest };

interface Load {
  readonly units: UnitRecord[];
  /** Boxes: chargeable kg. Pallets: chargeable kg (weight or 300 kg/m3). */
  readonly chargeableKg: number;
  /** Pallets: pallet places, non-stackable ones counted bigger. */
  readonly places: number;
  readonly heaviestPieceKg: number;
}

/**
 * Rates a box or pallet shipment: every carrier service that serves the lane
 * and takes the pieces, priced from the road distance between the two postal
 * codes, the chargeable weight (volumetric for boxes, pallet places and
 * stackability for pallets), fuel, dangerous goods, insurance and customs.
 * The same request gives the same carriers, prices and transit days.
 */
export function rateTerrestrial(
  data: Dataset,
  request: TerrestrialRequest,
  ctx: RatingContext,
): RatingOutcome<ReturnType<typeof quoteBody>> {
  const { mode, body } = request;
  const currency = requireCurrency(body.currency, 'EUR');
  const requestedPickup = requireDateTime(body.pickUpDate, 'pickUpDate');
  const origin = resolvePlace(data, body.origin);
  const destination = resolvePlace(data, body.destination);
  const km =
    origin.point && destination.point ? Math.max(5, haversineKm(origin.point, destination.point) * ROAD_FACTOR) : 800;
  const load = mode === 'boxes' ? boxLoad(body.boxes) : palletLoad(body.pallets);
  const prng = prngFor(`road-${mode}`, seedView(body));

  const oc = origin.place.country;
  const dc = destination.place.country;
  const candidates = roadServices.filter(
    (s) => s.mode === mode && servesLane(s.region, oc, dc) && load.heaviestPieceKg <= s.maxPieceKg,
  );
  // Not every carrier has capacity every day: drop some, but keep a choice of at least three.
  const available = candidates.filter(() => !prng.chance(0.2));
  const offered = available.length >= Math.min(3, candidates.length) ? available : candidates;

  const spec: ShipmentSpec = {
    origin: origin.place,
    destination: destination.place,
    goodsDescription: body.goodsDescription,
    goodsValue: body.goodsValue,
    currency,
    insurance: body.insurance,
    customs: body.customs,
    dangerousCargo: body.dangerousCargo,
    units: load.units,
  };
  const quoteId = randomUUID();
  const vat = domesticVatPercent(oc, dc);
  const international = oc !== dc;

  const rates: RateRecord[] = offered.map((service) => {
    const factor = prng.between(0.9, 1.12);
    const charges = priceCharges(service, mode, load, km, factor, body, crossesCustomsBorder(oc, dc)).map(
      (c): ChargeRecord => ({ ...c, value: convert(c.value, TARIFF_CURRENCY, currency), currency, taxPercent: vat }),
    );
    const transitDays = transitDaysFor(service, mode, km, international, prng.chance(0.2));
    const pickupAt = pickupSlot(requestedPickup, ctx.now, service);
    const deliveryAt = atTimeOfDay(addWorkingDays(pickupAt, transitDays), service.deliveryHour);
    return {
      id: randomUUID(),
      account: ctx.account,
      type: mode,
      ratingQuoteId: quoteId,
      createdAt: ctx.operatorNow,
      expiresAt: ctx.operatorNow + ROAD_RATE_VALIDITY_MS,
      agency: service.agency,
      service: service.service,
      sealine: null,
      pickupAt,
      deliveryAt,
      transitDays,
      preBooking: false,
      price: charges.reduce((s, c) => s + c.value, 0),
      currency,
      charges,
      spec,
      legs: [],
    };
  });
  rates.sort((a, b) => a.price - b.price);

  return {
    body: quoteBody(quoteId, spec, requestedPickup, rates, offered, body.dangerousCargo),
    rates,
  };
}

function quoteBody(
  quoteId: string,
  spec: ShipmentSpec,
  requestedPickup: number,
  rates: readonly RateRecord[],
  services: readonly RoadService[],
  dangerous: boolean,
) {
  return {
    quoteId,
    origin: quoteLocationOf(spec.origin),
    destination: quoteLocationOf(spec.destination),
    pickUpDate: wireDateTime(requestedPickup),
    rates: rates.map((r) => {
      const service = services.find((s) => s.service === r.service);
      const extra = [
        ...(service?.extraInfo ?? []),
        ...(dangerous
          ? ['Dangerous goods travel under ADR: have the UN numbers and the declaration ready at pickup.']
          : []),
        cutOffLine(r.pickupAt),
      ];
      return {
        id: r.id,
        agency: r.agency,
        service: r.service,
        pickUpDate: wireDateTime(r.pickupAt),
        deliveryDate: r.deliveryAt === null ? null : wireDateTime(r.deliveryAt),
        transitDays: r.transitDays,
        expirationDate: wireOperatorTime(r.expiresAt),
        /** Long, two implied decimals: the total of every charge, in the request's currency. */
        price: r.price,
        extraInfo: extra,
      };
    }),
  };
}

function boxLoad(boxes: BoxRequest['boxes']): Load {
  let chargeable = 0;
  let heaviest = 0;
  const units = boxes.map((b, i): UnitRecord => {
    const f = unitFactors(b.measurementUnit, `boxes[${i}].measurementUnit`);
    const [l, w, h, kg] = [b.length * f.toCm, b.width * f.toCm, b.height * f.toCm, b.weight * f.toKg];
    chargeable += b.quantity * Math.max(kg, (l * w * h) / PARCEL_VOLUMETRIC_DIVISOR);
    heaviest = Math.max(heaviest, kg);
    return { unitType: 'Box', quantity: b.quantity, weightKg: kg, lengthCm: l, widthCm: w, heightCm: h };
  });
  return { units, chargeableKg: Math.ceil(chargeable * 2) / 2, places: 0, heaviestPieceKg: heaviest };
}

function palletLoad(pallets: PalletRequest['pallets']): Load {
  let chargeable = 0;
  let places = 0;
  let heaviest = 0;
  const units = pallets.map((p, i): UnitRecord => {
    const f = unitFactors(p.measurementUnit, `pallets[${i}].measurementUnit`);
    const standard = PALLET_FOOTPRINTS[p.palletType];
    const l = Math.max(p.length * f.toCm, standard?.[0] ?? 0);
    const w = Math.max(p.width * f.toCm, standard?.[1] ?? 0);
    const h = p.height * f.toCm;
    const kg = p.weight * f.toKg;
    const place = Math.max(0.5, (l * w) / PALLET_PLACE_CM2) * (p.isStackable ? 1 : NON_STACKABLE_FACTOR);
    places += p.quantity * place;
    chargeable += p.quantity * Math.max(kg, (l * w * h) / PALLET_VOLUMETRIC_DIVISOR);
    heaviest = Math.max(heaviest, kg);
    return {
      unitType: 'Pallet',
      quantity: p.quantity,
      weightKg: kg,
      lengthCm: l,
      widthCm: w,
      heightCm: h,
      isStackable: p.isStackable,
      palletType: p.palletType,
    };
  });
  return { units, chargeableKg: Math.ceil(chargeable), places, heaviestPieceKg: heaviest };
}

/** The charges of one service, in EUR cents before conversion. */
function priceCharges(
  s: RoadService,
  mode: RoadMode,
  load: Load,
  km: number,
  factor: number,
  body: BoxRequest | PalletRequest,
  customsBorder: boolean,
): Array<{ description: string; value: number }> {
  const transport =
    mode === 'boxes'
      ? s.fixed + load.chargeableKg * s.perUnit + ((load.chargeableKg * km) / 100) * s.perDistance
      : load.places * (s.fixed + s.perUnit * km) + ((load.chargeableKg * km) / 100) * s.perDistance;
  const base = Math.round(transport * factor);
  const charges = [
    { description: 'Transport', value: base },
    { description: 'Fuel surcharge', value: Math.round((base * FUEL_PERCENT) / 100) },
  ];
  if (body.dangerousCargo)
    charges.push({ description: 'Dangerous goods (ADR)', value: Math.max(3000, Math.round(base * 0.25)) });
  if (body.insurance)
    charges.push({ description: 'Insurance', value: Math.max(600, Math.round(body.goodsValue * 0.006)) });
  if (body.customs) charges.push({ description: 'Customs clearance', value: customsBorder ? 6500 : 4500 });
  return charges;
}

function transitDaysFor(s: RoadService, mode: RoadMode, km: number, international: boolean, slow: boolean): number {
  let days = Math.max(1, Math.ceil(km / s.kmPerDay));
  if (!s.express) {
    if (international) days += 1;
    if (mode === 'pallets') days += 1;
    if (slow) days += 1;
  }
  return days;
}

/**
 * The carrier's pickup slot: on the requested day (never before today), at the
 * service's pickup hour, at least an hour from now, on a working day.
 */
function pickupSlot(requested: number, now: number, s: RoadService): number {
  const day = Math.max(startOfUtcDay(requested), startOfUtcDay(now));
  let slot = atTimeOfDay(day, s.pickupHour, 30);
  if (slot < now + HOUR) slot += DAY;
  return nextWorkingDay(slot);
}
