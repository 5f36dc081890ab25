import { hasZone, normaliseDateTime } from './datetime';
import { foldText } from './fold';

/*
 * The events free-time clocks start and stop at, read from a shipment's
 * tracking messages: the discharge at the port of destination, the full
 * container's release from its terminal (gate out, out for delivery,
 * delivered), and the empty container's return. Pure.
 */

/** What a clock starts or stops at. */
export type ClockEvent = 'discharge' | 'release' | 'empty-return';

/** The port of destination as the booking named it (its UN/LOCODE, and the place the port data or the rate gives). */
export interface DestinationPort {
  readonly code: string | null;
  readonly city: string | null;
  readonly countryCode: string | null;
  /** The IANA zone its terminal keeps; null when the desk does not know it (the days are then counted in UTC). */
  readonly timeZone: string | null;
}

export interface EventMessage {
  readonly status: string | null;
  readonly updatedDate: string | null;
  /** The leg a message is grouped with (sea legs); some lines group the final discharge too. */
  readonly groupIndex?: number | null;
  readonly message?: string | null;
  readonly city?: string | null;
  readonly countryCode?: string | null;
  readonly address?: string | null;
}

/** A tracking message that is one of the events: when (as the service wrote it) and what it said. */
export interface ReportedEvent {
  readonly at: string;
  readonly status: string;
  readonly message: string | null;
}

export interface FreeTimeEvents {
  /** The discharge at the port of destination (the last, if the service reported it more than once). */
  readonly discharge: ReportedEvent | null;
  /** The first release of the full container after it. */
  readonly release: ReportedEvent | null;
  /** The first return of the empty container after it. */
  readonly emptyReturn: ReportedEvent | null;
  /**
   * The shipment was delivered, or its empty came back: the container left
   * the terminal whether or not its release was reported.
   */
  readonly delivered: boolean;
}

export const NO_EVENTS: FreeTimeEvents = { discharge: null, release: null, emptyReturn: null, delivered: false };

type Kind = 'discharge' | 'release' | 'delivered' | 'empty-return' | 'gate-in' | 'sailing';

/** What a status says, in the carriers' and the sandbox's words (`Discharged`, `GATE_OUT`, `Empty returned` ...). */
function kindOf(status: string): Kind | null {
  const word = status.toLowerCase().replace(/[^a-z]/g, '');
  if (word.includes('empty')) {
    // An empty going in is its return; an empty going out (to the shipper, at origin) starts nothing here.
    return word.includes('return') || /gated?in/.test(word) || word.endsWith('in') ? 'empty-return' : null;
  }
  if (word === 'containerreturned' || word === 'returned') return 'empty-return';
  if (word.startsWith('discharg')) return 'discharge';
  if (word.startsWith('delivered')) return 'delivered';
  if (
    word.startsWith('gateout') ||
    word === 'fullgateout' ||
    word === 'outfordelivery' ||
    word.startsWith('pickedupfromterminal') ||
    word.startsWith('released')
  )
    return 'release';
  if (/^gated?in/.test(word)) return 'gate-in';
  if (word === 'loaded' || word === 'departed') return 'sailing';
  return null;
}

/** Where a kind sorts among messages of the same time: the order the events happen in. */
const SAME_TIME_ORDER: Readonly<Record<Kind, number>> = {
  sailing: 0,
  discharge: 1,
  release: 2,
  delivered: 3,
  'gate-in': 4,
  'empty-return': 5,
};

const letters = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Whether a message happened at the port: its code in the city or address
 * (`Terminal ESVLCT1`), or its city named (`Valencia`, `VALENCIA, ES`) in
 * its country. `unknown` when the message names no place, or the desk knows
 * neither the port's code nor its city.
 */
export function atPort(m: EventMessage, port: DestinationPort): 'yes' | 'no' | 'unknown' {
  const places = [m.city, m.address].filter((t): t is string => typeof t === 'string' && t.trim() !== '');
  if (places.length === 0) return 'unknown';
  const code = port.code?.trim().toUpperCase();
  if (code && places.some((p) => p.toUpperCase().includes(code))) return 'yes';
  const city = port.city ? letters(port.city) : '';
  if (city === '') return code ? 'no' : 'unknown';
  const otherCountry =
    !!m.countryCode && !!port.countryCode && m.countryCode.trim().toUpperCase() !== port.countryCode.toUpperCase();
  const named = places.some((p) => ` ${letters(p)} `.includes(` ${city} `));
  return named && !otherCountry ? 'yes' : 'no';
}

/**
 * Where a message sorts: its time as written (a local time read as if UTC),
 * or its instant when it carries a zone. Only the order counts, and a
 * shipment's messages at one place keep one clock; weeks lie between places.
 */
function sortKey(text: string): number {
  const normalised = normaliseDateTime(text);
  if (normalised === null) return NaN;
  return Date.parse(hasZone(normalised) ? normalised : `${normalised}Z`);
}

/**
 * The events of a shipment's messages. The discharge that counts is the one
 * at the port of destination, grouped with a leg or not; one elsewhere is a
 * transhipment. Where a message names no place (or the port is unknown), a
 * discharge counts unless it is grouped with a leg or the cargo sailed on
 * after it. A release or return before that discharge belongs to another port.
 */
export function freeTimeEventsOf(messages: readonly EventMessage[], port: DestinationPort | null): FreeTimeEvents {
  const dated = messages.flatMap((m) => {
    const kind = m.status ? kindOf(m.status) : null;
    const ms = kind !== null && m.updatedDate ? sortKey(m.updatedDate) : NaN;
    return kind !== null && !Number.isNaN(ms) ? [{ m, kind, ms }] : [];
  });
  dated.sort((a, b) => a.ms - b.ms || SAME_TIME_ORDER[a.kind] - SAME_TIME_ORDER[b.kind]);

  let found: { discharge: ReportedEvent | null; release: ReportedEvent | null; emptyReturn: ReportedEvent | null } = {
    discharge: null,
    release: null,
    emptyReturn: null,
  };
  let delivered = false;
  // A discharge taken without the port's word for it: a later sailing says it was a transhipment.
  let guessed = false;
  const reported = (m: EventMessage): ReportedEvent => ({
    at: m.updatedDate ?? '',
    status: m.status ?? '',
    message: m.message?.trim() || null,
  });
  for (const { m, kind } of dated) {
    if (kind === 'discharge') {
      const here = port ? atPort(m, port) : 'unknown';
      const ofLeg = m.groupIndex !== undefined && m.groupIndex !== null;
      if (here === 'yes' || (here === 'unknown' && !ofLeg)) {
        found = { discharge: reported(m), release: null, emptyReturn: null };
        delivered = false;
        guessed = here === 'unknown';
      }
    } else if (kind === 'sailing') {
      if (guessed) {
        found = { discharge: null, release: null, emptyReturn: null };
        delivered = false;
        guessed = false;
      }
    } else if (found.discharge !== null) {
      if ((kind === 'release' || kind === 'delivered') && found.release === null && found.emptyReturn === null)
        found = { ...found, release: reported(m) };
      if (kind === 'delivered') delivered = true;
      const returned = kind === 'empty-return' || (kind === 'gate-in' && found.release !== null);
      if (returned && found.emptyReturn === null) {
        found = { ...found, emptyReturn: reported(m) };
        delivered = true;
      }
    }
  }
  return { ...found, delivered };
}
