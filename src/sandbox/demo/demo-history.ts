import type { QuoteType } from '@shared/api/quotes';
import { checklistFor } from '../engines/document-checklist';
import { tinyPdf } from '../engines/tiny-pdf';
import { statusAt, timelineOf, type ShipmentStatus } from '../engines/tracking-timeline';
import { handlers } from '../handlers';
import type { SandboxServices } from '../handlers/types';
import type { ShipmentRecord } from '../state/records';
import { SandboxState } from '../state/sandbox-state';
import { DAY, HOUR, MINUTE } from '../util/dates';
import { createPrng, seedOf, type Prng } from '../util/prng';
import { roadRequest, seaRequest, type Variant } from './demo-requests';
import { replayAt } from './replay';

/*
 * A first day that looks like a desk in use: the demo account's past few
 * months of bookings across boxes, pallets, sea FCL and LCL, in every state
 * the sandbox's tracking timeline knows, with documents uploaded (validated,
 * and a few still waiting for the back office), tracking switched off on some,
 * and saved quotes of which some have expired.
 *
 * Everything is made through the sandbox's own handlers (replay.ts) at moments
 * in the past: rated, saved, booked, uploaded and switched exactly as an
 * operator's requests would be, so the lists, details, messages and checklists
 * answer from the same records and engines as anything booked later. What is
 * chosen (lanes, goods, moments, documents) comes from a PRNG seeded by the
 * account and from the sandbox's clock; record ids are fresh UUIDs, as every
 * booking's are.
 */

type Mode = 'boxes' | 'pallets' | 'sea-fcl' | 'sea-lcl';
const QUOTE_TYPE: Readonly<Record<Mode, QuoteType>> = {
  boxes: 'boxes',
  pallets: 'pallets',
  'sea-fcl': 'sea/fcl',
  'sea-lcl': 'sea/lcl',
};

/** What one planned booking should look like when the history is done. */
interface Plan {
  readonly mode: Mode;
  /** The status it shows today: the moment of booking is searched to match it. Undefined: booked `ageDays` ago. */
  readonly status?: ShipmentStatus;
  readonly ageDays?: number;
  /** Switch tracking off this long after pickup (the list then shows None). */
  readonly trackingOffAfterMs?: number;
  /** Sea: an HS code the carrier cannot confirm (the booking stays Booked). */
  readonly unconfirmable?: boolean;
  /** Sea: book the schedule's pre-booking sailing (no confirmed delivery date when rated). */
  readonly preBooking?: boolean;
}

const ROAD_LIVE: readonly ShipmentStatus[] = ['Confirmed', 'PickedUp', 'InTransit', 'OutForDelivery'];
const SEA_LIVE: readonly ShipmentStatus[] = [
  'Confirmed',
  'PickedUp',
  'GateIn',
  'Loaded',
  'Departed',
  'Arrived',
  'Discharged',
  'CustomsCleared',
  'GateOut',
  'OutForDelivery',
];

/** The plan: a few dozen bookings, every live status per kind of transport, the rest delivered over ~4 months. */
function plan(prng: Prng): Plan[] {
  const plans: Plan[] = [];
  for (const mode of ['boxes', 'pallets'] as const) {
    for (const status of ROAD_LIVE) plans.push({ mode, status });
    plans.push({ mode, status: 'InTransit', trackingOffAfterMs: 2 * HOUR });
    for (let i = 0; i < 10; i++) plans.push({ mode, ageDays: 6 + prng.int(0, 115) });
  }
  for (const [i, status] of SEA_LIVE.entries()) {
    plans.push({ mode: i % 2 === 0 ? 'sea-fcl' : 'sea-lcl', status, preBooking: i === 3 });
  }
  plans.push({ mode: 'sea-lcl', status: 'Booked', unconfirmable: true });
  plans.push({ mode: 'sea-fcl', status: 'Departed', trackingOffAfterMs: 3 * DAY });
  for (let i = 0; i < 4; i++) plans.push({ mode: i % 2 === 0 ? 'sea-fcl' : 'sea-lcl', ageDays: 70 + prng.int(0, 50) });
  return plans;
}

export interface DemoHistoryCounts {
  readonly shipments: number;
  readonly quotes: number;
}

