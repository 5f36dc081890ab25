import { m } from '../i18n/messages';
import { incotermCodes } from '../domain/incoterms';
import type { BookingRule } from './booking-rules';
import { endWordsOfPath } from './rating-rule-words';

/*
 * A booking's fields and broken rules in the booking form's words and the
 * desk's language of the moment: the form labels its fields from this table
 * and says a rule with it, and main says its own refusal of a booking the
 * same way (the rules' English messages are the sandbox's).
 */

/** Each field of a booking request by its wire key, as the booking form labels it. */
const FIELD_LABELS = {
  contactPerson: m.booking_field_contact_person,
  companyName: m.booking_field_company,
  contactMail: m.booking_field_email,
  phonePrefix: m.booking_field_phone_prefix,
  phone: m.booking_field_phone,
  address: m.booking_field_address,
  quantity: m.booking_field_quantity,
  weight: m.booking_field_weight,
  cbm: m.booking_field_volume,
  description: m.booking_field_description,
  ediType: m.booking_field_edi_type,
  hsCode: m.booking_field_hs_code,
  pickupTimeFrom: m.booking_field_pickup_from,
  pickupTimeTo: m.booking_field_pickup_until,
  pickupDescription: m.booking_field_pickup_notes,
  deliveryDescription: m.booking_field_delivery_notes,
  incotermCode: m.booking_field_incoterm,
  isActiveTracking: m.booking_field_track,
} as const satisfies Readonly<Record<string, () => string>>;

export type BookingFieldKey = keyof typeof FIELD_LABELS;

/** The booking form's label of a field: "Persona de contacto". */
export function bookingFieldLabel(key: BookingFieldKey): string {
  return FIELD_LABELS[key]();
}

/**
 * A booking request's field named by its label, with the contact it is in
 * when its path names one ("Persona de contacto (origen)"); null for a key
 * no booking request has.
 */
export function bookingFieldWords(key: string, path: string): string | null {
  if (!Object.hasOwn(FIELD_LABELS, key)) return null;
  // hasOwn found the key among the table's own keys.
  const label = bookingFieldLabel(key as BookingFieldKey);
  const end = endWordsOfPath(path);
  return end === null ? label : m.booking_field_at_end({ field: label, end });
}

/** Each rule in the form's words, given the label of the field it is about. */
const RULE_WORDS: Readonly<Record<BookingRule, (label: string) => string>> = {
  'quote-required': () => m.booking_rule_quote_required(),
  required: (label) => m.booking_rule_required({ label }),
  email: (label) => m.booking_rule_email({ label }),
  'no-plus': (label) => m.booking_rule_no_plus({ label }),
  time: (label) => m.booking_rule_time({ label }),
  'time-order': (label) => m.booking_rule_time_order({ label, earlier: bookingFieldLabel('pickupTimeFrom') }),
  'incoterm-required': (label) => m.booking_rule_incoterm_required({ label }),
  'incoterm-code': (label) => m.booking_rule_incoterm_code({ label, codes: incotermCodes.join(', ') }),
  'more-than-zero': (label) => m.booking_rule_more_than_zero({ label }),
  'no-containers': () => m.booking_rule_no_containers(),
  'no-container-cargo': () => m.booking_rule_no_container_cargo(),
  'no-cargos': () => m.booking_rule_no_cargos(),
  numbering: () => m.booking_rule_numbering(),
};

/** Whether a problem's rule (as it crossed IPC) is a booking rule. */
export function isBookingRule(rule: unknown): rule is BookingRule {
  return typeof rule === 'string' && Object.hasOwn(RULE_WORDS, rule);
}

/** A broken rule about the field `label` names, in the desk's language. */
export function bookingRuleWords(rule: BookingRule, label: string): string {
  return RULE_WORDS[rule](label);
}

/**
 * A rule main found broken, said as the booking form says it: the field its
 * path ends in named by its label at its contact; a key no form field has
 * (the numbers the desk gives) by its wire name.
 */
export function bookingIssueText(issue: { readonly path: string; readonly rule: BookingRule }): string {
  const key = /(\w+)$/.exec(issue.path)?.[1] ?? '';
  return bookingRuleWords(issue.rule, bookingFieldWords(key, issue.path) ?? key);
}
