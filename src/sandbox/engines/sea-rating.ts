import { serviceSentenceText } from '@shared/api/service-sentences';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { seaFclRatingRequest, seaLclRatingRequest } from '@shared/api/rating-requests';
import { findContainerType } from '@shared/domain/containers';
import type { Dataset } from '../data/dataset';
import type { Port } from '../data/schemas';
import { invalidField } from '../errors';
import type { ChargeRecord, LegRecord, PlaceRecord, RateRecord, ShipmentSpec, UnitRecord } from '../state/records';
import { DAY, HOUR, startOfUtcDay } from '../util/dates';
import { prngFor } from '../util/prng';
import { localCurrency } from './currency';
import { resolvePlace } from './places';
import type { RatingContext, RatingOutcome } from './rating-common';
import { quoteAnswer, requireCurrency, requireDateTime, seedView } from './rating-common';
import { seaCarriers, type SeaCarrier } from './sea-carriers';
import { fclParts, lclParts, seaRateWire } from './sea-wire';
import { allInTotal, fclCharges, lclCharges, type FclContainerLine, type SeaPricing } from './sea-charges';
import { firstDeparture, planRoute, scheduleLegs, seaKm } from './sea-schedule';
import { unitFactors } from './units';

/** A sea rate can be saved for this long (the operator's time: see clock.ts). */
export const SEA_RATE_VALIDITY_MS = 7 * DAY;

type FclRequest = z.output<typeof seaFclRatingRequest>;
type LclRequest = z.output<typeof seaLclRatingRequest>;
export type SeaRequest = { mode: 'sea/fcl'; body: FclRequest } | { mode: 'sea/lcl'; body: LclRequest };

interface Sailing {
  readonly carrier: SeaCarrier;
  readonly legs: LegRecord[];
  readonly pickupAt: number;
  readonly deliveryAt: number;
  readonly preBooking: boolean;
  readonly factor: number;
  readonly peakSeason: boolean;
}

/**
 * Rates a sea shipment between two real ports (UN/LOCODEs from ports.json):
 * three or four carriers, one or two weekly sailings each, direct or through
 * a hub, with deadlines, free time, penalties and surcharges in the form the
 * service uses for each mode (FCL and LCL differ; see the renderers below).
 */
export function rateSea(data: Dataset, request: SeaRequest, ctx: RatingContext): RatingOutcome<unknown> {
  const { mode, body } = request;
  const currency = requireCurrency(body.currency, 'USD');
  const requestedPickup = requireDateTime(body.pickUpDate, 'pickUpDate');
  const pol = requirePort(data, body.originUnLocCode, 'originUnLocCode');
  const pod = requirePort(data, body.destinationUnLocCode, 'destinationUnLocCode');
  if (pol.unLocCode === pod.unLocCode) {
    throw invalidField('destinationUnLocCode', serviceSentenceText['same-port']());
  }
  const originSd = body.originServiceType === 'SD';
  const destinationSd = body.destinationServiceType === 'SD';
  const prng = prngFor(`sea-${mode}`, seedView(body));
  const km = seaKm(pol, pod);

  const units = mode === 'sea/fcl' ? fclUnits(request.body) : lclUnits(request.body);
  const spec: ShipmentSpec = {
    origin: seaPlace(data, body.origin, pol),
    destination: seaPlace(data, body.destination, pod),
    goodsDescription: body.goodsDescription ?? null,
    goodsValue: body.goodsValue ?? 0,
    currency,
    insurance: body.insurance ?? false,
    customs: body.customs ?? false,
    dangerousCargo: units.some((u) => !!u.imoNumber),
    units,
    originServiceType: body.originServiceType,
    destinationServiceType: body.destinationServiceType,
  };

  const readyAt = Math.max(startOfUtcDay(requestedPickup), startOfUtcDay(ctx.now)) + (originSd ? 5 : 3) * DAY;
  const carriers = prng.sample(seaCarriers, mode === 'sea/fcl' ? prng.int(3, 4) : prng.int(2, 3));
  const sailings: Sailing[] = [];
  for (const carrier of carriers) {
    const ports = planRoute(data, carrier, pol, pod, prng);
    const laneFactor = prng.between(0.88, 1.15);
    const peakSeason = prng.chance(0.4);
    const count = mode === 'sea/fcl' ? prng.int(1, 2) : 1;
    const first = firstDeparture(carrier, readyAt, prng);
    for (let s = 0; s < count; s++) {
      const legs = scheduleLegs(carrier, ports, first + s * 7 * DAY, prng);
      const departAt = legs[0]?.departAt ?? first;
      const arriveAt = legs[legs.length - 1]?.arriveAt ?? first;
      sailings.push({
        carrier,
        legs,
        pickupAt: originSd ? startOfUtcDay(departAt) - 3 * DAY + 9 * HOUR : startOfUtcDay(departAt),
        deliveryAt: destinationSd ? startOfUtcDay(arriveAt) + 2 * DAY + 10 * HOUR : arriveAt,
        preBooking: s === 1 && prng.chance(0.5),
        factor: carrier.priceLevel * laneFactor * (s === 1 ? 0.96 : 1),
        peakSeason,
      });
    }
  }
  // Some rates are pre-bookings (no confirmed schedule yet): make sure an answer shows one.
  if (!sailings.some((s) => s.preBooking) && sailings.length > 1) {
    const last = sailings.length - 1;
    sailings[last] = { ...(sailings[last] as Sailing), preBooking: true };
  }

  const quoteId = randomUUID();
  const rendered = sailings.map((sailing) => {
    const pricing: SeaPricing = {
      seaKm: km,
      factor: sailing.factor,
      peakSeason: sailing.peakSeason,
      originSd,
      destinationSd,
      originCurrency: localCurrency(pol.country),
      destinationCurrency: localCurrency(pod.country),
      requestCurrency: currency,
      insurance: spec.insurance,
      customs: spec.customs,
      goodsValue: spec.goodsValue,
    };
    const lines =
      mode === 'sea/fcl'
        ? fclCharges(fclContainerLines(units), pricing)
        : lclCharges({ wm: weightOrMeasure(units) }, pricing);
    const price = allInTotal(lines, currency);
    const record: RateRecord = {
      id: randomUUID(),
      account: ctx.account,
      type: mode,
      ratingQuoteId: quoteId,
      createdAt: ctx.operatorNow,
      expiresAt: ctx.operatorNow + SEA_RATE_VALIDITY_MS,
      agency: sailing.carrier.agency,
      service: sailing.carrier.service,
      sealine: mode === 'sea/fcl' ? sailing.carrier.fclSealine : sailing.carrier.scac,
      pickupAt: sailing.pickupAt,
      deliveryAt: sailing.preBooking ? null : sailing.deliveryAt,
      transitDays: sailing.preBooking ? null : Math.round((sailing.deliveryAt - sailing.pickupAt) / DAY),
      preBooking: sailing.preBooking,
      price,
      currency,
      charges: lines.map((l): ChargeRecord => ({
        description: `${l.chargeCode} ${l.description}`,
        value: l.value * l.quantity,
        currency: l.currency,
        taxPercent: 0,
      })),
      spec,
      legs: sailing.legs,
    };
    const parts =
      mode === 'sea/fcl'
        ? fclParts(units, lines, pricing, prngFor('fcl-terms', [sailing.carrier.scac, seedView(body)]))
        : lclParts(lines, price, pricing, prngFor('lcl-terms', [sailing.carrier.scac, seedView(body)]));
    return { record, wire: seaRateWire(record, mode, parts) };
  });
  return quoteAnswer(quoteId, spec, requestedPickup, rendered);
}

