import { m } from '../i18n/messages';
import type { PayloadIssue } from './issues';
import { quoteTypes } from './quote-types';
import { bookingFieldWords, bookingRuleWords } from './booking-rule-words';
import { ratingFieldWords } from './rating-rule-words';
import { wireFieldWords, wirePathWords } from './wire-field-words';
import { requestFieldRefusal, type RequestFieldKind, type RequestFieldRefusal } from './request-field-refusals';

/*
 * A field a request schema refused (request-fields.ts), in the desk's
 * language of the moment: the schema's message is the service's English,
 * which the sandbox sends and the desk does not show.
 */

const KIND_WORDS: Readonly<Record<RequestFieldKind, () => string>> = {
  text: m.request_field_kind_text,
  number: m.request_field_kind_number,
  integer: m.request_field_kind_integer,
  boolean: m.request_field_kind_boolean,
  list: m.request_field_kind_list,
  'date-time': m.request_field_kind_date_time,
  'country-code': m.request_field_kind_country_code,
  'text-or-number': m.request_field_kind_text_or_number,
  'quote-type': () => m.request_field_kind_one_of({ values: quoteTypes.join(', ') }),
};

/** What a kind of field must hold, in the desk's language: "un número entero". */
export function requestFieldKindText(kind: RequestFieldKind): string {
  return KIND_WORDS[kind]();
}

/** "Falta el código postal de origen", "La cantidad debe ser un número entero"; the field named by `fieldWords`. */
export function requestFieldText(
  refusal: RequestFieldRefusal,
  fieldWords: (field: string) => string = (field) => field,
): string {
  const field = fieldWords(refusal.field);
  const text = refusal.missing
    ? m.request_field_required({ field })
    : m.request_field_must_be({ field, kind: requestFieldKindText(refusal.kind) });
  // A wire name keeps its spelling ("pickUpDate"); words start the sentence capitalised.
  return field === refusal.field && text.startsWith(field) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** A refusal as the booking form says it, the field named by its label: "El campo Persona de contacto es obligatorio". */
export function bookingRefusalText(refusal: RequestFieldRefusal, label: string): string {
  return refusal.missing
    ? bookingRuleWords('required', label)
    : m.booking_rule_kind({ label, kind: requestFieldKindText(refusal.kind) });
}

/**
 * A refusal with its field in a form's words at the end its path names: the
 * rating form's, else the booking form's label or the desk's word for the
 * field (wire-field-words.ts) in its sentence, else the field's wire name.
 */
function refusalTextAt(refusal: RequestFieldRefusal, path: string): string {
  const rating = ratingFieldWords(refusal.field, path);
  if (rating !== null) return requestFieldText(refusal, () => rating);
  const label = bookingFieldWords(refusal.field, path) ?? wirePathWords(path) ?? wireFieldWords(refusal.field);
  return label === null ? requestFieldText(refusal) : bookingRefusalText(refusal, label);
}

/**
 * A problem's refusal in the desk's language, when it is a request field's
 * (main's, or the service's English found again), the field in `fieldWords`
 * (by default a form's words at its path); null for any other problem.
 */
export function requestProblemText(
  problem: { readonly path: string; readonly message: string; readonly requestField?: RequestFieldRefusal },
  fieldWords?: (field: string) => string,
): string | null {
  const refusal = problem.requestField ?? requestFieldRefusal(problem.message);
  if (!refusal) return null;
  return fieldWords ? requestFieldText(refusal, fieldWords) : refusalTextAt(refusal, problem.path);
}

/**
 * A problem as main gives it to the renderer: a request field's refusal said
 * in the desk's language with the refusal itself, so a form can say it in its
 * own words; any other problem as it came.
 */
export function deskProblem<P extends PayloadIssue>(problem: P): P & { readonly requestField?: RequestFieldRefusal } {
  const refusal = requestFieldRefusal(problem.message);
  if (!refusal) return problem;
  return { ...problem, message: refusalTextAt(refusal, problem.path), requestField: refusal };
}
