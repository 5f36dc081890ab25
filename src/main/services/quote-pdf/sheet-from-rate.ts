import { m } from '@shared/i18n/messages';
import { ratingModes } from '@shared/api/modes';
import type { AirRate, QuoteLocation, SeaRate, SurchargeGroup } from '@shared/api/rating';
import { codeLabel } from '@shared/domain/code-labels';
import { RATING_MODE_NAMES } from '@shared/domain/rating-mode-names';
import { carrierNameOf, priced, rateAllIn } from '@shared/domain/rate-price';
import { penaltyLabel, surchargeGroupLabel } from '@shared/domain/surcharge-labels';
import type { RatedQuote } from '@main/store/priced-quote-records';
import type { CarrierSheet, SheetCharge, SheetFact, SheetFreeTime } from './quote-sheet';
import type { SheetText } from './sheet-text';

/** "46001 Valencia, ES": what the rating echoed of a place. */
function quotePlace(place: QuoteLocation | null): string | null {
  if (!place) return null;
  const town = [place.postalCode, place.city].filter(Boolean).join(' ');
  const text = [town, place.country].filter(Boolean).join(', ');
  return text === '' ? null : text;
}

type SeaPlace = NonNullable<SeaRate['scheduleDetails'][number]['routeDetails'][number]['fromLocation']>;

/** "Valencia (ESVLC), ES": a port of the sailing. */
function seaPlace(place: SeaPlace | null | undefined): string | null {
  if (!place) return null;
  const name = [place.city, place.unLocCode ? `(${place.unLocCode})` : null].filter(Boolean).join(' ');
  const text = [name, place.countryCode].filter(Boolean).join(', ');
  return text === '' ? null : text;
}

/**
 * Each surcharge item as a charge line: its description, then how many, of
 * which container (an FCL item names its own; an LCL group names it for its
 * items) and its group: "2 × DRY20 · Paid with the freight".
 */
function surchargeCharges(groups: readonly SurchargeGroup[], currency: string | null, text: SheetText): SheetCharge[] {
  return groups.flatMap((group) =>
    group.items.map((item) => {
      const quantity = item.quantity !== null && item.quantity > 1 ? `${item.quantity} × ` : '';
      const container = item.containerSizeType && !group.containerSizeType ? `${item.containerSizeType} · ` : '';
      return {
        label: item.description ?? item.chargeCode ?? text.say(m.pdf_surcharge, {}),
        detail: `${quantity}${container}${surchargeGroupLabel(group, text.language)}`,
        amount: priced(item.total, currency),
      };
    }),
  );
}

function seaParts(rate: SeaRate, currency: string | null, text: SheetText) {
  const legs = rate.scheduleDetails.flatMap((s) => s.routeDetails);
  const vessels = [...new Set(legs.map((l) => l.transport?.name).filter((n): n is string => !!n))];
  const via = legs
    .slice(0, -1)
    .map((l) => seaPlace(l.toLocation))
    .filter((p): p is string => p !== null);
  const freeTime: SheetFreeTime[] = rate.conditions.map((c) => ({
    charge: codeLabel('freeTimeCharge', c.chargeType, text.language) ?? text.say(m.pdf_free_time, {}),
    container: c.containerSizeType,
    freeDays: c.freeTimeGrantInDays,
    startEvent: codeLabel('freeTimeEvent', c.freeTimeStartEvent, text.language),
    perDay: priced(c.price, currency),
  }));
  const penalties: SheetCharge[] = rate.penalties.flatMap((p) =>
    p.charges.map((charge) => ({
      label: penaltyLabel(charge.penaltyType, charge.name, text.language),
      detail: p.containerSizeType,
      amount: priced(charge.price, currency),
    })),
  );
  return {
    facts: [
      ...(via.length > 0 ? [{ label: text.say(m.pdf_via, {}), value: via.join(' → ') }] : []),
      ...(vessels.length > 0 ? [{ label: text.say(m.pdf_vessel, {}), value: vessels.join(', '), namesCarrier: true }] : []),
      ...(rate.isPreBooking
        ? [{ label: text.say(m.pdf_sailing, {}), value: text.say(m.pdf_pre_booking, {}) }]
        : []),
    ],
    charges: surchargeCharges(rate.surcharges, currency, text),
    freeTime,
    penalties,
  };
}