function requirePort(data: Dataset, code: string, field: string): Port {
  const port = data.port(code);
  if (!port) throw invalidField(field, serviceSentenceText['unknown-port'](field, code));
  return port;
}

/** The request's location when given (sea FCL/LCL may omit it), else the port's city. */
function seaPlace(data: Dataset, location: FclRequest['origin'], port: Port): PlaceRecord {
  const ports = { unLocCode: port.unLocCode, rkstCode: port.rkstCode };
  if (location) return { ...resolvePlace(data, location).place, ...ports };
  return {
    postalCode: null,
    country: port.country,
    city: port.city,
    state: null,
    street: null,
    lat: null,
    lng: null,
    ...ports,
  };
}

function fclUnits(body: FclRequest): UnitRecord[] {
  return body.containers.map((c, i) => {
    const info = findContainerType(c.type);
    if (!info) throw invalidField(`containers[${i}].type`, `type ${c.type} is not a container type of the spec`);
    const f = unitFactors(c.measurementUnit, `containers[${i}].measurementUnit`);
    return {
      unitType: 'Container',
      quantity: c.quantity,
      weightKg: c.weight * f.toKg,
      lengthCm: null,
      widthCm: null,
      heightCm: null,
      containerType: info.code,
      isOwnedContainer: c.isOwnedContainer,
      isReeferContainer: c.isReeferContainer,
      imoNumber: c.imoNumber?.trim() || null,
    };
  });
}

function lclUnits(body: LclRequest): UnitRecord[] {
  return body.cargos.map((c, i) => {
    const f = unitFactors(c.measurementUnit, `cargos[${i}].measurementUnit`);
    return {
      unitType: 'Cargo',
      quantity: c.quantity ?? 1,
      weightKg: (c.weight ?? 0) * f.toKg,
      lengthCm: null,
      widthCm: null,
      heightCm: null,
      cbm: c.CBM,
    };
  });
}

function fclContainerLines(units: readonly UnitRecord[]): FclContainerLine[] {
  return units.map((u) => ({
    info:
      findContainerType(u.containerType ?? '') ??
      (findContainerType('DRY20') as NonNullable<ReturnType<typeof findContainerType>>),
    quantity: u.quantity,
    owned: u.isOwnedContainer === true,
    imo: !!u.imoNumber,
  }));
}

/** Weight or measure of LCL cargo: the larger of cubic metres and tonnes (each cargo line is per piece), at least 1. */
function weightOrMeasure(units: readonly UnitRecord[]): number {
  const cbm = units.reduce((s, u) => s + u.quantity * (u.cbm ?? 0), 0);
  const tonnes = units.reduce((s, u) => s + (u.quantity * u.weightKg) / 1000, 0);
  return Math.max(1, Math.round(Math.max(cbm, tonnes) * 100) / 100);
}
