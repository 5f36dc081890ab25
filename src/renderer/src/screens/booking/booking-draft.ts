import { bookingModes, type BookingMode } from '@shared/api/modes';
import { bookingSections, fclCargoFields, fieldId, lclCargoFields, type FieldSpec } from './booking-fields';

/**
 * What the operator has typed, as text, keyed the way the request is: the
 * top-level and contact fields by their path (`origin.phone`), cargo lines
 * by their wire keys. Containers and cargo lines carry a `key` only so the
 * form can keep focus on the right line when one is removed; the wire
 * numbers (sequentialNumber, indexContainer) come from positions when the
 * request is built, never from the operator.
 */
export interface CargoLineDraft {
  readonly key: string;
  values: Record<string, string>;
}

export interface ContainerDraft {
  readonly key: string;
  /** The container type the rating had (DRY20), shown to tell containers apart; not sent. */
  containerType: string | null;
  cargos: CargoLineDraft[];
}

export interface BookingDraft {
  fields: Record<string, string>;
  isActiveTracking: boolean;
  containers: ContainerDraft[];
  cargos: CargoLineDraft[];
}

let nextKey = 0;
/** A key for a new line, unique within this page. */
export function newKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}-${nextKey}`;
}

function blank(fields: readonly FieldSpec[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.key, '']));
}

export function newCargoLine(mode: BookingMode, values: Record<string, string> = {}): CargoLineDraft {
  const fields = bookingModes[mode].cargo === 'containers' ? fclCargoFields : lclCargoFields;
  return { key: newKey('cargo'), values: { ...blank(fields), ...values } };
}

export function newContainer(containerType: string | null = null, cargo: Record<string, string> = {}): ContainerDraft {
  return { key: newKey('container'), containerType, cargos: [newCargoLine('sea-fcl', cargo)] };
}

/** An empty form for a mode: one container or cargo line where the mode needs them. */
export function emptyDraft(mode: BookingMode): BookingDraft {
  const fields: Record<string, string> = {};
  for (const section of bookingSections) {
    if (section.repeat) continue;
    for (const field of section.fields) if (field.kind !== 'switch') fields[fieldId(section, field)] = '';
  }
  const cargo = bookingModes[mode].cargo;
  return {
    fields,
    // Sea bookings are tracked unless the operator switches it off (the service's own default).
    isActiveTracking: true,
    containers: cargo === 'containers' ? [newContainer()] : [],
    cargos: cargo === 'cargos' ? [newCargoLine(mode)] : [],
  };
}