/**
 * Writes the demo history of `account` into `services.state`, as of `services.clock.now()`.
 * Meant for an empty account: the caller decides when (SandboxOptions.demoHistory).
 */
export async function writeDemoHistory(services: SandboxServices, account: string): Promise<DemoHistoryCounts> {
  const now = services.clock.now();
  const prng = createPrng(seedOf(`demo-history:${account}`));
  const plans = plan(prng);
  // Bookings made oldest first, so the shipment codes grow with the booking dates, as a real desk's do.
  const dated: Array<{ plan: Plan; at: number; variant: Variant }> = [];
  for (const [i, p] of plans.entries()) dated.push({ plan: p, ...(await pickMoment(services, account, p, now, i)) });
  dated.sort((a, b) => a.at - b.at);
  let shipments = 0;
  for (const [i, { plan: p, at, variant }] of dated.entries()) {
    const shipment = await book(services, account, p, at, variant);
    await uploadDocuments(services, account, shipment, now, createPrng(seedOf(`demo-documents:${account}:${i}`)));
    if (p.trackingOffAfterMs !== undefined) {
      await replayAt(
        services,
        handlers,
        account,
        shipment.pickupAt + p.trackingOffAfterMs,
      )('tracking.switch', { shipmentId: shipment.shipmentId, status: 'false' });
    }
    shipments++;
  }
  const quotes = await saveQuotes(services, account, now, prng);
  return { shipments, quotes };
}

/** Which request a plan sends; its index varies lanes and goods. */
function requestVariant(p: Plan, index: number): Variant {
  const prng = createPrng(seedOf(`demo-request:${p.mode}:${p.status ?? p.ageDays}:${index}`));
  return p.mode === 'boxes' || p.mode === 'pallets'
    ? roadRequest(p.mode, prng)
    : seaRequest(p.mode, p.unconfirmable === true, prng);
}

/**
 * When to book, and with which request, so the plan's status is today's. A
 * booking made a month ago on a scratch state (the same handlers, nothing
 * kept) gives the shipment's timeline; each stretch of it in the wanted state
 * says how much later to book for today to fall inside it, and a second
 * scratch booking at that moment confirms it (working days and weekly
 * sailings can move things). A lane that never shows the state (a
 * port-to-port sea lane is never "out for delivery") gives way to the next
 * variant (another lane, another pickup hour).
 */
async function pickMoment(
  services: SandboxServices,
  account: string,
  p: Plan,
  now: number,
  index: number,
): Promise<{ at: number; variant: Variant }> {
  if (p.status === undefined) return { at: now - (p.ageDays ?? 30) * DAY, variant: requestVariant(p, index) };
  const trial = (at: number, variant: Variant) =>
    book({ ...services, state: new SandboxState() }, account, p, at, variant).catch(() => undefined);
  const reference = now - 40 * DAY;
  for (let attempt = 0; attempt < 4; attempt++) {
    const variant = requestVariant(p, index + attempt * 1000);
    const sample = await trial(reference, variant);
    if (!sample) continue;
    const events = timelineOf(sample);
    for (const [i, event] of events.entries()) {
      if (event.status !== p.status) continue;
      const until = events[i + 1]?.at ?? event.at + DAY;
      if (until <= event.at) continue;
      // Today in the middle of that stretch, then the same a few days either side.
      const shift = now - (event.at + until) / 2;
      for (const days of [0, 1, -1, 2, -2, 3, -3, 7, -7]) {
        const at = Math.floor(reference + shift + days * DAY);
        if (at > now - HOUR) continue;
        const shipment = await trial(at, variant);
        if (shipment && statusAt(shipment, now) === p.status) return { at, variant };
      }
    }
  }
  // Some states only happen at some hours (a road delivery round is in the afternoon): at other
  // hours of the clock the plan settles for a booking of yesterday, still on its way.
  return { at: now - DAY, variant: requestVariant(p, index) };
}

