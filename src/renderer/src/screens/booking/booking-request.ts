import { bookingModes, type BookingMode } from '@shared/api/modes';
import { readTypedNumber, typedNumberProblem } from '../../lib/typed-number';
import {
  bookingSections,
  cargoFieldId,
  fclCargoFields,
  fieldId,
  lclCargoFields,
  type FieldSpec,
} from './booking-fields';
import type { BookingDraft, CargoLineDraft } from './booking-draft';

/**
 * The cargo index of a line (spec 2.2.1: "starts at 0 and must be lower than
 * the quantity"). The service's own example numbers a container's cargo
 * lines by position (0, 1, ...), and its rule caps the index below the line's
 * quantity; Freight Desk numbers by position wherever the rule allows and
 * stays inside it otherwise, so the operator never types nor fixes it.
 */
export function cargoIndex(position: number, quantity: number | null): number {
  if (quantity === null || quantity < 1) return position;
  return Math.min(position, quantity - 1);
}

export interface BuiltRequest {
  /** The request as the channel takes it; checked by the mode's schema afterwards. */
  readonly request: Record<string, unknown>;
  /**
   * Numbers missing or not numbers, by field id: the schema would only say
   * "must be a number". A number out of bounds ("-5") is the shared rules' to
   * name ("must be more than 0").
   */
  readonly formatErrors: Record<string, string>;
}

/** An optional text is sent as null when empty (as the service's own examples do). */
const optional = (text: string | undefined): string | null => (text && text.trim() !== '' ? text.trim() : null);

function textValue(mode: BookingMode, field: FieldSpec, text: string | undefined): string | null {
  return field.required(mode) ? (text ?? '').trim() : optional(text);
}

function cargoLine(
  line: CargoLineDraft,
  fields: readonly FieldSpec[],
  idOf: (key: string) => string,
  errors: Record<string, string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const text = line.values[field.key] ?? '';
    if (field.kind === 'integer' || field.kind === 'decimal') {
      const typed = readTypedNumber(text);
      const problem = typedNumberProblem(field.label, typed, field.kind === 'integer');
      if (problem !== null) errors[idOf(field.key)] = problem;
      // A stand-in keeps the request's shape, so the rules still check every other field; never sent.
      out[field.key] = problem === null && typed.kind === 'number' ? typed.value : 0;
    } else {
      out[field.key] = text.trim();
    }
  }
  return out;
}

/**
 * The booking request of a mode from the form: one builder for the four
 * modes, reading the field table. The app numbers containers from 0
 * (sequentialNumber) and cargo lines inside each container (indexContainer).
 */
export function buildBookingRequest(mode: BookingMode, quoteId: string, draft: BookingDraft): BuiltRequest {
  const spec = bookingModes[mode];
  const formatErrors: Record<string, string> = {};
  const request: Record<string, unknown> = { id: quoteId };

  for (const section of bookingSections) {
    if (section.repeat || !section.shownIn(mode)) continue;
    const target: Record<string, unknown> = section.path ? {} : request;
    for (const field of section.fields) {
      if (field.kind === 'switch') continue;
      target[field.key] = textValue(mode, field, draft.fields[fieldId(section, field)]);
    }
    if (section.path) request[section.path] = target;
  }

  if (spec.hasActiveTracking) request.isActiveTracking = draft.isActiveTracking;

  if (spec.cargo === 'containers') {
    request.containers = draft.containers.map((container, c) => ({
      sequentialNumber: c,
      cargos: container.cargos.map((line, k) => {
        const built = cargoLine(line, fclCargoFields, (key) => cargoFieldId(key, k, c), formatErrors);
        const quantity = typeof built.quantity === 'number' ? built.quantity : null;
        return { ...built, indexContainer: cargoIndex(k, quantity) };
      }),
    }));
  }
  if (spec.cargo === 'cargos') {
    request.cargos = draft.cargos.map((line, k) =>
      cargoLine(line, lclCargoFields, (key) => cargoFieldId(key, k), formatErrors),
    );
  }
  return { request, formatErrors };
}
