import { m } from '../i18n/messages';
import { sentenceFinder } from './sentence-finder';
import { dateTimeFormat } from '../domain/intl-formats';
import { getLocale } from '../i18n/paraglide/runtime.js';

/*
 * What the service says, in its own English, when it refuses a rating, a
 * quote's save or a booking for a reason an operator can meet (the same port
 * at both ends, a port it does not know, a rate or quote that expired or is
 * booked already), and that a rate was saved already: one
 * table the sandbox words its refusals with and main finds a sentence again
 * in, to say it in the desk's language. Any other sentence stays as the
 * service sent it.
 */

/** Each sentence given the values it names. */
export const serviceSentenceText = {
  'same-port': () => 'destinationUnLocCode must be another port than originUnLocCode',
  'same-airport': () => 'arrivalAirportCode must be another airport than departureAirportCode',
  'unknown-port': (field: string, code: string) =>
    `${field} ${code} is not a port the sandbox knows (look it up with GET /v1/maritime/ports)`,
  'unknown-airport': (field: string, code: string) =>
    `${field} ${code} is not an airport the sandbox knows (look it up with GET /v1/aerial/airports)`,
  currency: (currency: string, currencies: string) =>
    `the sandbox does not price in ${currency}; use one of ${currencies}`,
  'measurement-unit': (unit: string) => `measurementUnit "${unit}" is not known; use CmKg (or InLb)`,
  'quote-booked': (id: string, shipmentCode: string, shipmentId: string) =>
    `quote ${id} is already booked as shipment ${shipmentCode} (${shipmentId})`,
  'quote-expired': (when: string) => `the quote expired on ${when}: rate the shipment again and book a current rate`,
  'container-count': (rated: string, booked: string) =>
    `the quote's containers: ${rated}; the booking describes ${booked}`,
  'rate-not-found': (rateId: string, type: string) =>
    `Rate ${rateId} was not found for this account: rate the shipment (POST /v1/rates/${type}) and save one of the rate ids of the answer.`,
  'rate-expired': (rateId: string, when: string) =>
    `Rate ${rateId} expired on ${when}: rate the shipment again for a current price.`,
  'already-saved': () => 'Already saved',
} as const satisfies Readonly<Record<string, (...values: string[]) => string>>;

type ServiceSentence = keyof typeof serviceSentenceText;

/** A count the service wrote, as a number for a plural (0 when it is not one). */
const count = (text: string) => (/^\d+$/.test(text) ? Number(text) : 0);

/** A moment the service wrote, as the desk's language writes it on this computer's clock; else as it came. */
function saidMoment(text: string): string {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? text : dateTimeFormat(getLocale(), { dateStyle: 'short', timeStyle: 'short' }).format(ms);
}

/** Each sentence in the desk's language, given the values the service's named. */
const DESK_WORDS: Readonly<Record<ServiceSentence, (values: readonly string[]) => string>> = {
  'same-port': () => m.service_said_same_port(),
  'same-airport': () => m.service_said_same_airport(),
  'unknown-port': ([, code = '']) => m.service_said_unknown_port({ code }),
  'unknown-airport': ([, code = '']) => m.service_said_unknown_airport({ code }),
  currency: ([currency = '', currencies = '']) => m.service_said_currency({ currency, currencies }),
  'measurement-unit': ([unit = '']) => m.service_said_measurement_unit({ unit }),
  'quote-booked': ([, shipmentCode = '']) => m.service_said_quote_booked({ shipment: shipmentCode }),
  'quote-expired': ([when = '']) => m.service_said_quote_expired({ when: saidMoment(when) }),
  'container-count': ([rated = '', booked = '']) =>
    m.service_said_container_count({ rated: count(rated), booked: count(booked) }),
  'rate-not-found': () => m.service_said_rate_not_found(),
  'rate-expired': ([, when = '']) => m.service_said_rate_expired({ when: saidMoment(when) }),
  'already-saved': () => m.service_said_already_saved(),
};

const findSentence = sentenceFinder(serviceSentenceText);

/**
 * A refusal of the service in the desk's language, found by its sentence in
 * the table; null for a sentence the table does not hold.
 */
export function serviceSentenceWords(message: string): string | null {
  const found = findSentence(message);
  return found === null ? null : DESK_WORDS[found.key](found.values);
}