async function book(
  services: SandboxServices,
  account: string,
  p: Plan,
  at: number,
  variant: Variant,
): Promise<ShipmentRecord> {
  const type = QUOTE_TYPE[p.mode];
  const call = replayAt(services, handlers, account, at);
  const rated = (await call(`rates.${p.mode}`, {}, { ...variant.body, pickUpDate: iso(at + DAY) })) as {
    rates: Array<{ id: string; transitDays?: number | null }>;
  };
  const rates = rated.rates;
  const rate = p.preBooking
    ? (rates.find((r) => r.transitDays === -1 || r.transitDays === null) ?? rates[0])
    : (rates.find((r) => r.transitDays !== -1) ?? rates[0]);
  if (!rate) throw new Error(`demo history: no ${type} rate`);
  const saved = (await replayAt(
    services,
    handlers,
    account,
    at + MINUTE,
  )('quotes.save', { type, rateId: rate.id })) as {
    shipmentId: string;
  };
  const booked = (await replayAt(
    services,
    handlers,
    account,
    at + 5 * MINUTE,
  )(
    `booking.${p.mode}`,
    {},
    {
      id: saved.shipmentId,
      ...variant.booking,
    },
  )) as { shipmentId: string };
  const shipment = services.state.shipment(account, booked.shipmentId);
  if (!shipment) throw new Error('demo history: the booking left no shipment');
  return shipment;
}

/**
 * The documents an operator would have sent by now: a delivered shipment has
 * its required ones (long validated), one on the move some of them, a
 * shipment booked in the last hours at most one, still waiting for the back
 * office; now and then an extra "Other documents" file.
 */
async function uploadDocuments(
  services: SandboxServices,
  account: string,
  shipment: ShipmentRecord,
  now: number,
  prng: Prng,
): Promise<void> {
  const status = statusAt(shipment, now);
  const templates = checklistFor(shipment.type, shipment.spec.dangerousCargo);
  const required = templates.filter((t) => t.isRequired);
  const share = status === 'Delivered' ? 1 : status === 'Booked' || status === 'Confirmed' ? 0.34 : 0.6;
  const chosen = required.filter((_, i) => i < Math.round(required.length * share));
  const other = templates.find((t) => t.multiple);
  if (other && prng.chance(0.25)) chosen.push(other);
  for (const [i, t] of chosen.entries()) {
    // Recent bookings: uploaded half an hour ago, not yet validated; older ones a day after booking.
    const at = now - shipment.bookedAt < 2 * DAY ? now - 30 * MINUTE + i * MINUTE : shipment.bookedAt + DAY + i * HOUR;
    const name = t.multiple ? 'Photos of the goods' : t.documentName;
    await replayAt(
      services,
      handlers,
      account,
      at,
    )(
      'documents.upload',
      {},
      {
        shipmentId: shipment.shipmentId,
        documentTemplateId: t.templateId,
        documentName: `${name} ${shipment.code}`,
        extension: 'pdf',
        file: tinyPdf(`${name} ${shipment.code}`, [shipment.spec.goodsDescription ?? '', shipment.agency]).toString(
          'base64',
        ),
        observations: null,
      },
    );
  }
}

/** Saved quotes not booked: two still valid, two expired (rated days ago), across the four kinds. */
async function saveQuotes(services: SandboxServices, account: string, now: number, prng: Prng): Promise<number> {
  const saves: Array<{ mode: Mode; at: number }> = [
    { mode: 'boxes', at: now - 2 * HOUR },
    { mode: 'sea-fcl', at: now - DAY },
    { mode: 'pallets', at: now - 3 * DAY },
    { mode: 'sea-lcl', at: now - 12 * DAY },
  ];
  for (const [i, s] of saves.entries()) {
    const variant = requestVariant({ mode: s.mode, ageDays: -1 - i }, i + prng.int(0, 3));
    const call = replayAt(services, handlers, account, s.at);
    const rated = (await call(`rates.${s.mode}`, {}, { ...variant.body, pickUpDate: iso(s.at + 2 * DAY) })) as {
      rates: Array<{ id: string }>;
    };
    const rate = rated.rates[0];
    if (!rate) throw new Error(`demo history: no ${s.mode} rate to save`);
    await replayAt(
      services,
      handlers,
      account,
      s.at + MINUTE,
    )('quotes.save', { type: QUOTE_TYPE[s.mode], rateId: rate.id });
  }
  return saves.length;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
