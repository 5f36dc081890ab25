import { m } from '@shared/i18n/messages';
import { bookingWarnings, checkBookingRules, type BookingRuleInput } from '@shared/api/booking-rules';
import { bookingRuleWords, isBookingRule } from '@shared/api/booking-rule-words';
import { bookingRequests } from '@shared/api/booking';
import { requestFieldRefusal, type RequestFieldRefusal } from '@shared/api/request-field-refusals';
import { bookingRefusalText } from '@shared/api/request-field-words';
import { bookingModes, type BookingMode } from '@shared/api/modes';
import { isPlausibleHsCode } from '@shared/domain/hs-code';
import { inFormWords, problemsOf } from '../../lib/field-errors';
import { cargoFieldId, fclCargoFields, fieldId, formLayout, labelsByKey } from './booking-fields';
import type { BookingDraft } from './booking-draft';
import { buildBookingRequest } from './booking-request';

/**
 * The checks the form makes before anything is sent: numbers that are
 * numbers, the mode's request schema, and the shared booking rules (the same
 * ones main and the service apply). Every problem lands under the field it
 * is about, in the form's words; warnings (an HS code that does not look
 * like one) never stop the booking.
 */
export interface DraftCheck {
  /** The request to send, when nothing is wrong. */
  readonly request: BookingRuleInput | null;
  /** First problem per field id (or per group: `containers`, `containers[0]`, `cargos`). */
  readonly errors: Record<string, string>;
  /** Problems of no field the form shows (the quote id, say). */
  readonly general: string[];
  /** Warnings per field id. */
  readonly warnings: Record<string, string>;
}

/**
 * The field id of every control the form draws for this draft, in the order
 * it draws them (BookingForm, ContainersEditor, CargoLinesEditor): the first
 * with a problem is where the cursor goes.
 */
export function controlOrder(mode: BookingMode, draft: BookingDraft): string[] {
  const { contacts, others } = formLayout(mode);
  const ids: string[] = [];
  for (const section of [...contacts, ...others]) {
    if (section.repeat === 'containers') {
      draft.containers.forEach((container, c) =>
        container.cargos.forEach((_, k) => fclCargoFields.forEach((f) => ids.push(cargoFieldId(f.key, k, c)))),
      );
    } else if (section.repeat === 'cargos') {
      draft.cargos.forEach((_, k) => section.fields.forEach((f) => ids.push(cargoFieldId(f.key, k))));
    } else {
      for (const field of section.fields) if (field.kind !== 'switch') ids.push(fieldId(section, field));
    }
  }
  return ids;
}

/** Every field id the form shows for this draft, plus the groups a problem can be about. */
export function knownFieldIds(mode: BookingMode, draft: BookingDraft): Set<string> {
  const ids = new Set(controlOrder(mode, draft));
  const cargo = bookingModes[mode].cargo;
  if (cargo === 'containers') {
    ids.add('containers');
    draft.containers.forEach((_, c) => {
      ids.add(`containers[${c}]`);
      ids.add(`containers[${c}].cargos`);
    });
  }
  if (cargo === 'cargos') ids.add('cargos');
  return ids;
}

/**
 * A problem's path in the form's terms. Paths come as `$.origin.phone` (the
 * shared rules), `request.origin.phone` (main), `origin.phone` (the service)
 * or zod's arrays; numbers the app makes itself point at what the operator
 * can change.
 */
