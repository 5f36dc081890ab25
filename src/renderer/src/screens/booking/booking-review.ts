import { m } from '@shared/i18n/messages';
import type { BookingRuleInput } from '@shared/api/booking-rules';
import { bookingModes, type BookingMode } from '@shared/api/modes';
import { codeLabel } from '@shared/domain/code-labels';
import { isIncotermCode } from '@shared/domain/incoterms';
import { formatNumber } from '../../lib/format';
import { fclCargoFields, lclCargoFields, sectionsFor, type FieldSpec } from './booking-fields';
import { shortTime } from './pickup-options';

/**
 * The review step: everything the request will carry, read back in the
 * form's words, built from the validated request itself (not from what was
 * typed), so what the operator confirms is exactly what is sent.
 */
export interface ReviewItem {
  readonly label: string;
  readonly value: string;
}

export interface ReviewGroup {
  readonly id: string;
  readonly title: string;
  readonly items: ReviewItem[];
}

export interface ReviewTable {
  readonly id: string;
  readonly title: string;
  readonly columns: string[];
  readonly rows: string[][];
}

export interface BookingReview {
  readonly groups: ReviewGroup[];
  readonly tables: ReviewTable[];
}

const NONE = '—';

function shown(field: FieldSpec, value: unknown, locale?: string): string {
  if (value === null || value === undefined || value === '') return NONE;
  switch (field.kind) {
    case 'switch':
      return value === true ? m.booking_review_yes() : m.booking_review_no();
    case 'time':
      return shortTime(String(value));
    case 'incoterm': {
      const name = isIncotermCode(String(value)) ? codeLabel('incoterm', String(value)) : null;
      return name ? `${String(value)} (${name})` : String(value);
    }
    case 'phone-prefix':
      return `+${String(value)}`;
    case 'integer':
    case 'decimal':
      return typeof value === 'number'
        ? `${formatNumber(value, locale)}${field.unit ? ` ${field.unit}` : ''}`
        : String(value);
    default:
      return String(value);
  }
}

type Loose = Record<string, unknown>;

export function reviewOf(mode: BookingMode, request: BookingRuleInput, locale?: string): BookingReview {
  const body = request as unknown as Loose;
  const groups: ReviewGroup[] = [];
  for (const section of sectionsFor(mode)) {
    if (section.repeat) continue;
    const source = (section.path ? body[section.path] : body) as Loose;
    groups.push({
      id: section.id,
      title: section.title,
      items: section.fields.map((field) => ({ label: field.label, value: shown(field, source[field.key], locale) })),
    });
  }

  const tables: ReviewTable[] = [];
  const cargo = bookingModes[mode].cargo;
  if (cargo === 'containers') {
    for (const container of request.containers ?? []) {
      tables.push({
        id: `container-${container.sequentialNumber}`,
        // Numbered from 1 as the form numbers them; the wire's 0-based numbers are the request's business.
        title: m.booking_container({ container: container.sequentialNumber + 1 }),
        columns: [m.booking_review_cargo_line(), ...fclCargoFields.map((f) => f.label)],
        rows: container.cargos.map((line, k) => [
          String(k + 1),
          ...fclCargoFields.map((f) => shown(f, (line as Loose)[f.key], locale)),
        ]),
      });
    }
  }
  if (cargo === 'cargos') {
    tables.push({
      id: 'cargos',
      title: m.booking_review_cargo_lines(),
      columns: [m.booking_review_cargo_line(), ...lclCargoFields.map((f) => f.label)],
      rows: (request.cargos ?? []).map((line, k) => [
        String(k + 1),
        ...lclCargoFields.map((f) => shown(f, (line as Loose)[f.key], locale)),
      ]),
    });
  }
  return { groups, tables };
}
