import { bookingModes, type BookingMode } from '../../../../shared/api/modes';
import {
  bookingSections,
  cargoFieldId,
  fclCargoFields,
  fieldId,
  lclCargoFields,
  type FieldSpec,
} from './booking-fields';
import type { BookingDraft, CargoLineDraft } from './booking-draft';

/** "12", "12.5" or "12,5" (a desk in Spain types a comma). */
const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const INTEGER = /^\d+$/;

export function parseDecimal(text: string): number | null {
  const t = text.trim();
  return DECIMAL.test(t) ? Number(t.replace(',', '.')) : null;
}

export function parseInteger(text: string): number | null {
  const t = text.trim();
  return INTEGER.test(t) ? Number(t) : null;
}

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
  /** Numbers that are not numbers, by field id: the schema would only say "must be a number". */
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
      const value = field.kind === 'integer' ? parseInteger(text) : parseDecimal(text);
      if (value === null) {
        errors[idOf(field.key)] =
          text.trim() === ''
            ? `${field.label} is required`
            : field.kind === 'integer'
              ? `${field.label} must be a whole number, such as 2`
              : `${field.label} must be a number, such as 1200 or 1200.5`;
      }
      out[field.key] = value ?? undefined;
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