export function normalisePath(path: string | readonly PropertyKey[]): string {
  const text = Array.isArray(path)
    ? path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')
    : (path as string);
  return text
    .replace(/^\$/, '')
    .replace(/^\.?request(?=[.[]|$)/, '')
    .replace(/^\./, '')
    .replace(/\.indexContainer$/, '.quantity')
    .replace(/^containers\[\d+\]\.sequentialNumber$/, 'containers');
}

/** The nearest id the form shows for a path (`containers[0].cargos[2]` -> `containers[0].cargos`), or null. */
export function placeOf(path: string, known: ReadonlySet<string>): string | null {
  let at = path;
  while (at !== '') {
    if (known.has(at)) return at;
    const cut = Math.max(at.lastIndexOf('.'), at.lastIndexOf('['));
    at = cut <= 0 ? '' : at.slice(0, cut);
  }
  return null;
}

const ENDS = /\b(?:origin|destination) (?=[a-z])/g;

/** A rule's message in the form's words: wire keys become labels ("origin contactPerson" -> "Contact person"). */
export function friendlyMessage(message: string): string {
  let text = message.replace(ENDS, '');
  for (const [key, label] of labelsByKey()) {
    // camelCase keys are wire names wherever they stand; plain words ("address", "weight") only as the subject.
    const pattern = /[A-Z]/.test(key) ? new RegExp(`\\b${key}\\b`, 'g') : new RegExp(`^${key}\\b`);
    text = text.replace(pattern, label);
  }
  return inFormWords(text);
}

/** A shared rule said without its rule (the service's own words for a missing field). */
const MISSING = /^(?:(?:origin|destination) )?(\w+) (?:is required|must not be empty)$/;

/** The form's label of a wire key (`cbm` -> "Volume"); the key itself when the table has no such field. */
function labelOf(key: string): string {
  return labelsByKey().find(([known]) => known === key)?.[1] ?? key;
}

/**
 * A problem in the form's words and the desk's language: a shared rule's
 * (the form's, or main's naming it) by its rule and the field its path ends
 * in, a missing field likewise; any other (the service's own sentence) from
 * its English message, the field's wire name said as its label.
 */
export function problemText(problem: {
  path: string | readonly PropertyKey[];
  message: string;
  rule?: string;
  requestField?: RequestFieldRefusal;
}): string {
  const path = normalisePath(problem.path);
  const key = /(\w+)$/.exec(path)?.[1] ?? '';
  if (isBookingRule(problem.rule)) return bookingRuleWords(problem.rule, labelOf(key));
  // A request field's refusal (the schema's, main's or the service's), the field named by its label.
  const refused = problem.requestField ?? requestFieldRefusal(problem.message);
  if (refused) return bookingRefusalText(refused, labelOf(refused.field));
  const missing = MISSING.exec(problem.message);
  if (missing) return bookingRuleWords('required', labelOf(missing[1] ?? key));
  return friendlyMessage(problem.message);
}

/** Puts problems under their fields (first one wins); the rest goes to `general`. */
export function placeProblems(
  problems: ReadonlyArray<Parameters<typeof problemText>[0]>,
  known: ReadonlySet<string>,
  into: { errors: Record<string, string>; general: string[] },
): void {
  for (const problem of problems) {
    const place = placeOf(normalisePath(problem.path), known);
    const message = problemText(problem);
    if (place === null) {
      if (!into.general.includes(message)) into.general.push(message);
    } else into.errors[place] ??= message;
  }
}

/** What an implausible HS code is told, in the desk's language of the moment. */
export function hsWarning(): string {
  return m.booking_hs_warning();
}

export function checkDraft(mode: BookingMode, quoteId: string, draft: BookingDraft): DraftCheck {
  const known = knownFieldIds(mode, draft);
  const { request, formatErrors } = buildBookingRequest(mode, quoteId, draft);
  const found = { errors: { ...formatErrors }, general: [] as string[] };
  const warnings: Record<string, string> = {};

  const parsed = bookingRequests[mode].safeParse(request);
  if (!parsed.success) {
    placeProblems(parsed.error.issues, known, found);
    return { request: null, ...found, warnings };
  }
  const body = parsed.data as BookingRuleInput;
  placeProblems(checkBookingRules(mode, body), known, found);
  for (const warning of bookingWarnings(mode, body)) {
    const place = placeOf(normalisePath(warning.path), known);
    if (place !== null) warnings[place] = hsWarning();
  }
  const ok = Object.keys(found.errors).length === 0 && found.general.length === 0;
  return { request: ok ? body : null, ...found, warnings };
}

/** Main's or the service's validation problems (an AppError's details) placed on the form. */
export function placeServerProblems(
  mode: BookingMode,
  draft: BookingDraft,
  details: unknown,
): { errors: Record<string, string>; general: string[] } {
  const found = { errors: {} as Record<string, string>, general: [] as string[] };
  placeProblems(problemsOf(details), knownFieldIds(mode, draft), found);
  return found;
}

/**
 * The HS-code warnings alone, for showing them while the operator types
 * (before the rest of the form is complete enough for the full check).
 */
export function hsWarnings(mode: BookingMode, draft: BookingDraft): Record<string, string> {
  const warnings: Record<string, string> = {};
  const warn = (code: string | undefined, id: string) => {
    if (code && code.trim() !== '' && !isPlausibleHsCode(code)) warnings[id] = hsWarning();
  };
  const cargo = bookingModes[mode].cargo;
  if (cargo === 'containers') {
    draft.containers.forEach((container, c) =>
      container.cargos.forEach((line, k) => warn(line.values.hsCode, cargoFieldId('hsCode', k, c))),
    );
  }
  if (cargo === 'cargos') draft.cargos.forEach((line, k) => warn(line.values.hsCode, cargoFieldId('hsCode', k)));
  return warnings;
}

/** Where a cargo field is, in words: "Container 2, cargo line 1" or "Cargo line 3". */
export function lineName(fieldIdText: string): string {
  const fcl = /^containers\[(\d+)\]\.cargos\[(\d+)\]/.exec(fieldIdText);
  if (fcl) return m.booking_container_line({ container: Number(fcl[1]) + 1, line: Number(fcl[2]) + 1 });
  const lcl = /^cargos\[(\d+)\]/.exec(fieldIdText);
  return lcl ? m.booking_cargo_line({ line: Number(lcl[1]) + 1 }) : '';
}

/** The warnings as sentences for the review: which line, which code, what it means. */
export function warningSentences(warnings: Readonly<Record<string, string>>, codeAt: (id: string) => string): string[] {
  return Object.entries(warnings).map(([id, warning]) => {
    const where = lineName(id);
    const code = codeAt(id);
    return where ? m.booking_hs_warning_at({ where, code, warning }) : m.booking_hs_warning_code({ code, warning });
  });
}
