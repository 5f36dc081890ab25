import { ratingModes } from '@shared/api/modes';
import type { AirRate, QuoteLocation, Rate, SeaRate, SurchargeGroup } from '@shared/api/rating';
import { allInOf, type AllIn } from '@shared/domain/all-in';
import { codeLabel } from '@shared/domain/code-labels';
import type { Money } from '@shared/domain/money';
import { penaltyLabel, surchargeGroupLabel } from '@shared/domain/surcharge-labels';
import type { StoredRate } from '@main/store/rating-records';
import type { QuoteSheet, SheetCharge, SheetFact, SheetFreeTime } from './quote-sheet';
import type { SheetText } from './sheet-text';

/** A bare Long amount is in the currency the operator asked for (the rating says which). */
function priced(money: Money | null, currency: string | null): Money | null {
  if (money === null) return null;
  return money.currency === null && currency ? { value: money.value, currency } : money;
}

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
function surchargeCharges(groups: readonly SurchargeGroup[], currency: string | null): SheetCharge[] {
  return groups.flatMap((group) =>
    group.items.map((item) => {
      const quantity = item.quantity !== null && item.quantity > 1 ? `${item.quantity} × ` : '';
      const container = item.containerSizeType && !group.containerSizeType ? `${item.containerSizeType} · ` : '';
      return {
        label: item.description ?? item.chargeCode ?? 'Surcharge',
        detail: `${quantity}${container}${surchargeGroupLabel(group)}`,
        amount: priced(item.total, currency),
      };
    }),
  );
}

function seaParts(rate: SeaRate, currency: string | null) {
  const legs = rate.scheduleDetails.flatMap((s) => s.routeDetails);
  const vessels = [...new Set(legs.map((l) => l.transport?.name).filter((n): n is string => !!n))];
  const via = legs
    .slice(0, -1)
    .map((l) => seaPlace(l.toLocation))
    .filter((p): p is string => p !== null);
  const freeTime: SheetFreeTime[] = rate.conditions.map((c) => ({
    charge: codeLabel('freeTimeCharge', c.chargeType) ?? 'Free time',
    container: c.containerSizeType,
    freeDays: c.freeTimeGrantInDays,
    startEvent: codeLabel('freeTimeEvent', c.freeTimeStartEvent),
    perDay: priced(c.price, currency),
  }));
  const penalties: SheetCharge[] = rate.penalties.flatMap((p) =>
    p.charges.map((charge) => ({
      label: penaltyLabel(charge.penaltyType, charge.name),
      detail: p.containerSizeType,
      amount: priced(charge.price, currency),
    })),
  );
  return {
    from: seaPlace(legs[0]?.fromLocation),
    to: seaPlace(legs.at(-1)?.toLocation),
    facts: [
      ...(via.length > 0 ? [{ label: 'Via', value: via.join(' → ') }] : []),
      ...(vessels.length > 0 ? [{ label: 'Vessel', value: vessels.join(', ') }] : []),
      ...(rate.isPreBooking
        ? [{ label: 'Sailing', value: 'Pre-booking: the carrier confirms the vessel and dates' }]
        : []),
    ],
    charges: surchargeCharges(rate.surcharges, currency),
    freeTime,
    penalties,
  };
}

function airParts(rate: AirRate, currency: string | null) {
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
      ...(flights.length > 0 ? [{ label: 'Flights', value: flights.join(', ') }] : []),
      ...(rate.chargeableWeight !== null ? [{ label: 'Chargeable weight', value: `${rate.chargeableWeight} kg` }] : []),
    ],
    charges: [
      ...(freight ? [{ label: 'Air freight', detail: null, amount: freight }] : []),
      ...surchargeCharges(rate.surcharges, currency),
    ],
    airports: [rate.departureAirportCode, rate.arrivalAirportCode] as const,
  };
}

/** How the total was made, under it. */
const TOTAL_NOTES: Readonly<Record<AllIn['from'], string | null>> = {
  price: 'All-in price given by the carrier',
  'price-and-surcharges': 'The carrier’s price plus the surcharges listed',
  surcharges: 'Sum of the charges listed',
  none: null,
};

/**
 * The price the customer pays: the all-in total the rate comparison shows
 * (the rule is @shared/domain/all-in.ts), one amount per currency.
 */