function airParts(rate: AirRate, currency: string | null, text: SheetText) {
  const freight = priced(rate.freightPrice, currency);
  const flights = rate.legs
    .map((l) =>
      [
        l.flightNumber,
        l.departureAirportCode && l.arrivalAirportCode ? `${l.departureAirportCode} → ${l.arrivalAirportCode}` : null,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .filter((text) => text !== '');
  return {
    facts: [
      ...(flights.length > 0 ? [{ label: text.say(m.pdf_flights, {}), value: flights.join(', '), namesCarrier: true }] : []),
      ...(rate.chargeableWeight !== null
        ? [{ label: text.say(m.pdf_chargeable_weight, {}), value: `${text.number(rate.chargeableWeight)} kg` }]
        : []),
    ],
    charges: [
      ...(freight ? [{ label: text.say(m.pdf_air_freight, {}), detail: null, amount: freight }] : []),
      ...surchargeCharges(rate.surcharges, currency, text),
    ],
  };
}


/**
 * What a request's lists hold, by the words for one and many. Boxes, pallets
 * and containers are counted by quantity; cargo lines (LCL, air) are lines,
 * each of some pieces, so they are counted as lines with their pieces.
 */
const LOADS = [
  ['boxes', m.pdf_count_boxes],
  ['pallets', m.pdf_count_pallets],
  ['containers', m.pdf_count_containers],
  ['cargos', m.pdf_count_cargo_lines],
] as const;
const LINES_KEY = 'cargos';

/**
 * "Machine spare parts · 2 boxes, 24 kg": what was rated, read from the
 * request kept with the rating (checked by the channel's schema when it was
 * asked; read loosely here, as it is stored JSON). Null when it says nothing.
 */
export function goodsText(request: unknown, text: SheetText): string | null {
  if (typeof request !== 'object' || request === null) return null;
  const fields = request as Record<string, unknown>;
  const parts: string[] = [];
  let kilos = 0;
  for (const [key, counted] of LOADS) {
    const list = fields[key];
    if (!Array.isArray(list) || list.length === 0) continue;
    let count = 0;
    for (const item of list as Array<Record<string, unknown>>) {
      const quantity = typeof item.quantity === 'number' ? item.quantity : 1;
      count += quantity;
      if (typeof item.weight === 'number') kilos += item.weight * quantity;
    }
    if (key !== LINES_KEY) parts.push(text.say(counted, { count }));
    else {
      const lines = text.say(counted, { count: list.length });
      parts.push(count === list.length ? lines : `${lines} ${text.say(m.pdf_count_pieces, { count })}`);
    }
  }
  const load = [parts.join(', '), kilos > 0 ? `${text.number(Math.round(kilos * 10) / 10)} kg` : '']
    .filter(Boolean)
    .join(', ');
  const description = typeof fields.goodsDescription === 'string' ? fields.goodsDescription.trim() : '';
  const said = [description, load].filter(Boolean).join(' · ');
  return said === '' ? null : said;
}

/** "Valencia (ESVLC), ES" → "Shanghai (CNSHA), CN": where a rate goes, as its sheet names the places. */
export function routeOf(rated: RatedQuote): { from: string | null; to: string | null } {
  const kind = ratingModes[rated.result.mode].kind;
  // The mode decides the rate's shape: its response schema parsed it.
  const legs = kind === 'sea' ? (rated.rate as SeaRate).scheduleDetails.flatMap((s) => s.routeDetails) : [];
  const air = kind === 'air' ? (rated.rate as AirRate) : null;
  return {
    from: seaPlace(legs[0]?.fromLocation) ?? quotePlace(rated.result.quote.origin) ?? air?.departureAirportCode ?? null,
    to: seaPlace(legs.at(-1)?.toLocation) ?? quotePlace(rated.result.quote.destination) ?? air?.arrivalAirportCode ?? null,
  };
}

/** The carrier's sheet of one rate of a rating the desk ran and kept (any mode), at the carrier's prices. */
export function sheetFromRate(stored: RatedQuote, text: SheetText): CarrierSheet {
  const { result, rate } = stored;
  const spec = ratingModes[result.mode];
  const currency = result.currency;
  // The mode decides the rate's shape: its response schema parsed it.
  const sea = spec.kind === 'sea' ? seaParts(rate as SeaRate, currency, text) : null;
  const air = spec.kind === 'air' ? airParts(rate as AirRate, currency, text) : null;
  const charges = sea?.charges ?? air?.charges ?? [];
  const goods = goodsText(stored.request, text);
  const facts: SheetFact[] = [
    ...(goods ? [{ label: text.say(m.pdf_goods, {}), value: goods, wide: true }] : []),
    ...(rate.pickUpDate ? [{ label: text.say(m.pdf_pickup, {}), value: text.date(rate.pickUpDate) ?? '' }] : []),
    ...(rate.deliveryDate
      ? [{ label: text.say(m.pdf_delivery, {}), value: text.date(rate.deliveryDate) ?? '' }]
      : []),
    ...(rate.transitDays !== null && rate.transitDays >= 0
      ? [{ label: text.say(m.pdf_transit, {}), value: text.days(rate.transitDays) }]
      : []),
    ...(sea?.facts ?? air?.facts ?? []),
  ];
  return {
    kind: text.say(RATING_MODE_NAMES[result.mode], {}),
    rateId: rate.id,
    carrier: carrierNameOf(spec.kind, rate) ?? text.say(m.quotes_unknown_carrier, {}),
    service: rate.service,
    ...routeOf(stored),
    facts,
    validUntil: text.dateTime(rate.expirationDate),
    buy: rateAllIn(spec.kind, rate, currency).totals,
    charges,
    freeTime: sea?.freeTime ?? [],
    penalties: sea?.penalties ?? [],
    notes: rate.extraInfo,
  };
}
