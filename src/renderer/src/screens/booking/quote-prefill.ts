import { m } from '@shared/i18n/messages';
import { bookingModes, type BookingMode } from '@shared/api/modes';
import { counted } from '../../lib/format';
import { emptyDraft, newCargoLine, newContainer, type BookingDraft } from './booking-draft';

/**
 * What the rating knew, carried into the booking form so the operator types
 * only what is new: the places into the address lines, the rated containers
 * (and their weights) or LCL cargo lines, the goods description. The rating
 * request is read defensively: it is whatever the rating screen kept.
 */
export interface RatingContextLike {
  readonly mode: string;
  readonly request: unknown;
}

/** Most containers the form prefills; a rating of more is unusual and the operator can add more. */
const MAX_PREFILLED_CONTAINERS = 50;

type Loose = Record<string, unknown>;

function record(value: unknown): Loose | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function list(value: unknown): Loose[] {
  return Array.isArray(value) ? value.map(record).filter((v): v is Loose => v !== null) : [];
}

/** "Carrer de Mallorca 401, 08013 Barcelona, ES" from a rating location; '' when it says nothing. */
export function addressLine(location: unknown): string {
  const place = record(location);
  if (!place) return '';
  const town = [text(place.postalCode), text(place.city)].filter(Boolean).join(' ');
  return [text(place.street), town, text(place.country)].filter(Boolean).join(', ');
}

export interface Prefill {
  readonly draft: BookingDraft;
  /** What was filled in, in words of the desk's language when made, for a note above the form ("addresses", "2 containers"). */
  readonly filled: string[];
}

export function prefillDraft(mode: BookingMode, context: RatingContextLike | undefined): Prefill {
  const draft = emptyDraft(mode);
  const request = record(context?.request);
  if (!request) return { draft, filled: [] };
  const filled: string[] = [];

  const origin = addressLine(request.origin);
  const destination = addressLine(request.destination);
  if (origin) draft.fields['origin.address'] = origin;
  if (destination) draft.fields['destination.address'] = destination;
  if (origin || destination) filled.push(m.booking_prefill_places());

  const goods = text(request.goodsDescription);
  const cargo = bookingModes[mode].cargo;

  if (cargo === 'containers') {
    const containers = list(request.containers).flatMap((line) => {
      const quantity = Math.max(1, Math.floor(Number(line.quantity) || 1));
      const weight = typeof line.weight === 'number' && line.weight > 0 ? String(line.weight) : '';
      const type = text(line.type) || null;
      return Array.from({ length: quantity }, () => newContainer(type, { quantity: '1', weight, description: goods }));
    });
    if (containers.length > 0) {
      draft.containers = containers.slice(0, MAX_PREFILLED_CONTAINERS);
      filled.push(counted(m.booking_prefill_containers, draft.containers.length));
    }
  }

  if (cargo === 'cargos') {
    const lines = list(request.cargos);
    if (lines.length > 0) {
      draft.cargos = lines.map(() => newCargoLine(mode, { description: goods }));
      filled.push(counted(m.booking_prefill_cargo_lines, lines.length));
    }
  }

  if (goods && cargo !== 'none') {
    for (const container of draft.containers) for (const line of container.cargos) line.values.description ||= goods;
    for (const line of draft.cargos) line.values.description ||= goods;
    filled.push(m.booking_prefill_goods());
  }
  return { draft, filled };
}

/** How many containers the rating was for (FCL), or null when the rating is not known. */
export function ratedContainerCount(context: RatingContextLike | undefined): number | null {
  const request = record(context?.request);
  if (!request || !Array.isArray(request.containers)) return null;
  const total = list(request.containers).reduce(
    (sum, line) => sum + Math.max(0, Math.floor(Number(line.quantity) || 0)),
    0,
  );
  return total > 0 ? total : null;
}