function totalOf(kind: 'terrestrial' | 'sea' | 'air', rate: Rate, currency: string | null) {
  const price = priced(rate.price, currency);
  const parts =
    kind === 'sea'
      ? { price, freight: null, surcharges: (rate as SeaRate).surchargeTotals }
      : kind === 'air'
        ? {
            price,
            freight: priced((rate as AirRate).freightPrice, currency),
            surcharges: (rate as AirRate).surcharges.flatMap((g) => g.totals),
          }
        : { price, freight: null, surcharges: [] };
  const { totals, from } = allInOf(parts);
  return { total: totals, totalNote: TOTAL_NOTES[from] };
}

/**
 * What a request's lists hold, by the words for one and many. Boxes, pallets
 * and containers are counted by quantity; cargo lines (LCL, air) are lines,
 * each of some pieces, so they are counted as lines with their pieces.
 */
const LOADS = [
  ['boxes', 'box', 'boxes'],
  ['pallets', 'pallet', 'pallets'],
  ['containers', 'container', 'containers'],
  ['cargos', 'cargo line', 'cargo lines'],
] as const;
const LINES_KEY = 'cargos';

/**
 * "Machine spare parts · 2 boxes, 24 kg": what was rated, read from the
 * request kept with the rating (checked by the channel's schema when it was
 * asked; read loosely here, as it is stored JSON). Null when it says nothing.
 */
export function goodsText(request: unknown): string | null {
  if (typeof request !== 'object' || request === null) return null;
  const fields = request as Record<string, unknown>;
  const parts: string[] = [];
  let kilos = 0;
  for (const [key, one, many] of LOADS) {
    const list = fields[key];
    if (!Array.isArray(list) || list.length === 0) continue;
    let count = 0;
    for (const item of list as Array<Record<string, unknown>>) {
      const quantity = typeof item.quantity === 'number' ? item.quantity : 1;
      count += quantity;
      if (typeof item.weight === 'number') kilos += item.weight * quantity;
    }
    if (key !== LINES_KEY) parts.push(`${count} ${count === 1 ? one : many}`);
    else {
      const lines = `${list.length} ${list.length === 1 ? one : many}`;
      parts.push(count === list.length ? lines : `${lines} (${count} pieces)`);
    }
  }
  const load = [parts.join(', '), kilos > 0 ? `${Math.round(kilos * 10) / 10} kg` : ''].filter(Boolean).join(', ');
  const description = typeof fields.goodsDescription === 'string' ? fields.goodsDescription.trim() : '';
  const text = [description, load].filter(Boolean).join(' · ');
  return text === '' ? null : text;
}

/** The sheet of one rate of a rating the desk ran and kept (any mode). */
export function sheetFromRate(stored: StoredRate, text: SheetText): QuoteSheet {
  const { result, rate } = stored;
  const spec = ratingModes[result.mode];
  const currency = result.currency;
  const quote = result.quote;
  // The mode decides the rate's shape: its response schema parsed it.
  const sea = spec.kind === 'sea' ? seaParts(rate as SeaRate, currency) : null;
  const air = spec.kind === 'air' ? airParts(rate as AirRate, currency) : null;
  const charges = sea?.charges ?? air?.charges ?? [];
  const carrierCode = sea ? (rate as SeaRate).sealine : air ? (rate as AirRate).airlineCode : null;
  const goods = goodsText(stored.request);
  const facts: SheetFact[] = [
    ...(goods ? [{ label: 'Goods', value: goods, wide: true }] : []),
    ...(rate.pickUpDate ? [{ label: 'Pickup', value: text.date(rate.pickUpDate) ?? '' }] : []),
    ...(rate.deliveryDate ? [{ label: 'Delivery', value: text.date(rate.deliveryDate) ?? '' }] : []),
    ...(rate.transitDays !== null && rate.transitDays >= 0
      ? [{ label: 'Transit', value: text.days(rate.transitDays) }]
      : []),
    ...(sea?.facts ?? air?.facts ?? []),
  ];
  return {
    kind: spec.label,
    reference: rate.id,
    carrier: rate.agency?.trim() || carrierCode || 'Carrier',
    service: rate.service,
    from: sea?.from ?? quotePlace(quote.origin) ?? air?.airports[0] ?? null,
    to: sea?.to ?? quotePlace(quote.destination) ?? air?.airports[1] ?? null,
    facts,
    validUntil: text.dateTime(rate.expirationDate),
    ...totalOf(spec.kind, rate, currency),
    charges,
    freeTime: sea?.freeTime ?? [],
    penalties: sea?.penalties ?? [],
    notes: rate.extraInfo,
  };
}
