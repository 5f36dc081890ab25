import { serviceSentenceText } from '@shared/api/service-sentences';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { bookingAddressRequest } from '@shared/api/booking';
import type { BookingRuleInput } from '@shared/api/booking-rules';
import { bookingModes, type BookingMode } from '@shared/api/modes';
import { secondsOfDay } from '@shared/domain/datetime';
import { isPlausibleHsCode } from '@shared/domain/hs-code';
import { bookingCodeFor, externalTrackingUrl, trackingCodeFor } from '../engines/booking-codes';
import { conflict, invalidField } from '../errors';
import type {
  BookedCargoRecord,
  ContactRecord,
  LegRecord,
  RateRecord,
  SavedQuoteRecord,
  ShipmentRecord,
} from '../state/records';
import { addWorkingDays, atTimeOfDay, DAY, HOUR, nextWorkingDay, startOfUtcDay, wireOperatorTime } from '../util/dates';
import { ok, type Handler, type HandlerInput } from './types';

type BookingOperation = `booking.${BookingMode}`;

/**
 * One handler for the four booking modes, driven by the shared mode table.
 * The request already passed its schema and the shared booking rules
 * (booking-rules.ts) in the pipeline; this checks what only the service
 * knows: that `id` is a saved quote or rate of this account, of this mode,
 * not expired and not booked yet.
 */
export function bookingHandler<M extends BookingMode>(mode: M): Handler<`booking.${M}`> {
  return (input) => book(mode, input as unknown as HandlerInput<BookingOperation>);
}

function book(mode: BookingMode, input: HandlerInput<BookingOperation>) {
  const { account, now, operatorNow, services } = input;
  const body = input.body as BookingRuleInput & { isActiveTracking?: boolean | null };
  const spec = bookingModes[mode];
  const id = body.id.trim();

  const quote = services.state.quote(account, id);
  const rate: RateRecord | undefined = quote?.rate ?? services.state.rate(account, id);
  if (!rate) {
    throw invalidField(
      'id',
      `id ${id} is not a saved quote or a rate of this account: save a rate (POST /v1/quotes/${spec.quoteType}/{rateId}) and book with the shipment id it answers`,
    );
  }
  if (rate.type !== spec.quoteType) {
    throw invalidField('id', `id ${id} is a ${rate.type} quote: book it with POST /v1/Booking/${rate.type}`);
  }
  const savedQuote: SavedQuoteRecord | undefined = quote ?? services.state.quoteOfRate(account, rate.id);
  const already =
    (savedQuote?.bookedShipmentId ? services.state.shipment(account, savedQuote.bookedShipmentId) : undefined) ??
    services.state.shipmentsOf(account).find((s) => s.rateId === rate.id);
  if (already) throw conflict(serviceSentenceText['quote-booked'](id, already.code, already.shipmentId), 'id');
  // Expiry is the operator's time, as the desk shows it; the schedule below is simulated time (clock.ts).
  if (operatorNow > rate.expiresAt) {
    throw invalidField('id', serviceSentenceText['quote-expired'](wireOperatorTime(rate.expiresAt)));
  }
  if (spec.cargo === 'containers') checkContainerCount(rate, body);

  const cargos = bookedCargos(body);
  const schedule = reschedule(rate, body.pickupTimeFrom, now);
  const sea = rate.type === 'sea/fcl' || rate.type === 'sea/lcl';
  const trackingCode = trackingCodeFor(rate.sealine, rate.type);
  // The code comes from the state's counter, in the same change that keeps the shipment (SandboxState.book).
  const make = (code: string): ShipmentRecord => ({
    shipmentId: savedQuote?.shipmentId ?? randomUUID(),
    account,
    type: rate.type,
    rateId: rate.id,
    quoteId: savedQuote?.quoteId ?? null,
    code,
    trackingCode,
    bookingCode: bookingCodeFor(rate.agency, sea),
    externalTrackingUrl: externalTrackingUrl(trackingCode),
    bookedAt: now,
    ...schedule,
    agency: rate.agency,
    service: rate.service,
    sealine: rate.sealine,
    price: rate.price,
    currency: rate.currency,
    spec: rate.spec,
    originContact: contact(body.origin),
    destinationContact: contact(body.destination),
    pickupTimeFrom: body.pickupTimeFrom.trim(),
    pickupTimeTo: body.pickupTimeTo.trim(),
    pickupDescription: body.pickupDescription ?? null,
    deliveryDescription: body.deliveryDescription ?? null,
    incotermCode: body.incotermCode?.trim() || null,
    cargos,
    // Spec 7: the HS code is not validated; with an invalid one the booking never confirms.
    confirms: cargos.every((c) => isPlausibleHsCode(c.hsCode)),
    trackingActive: body.isActiveTracking ?? true,
    trackingOffAt: body.isActiveTracking === false ? now : null,
    documents: [],
  });
  const shipment = services.state.book(make, savedQuote);
  return ok({
    shipmentId: shipment.shipmentId,
    shipmentCode: shipment.code,
    trackingCode: shipment.trackingCode,
    externalTrackingUrl: shipment.externalTrackingUrl,
    bookingCode: shipment.bookingCode,
  });
}

