import { m } from '../i18n/messages';

/*
 * What an answer schema (wire.ts and each area's response schemas) expected,
 * in the desk's language of the moment the answer is read: a schema names
 * what it expected by a key of this table and the words are made only when
 * a refusal is, so the same schema speaks Spanish on a Spanish desk. Request
 * schemas do not use this: their refusals are the service's English, which
 * the sandbox sends (request-field-refusals.ts).
 */
const ANSWER_WORDS = {
  text: m.answer_expected_text,
  list: m.answer_expected_list,
  id: m.answer_expected_id,
  'non-empty-id': m.answer_expected_non_empty_id,
  number: m.answer_expected_number,
  integer: m.answer_expected_integer,
  boolean: m.answer_expected_boolean,
  'date-time': m.answer_expected_date_time,
  unit: m.answer_expected_unit,
  base64: m.answer_expected_base64,
  'minor-units': m.answer_expected_minor_units,
  currency: m.answer_expected_currency,
  // A shape's braces are the wire's own spelling, given as a value: in a message they would be a placeholder.
  amount: () => m.answer_expected_amount({ fields: '{value, currency}' }),
  coordinates: () => m.answer_expected_coordinates({ fields: '{lat, lng}' }),
  size: m.answer_expected_size,
  code: m.answer_expected_code,
  'access-token': m.answer_expected_access_token,
  'non-empty-access-token': m.answer_expected_non_empty_access_token,
  'shipment-list': () => m.answer_expected_shipment_list({ fields: '{shipments, totalElements}' }),
  'document-list': m.answer_expected_document_list,
  surcharges: m.answer_expected_surcharges,
  'tariff-type': m.answer_expected_tariff_type,
} as const satisfies Readonly<Record<string, () => string>>;

/** What an answer schema can say it expected. */
export type AnswerExpectation = keyof typeof ANSWER_WORDS;

/** "expected a list", "se esperaba una lista": now, in the desk's language. */
export function answerWords(expected: AnswerExpectation): string {
  return ANSWER_WORDS[expected]();
}

/** A schema's `error` that says what it expected when it refuses, in the language of that moment. */
export function expects(expected: AnswerExpectation): { readonly error: () => string } {
  return { error: () => answerWords(expected) };
}

/** A text that is not one of the known values would be kept: said when it is not text at all. */
export function expectsOneOf(known: readonly string[]): { readonly error: () => string } {
  return { error: () => m.answer_expected_open_enum({ known: known.join(', ') }) };
}

/** A date-time text that is not one: "expected an ISO 8601 date-time, got "…"". */
export function notDateTimeWords(got: string): string {
  return m.answer_expected_date_time_got({ got });
}