function contact(a: z.output<typeof bookingAddressRequest>): ContactRecord {
  return {
    contactPerson: a.contactPerson.trim(),
    companyName: a.companyName.trim(),
    contactMail: a.contactMail.trim(),
    address: a.address.trim(),
    phonePrefix: a.phonePrefix?.trim() || null,
    phone: a.phone.trim(),
  };
}

/** FCL: the booking describes at most as many containers as were rated. */
function checkContainerCount(rate: RateRecord, body: BookingRuleInput): void {
  const rated = rate.spec.units.reduce((s, u) => s + u.quantity, 0);
  const booked = body.containers?.length ?? 0;
  if (booked > rated) {
    throw invalidField('containers', serviceSentenceText['container-count'](String(rated), String(booked)));
  }
}

function bookedCargos(body: BookingRuleInput): BookedCargoRecord[] {
  if (body.containers) {
    return body.containers.flatMap((c) =>
      c.cargos.map((cargo) => ({
        containerSequence: c.sequentialNumber,
        quantity: cargo.quantity,
        weightKg: cargo.weight,
        cbm: cargo.cbm,
        description: cargo.description,
        ediType: cargo.ediType,
        hsCode: cargo.hsCode.trim(),
        indexContainer: cargo.indexContainer,
      })),
    );
  }
  return (body.cargos ?? []).map((cargo) => ({
    containerSequence: null,
    quantity: null,
    weightKg: null,
    cbm: null,
    description: cargo.description,
    ediType: cargo.ediType,
    hsCode: cargo.hsCode.trim(),
    indexContainer: null,
  }));
}

/**
 * When the goods are really collected. Road and air: the rated pickup day at
 * the booked pickupTimeFrom, moved to the next working day when that is less
 * than an hour away. Sea: vessels do not wait, so when the rated sailing can
 * no longer be made the booking takes the same service a week (or weeks) later.
 */
function reschedule(
  rate: RateRecord,
  pickupTimeFrom: string,
  now: number,
): Pick<ShipmentRecord, 'pickupAt' | 'deliveryAt' | 'transitDays' | 'legs'> {
  const fromSeconds = secondsOfDay(pickupTimeFrom) ?? 9 * 3600;
  if (rate.type === 'sea/fcl' || rate.type === 'sea/lcl') {
    const lateBy = now + HOUR - rate.pickupAt;
    const shift = lateBy > 0 ? Math.ceil(lateBy / (7 * DAY)) * 7 * DAY : 0;
    const legs: LegRecord[] = rate.legs.map((l) => ({
      ...l,
      departAt: l.departAt + shift,
      arriveAt: l.arriveAt + shift,
    }));
    const lastArrival = legs[legs.length - 1]?.arriveAt ?? rate.pickupAt + shift + 30 * DAY;
    const doorDelivery = rate.spec.destinationServiceType === 'SD';
    const deliveryAt =
      rate.deliveryAt !== null
        ? rate.deliveryAt + shift
        : doorDelivery
          ? startOfUtcDay(lastArrival) + 2 * DAY + 10 * HOUR
          : lastArrival;
    const pickupAt = rate.pickupAt + shift;
    return { pickupAt, deliveryAt, transitDays: Math.round((deliveryAt - pickupAt) / DAY), legs };
  }
  let pickupAt = startOfUtcDay(rate.pickupAt) + fromSeconds * 1000;
  while (pickupAt < now + HOUR) pickupAt += DAY;
  pickupAt = nextWorkingDay(pickupAt);
  const shift = pickupAt - rate.pickupAt;
  if (rate.type === 'air') {
    const legs = rate.legs.map((l) => ({ ...l, departAt: l.departAt + shift, arriveAt: l.arriveAt + shift }));
    const deliveryAt = (rate.deliveryAt ?? rate.pickupAt) + shift;
    return { pickupAt, deliveryAt, transitDays: rate.transitDays ?? Math.ceil((deliveryAt - pickupAt) / DAY), legs };
  }
  const transitDays = rate.transitDays ?? 1;
  const deliveryHour = rate.deliveryAt === null ? 18 : new Date(rate.deliveryAt).getUTCHours();
  return {
    pickupAt,
    deliveryAt: atTimeOfDay(addWorkingDays(pickupAt, transitDays), deliveryHour),
    transitDays,
    legs: [],
  };
}
