import { m } from '@shared/i18n/messages';
import { bookingModes, type BookingMode } from '@shared/api/modes';
import { bookingFieldLabel } from '@shared/api/booking-rule-words';

/*
 * THE description of the booking form: every section and field, once, for the
 * four booking modes. The form, the review and the error messages are built
 * from this table; what differs by mode (incoterm required, containers or
 * cargo lines, tracking switch) is read from `bookingModes`, never copied.
 * Its words are getters over messages, so they read in the desk's language of the moment;
 * its labels are the shared table's (booking-rule-words.ts), with which main says its refusals.
 */

/** How a field is edited (and shown in the review). */
export type FieldKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'phone-prefix'
  | 'time'
  | 'textarea'
  | 'incoterm'
  | 'switch'
  | 'integer'
  | 'decimal'
  | 'hs-code';

export interface FieldSpec {
  /** The wire key inside its object (`contactPerson`, `hsCode`). */
  readonly key: string;
  readonly label: string;
  readonly kind: FieldKind;
  /** Whether the operator must fill it for this mode. */
  readonly required: (mode: BookingMode) => boolean;
  readonly hint?: string;
  readonly placeholder?: string;
  readonly autocomplete?: string;
  /** Unit shown after a number in the review ("kg"). */
  readonly unit?: string;
  /**
   * Its share of a section's four-column row: short codes a quarter, names
   * half (the default), addresses and notes the whole row.
   */
  readonly width?: 'quarter' | 'half' | 'full';
}

export type SectionId = 'origin' | 'destination' | 'pickup' | 'terms' | 'containers' | 'cargos';

export interface SectionSpec {
  readonly id: SectionId;
  readonly title: string;
  readonly description: string;
  /**
   * Where the section's values sit in the request: a contact object
   * (`origin`), the top level (null), or a repeated group of cargo lines.
   */
  readonly path: 'origin' | 'destination' | null;
  readonly repeat?: 'containers' | 'cargos';
  readonly shownIn: (mode: BookingMode) => boolean;
  readonly fields: readonly FieldSpec[];
}

const always = (): boolean => true;
const never = (): boolean => false;

/** Spec 2.2: the same six fields at both ends. */
export const contactFields: readonly FieldSpec[] = [
  {
    key: 'contactPerson',
    get label() {
      return bookingFieldLabel('contactPerson');
    },
    kind: 'text',
    required: always,
    autocomplete: 'name',
  },
  {
    key: 'companyName',
    get label() {
      return bookingFieldLabel('companyName');
    },
    kind: 'text',
    required: always,
    autocomplete: 'organization',
  },
  {
    key: 'contactMail',
    get label() {
      return bookingFieldLabel('contactMail');
    },
    kind: 'email',
    required: always,
    autocomplete: 'email',
  },
  {
    key: 'phonePrefix',
    get label() {
      return bookingFieldLabel('phonePrefix');
    },
    kind: 'phone-prefix',
    required: never,
    width: 'quarter',
    get hint() {
      return m.booking_field_phone_prefix_hint();
    },
    placeholder: '34',
  },
  {
    key: 'phone',
    get label() {
      return bookingFieldLabel('phone');
    },
    kind: 'phone',
    required: always,
    width: 'quarter',
    autocomplete: 'tel-national',
  },
  {
    key: 'address',
    get label() {
      return bookingFieldLabel('address');
    },
    kind: 'text',
    required: always,
    width: 'full',
    get hint() {
      return m.booking_field_address_hint();
    },
    autocomplete: 'street-address',
  },
];

/** An FCL cargo line; an LCL cargo line is the same without the measures (see lclCargoFields). */
export const fclCargoFields: readonly FieldSpec[] = [
  {
    key: 'quantity',
    get label() {
      return bookingFieldLabel('quantity');
    },
    kind: 'integer',
    required: always,
  },
  {
    key: 'weight',
    get label() {
      return bookingFieldLabel('weight');
    },
    kind: 'decimal',
    required: always,
    unit: 'kg',
  },
  {
    key: 'cbm',
    get label() {
      return bookingFieldLabel('cbm');
    },
    kind: 'decimal',
    required: always,
    unit: 'm³',
  },
  {
    key: 'description',
    get label() {
      return bookingFieldLabel('description');
    },
    kind: 'text',
    required: always,
  },
  {
    key: 'ediType',
    get label() {
      return bookingFieldLabel('ediType');
    },
    kind: 'text',
    required: always,
    get placeholder() {
      return m.booking_field_edi_type_placeholder();
    },
  },
  {
    key: 'hsCode',
    get label() {
      return bookingFieldLabel('hsCode');
    },
    kind: 'hs-code',
    required: always,
    get placeholder() {
      return m.booking_field_hs_code_placeholder();
    },
  },
];

const LCL_KEYS = new Set(['description', 'ediType', 'hsCode']);
/** Spec 2.2.1: an LCL cargo line has description, EDI type and HS code only. */
export const lclCargoFields: readonly FieldSpec[] = fclCargoFields.filter((f) => LCL_KEYS.has(f.key));

export const bookingSections: readonly SectionSpec[] = [
  {
    id: 'origin',
    get title() {
      return m.booking_section_origin();
    },
    get description() {
      return m.booking_section_origin_description();
    },
    path: 'origin',
    shownIn: always,
    fields: contactFields,
  },
  {
    id: 'destination',
    get title() {
      return m.booking_section_destination();
    },
    get description() {
      return m.booking_section_destination_description();
    },
    path: 'destination',
    shownIn: always,
    fields: contactFields,
  },
  {
    id: 'pickup',
    get title() {
      return m.booking_section_pickup();
    },
    get description() {
      return m.booking_section_pickup_description();
    },
    path: null,
    shownIn: always,
    fields: [
      {
        key: 'pickupTimeFrom',
        get label() {
          return bookingFieldLabel('pickupTimeFrom');
        },
        kind: 'time',
        required: always,
        width: 'quarter',
        placeholder: 'hh:mm',
      },
      {
        key: 'pickupTimeTo',
        get label() {
          return bookingFieldLabel('pickupTimeTo');
        },
        kind: 'time',
        required: always,
        width: 'quarter',
        placeholder: 'hh:mm',
      },
      {
        key: 'pickupDescription',
        get label() {
          return bookingFieldLabel('pickupDescription');
        },
        kind: 'textarea',
        required: never,
        get hint() {
          return m.booking_field_pickup_notes_hint();
        },
      },
      {
        key: 'deliveryDescription',
        get label() {
          return bookingFieldLabel('deliveryDescription');
        },
        kind: 'textarea',
        required: never,
        width: 'full',
      },
    ],
  },
  {
    id: 'terms',
    get title() {
      return m.booking_section_terms();
    },
    get description() {
      return m.booking_section_terms_description();
    },
    path: null,
    shownIn: always,
    fields: [
      {
        key: 'incotermCode',
        get label() {
          return bookingFieldLabel('incotermCode');
        },
        kind: 'incoterm',
        required: (mode) => bookingModes[mode].incotermRequired,
        get hint() {
          return m.booking_field_incoterm_hint();
        },
      },
      {
        key: 'isActiveTracking',
        get label() {
          return bookingFieldLabel('isActiveTracking');
        },
        kind: 'switch',
        required: never,
        get hint() {
          return m.booking_field_track_hint();
        },
      },
    ],
  },
  {
    id: 'containers',
    get title() {
      return m.booking_section_containers();
    },
    get description() {
      return m.booking_section_containers_description();
    },
    path: null,
    repeat: 'containers',
    shownIn: (mode) => bookingModes[mode].cargo === 'containers',
    fields: fclCargoFields,
  },
  {
    id: 'cargos',
    get title() {
      return m.booking_section_cargos();
    },
    get description() {
      return m.booking_section_cargos_description();
    },
    path: null,
    repeat: 'cargos',
    shownIn: (mode) => bookingModes[mode].cargo === 'cargos',
    fields: lclCargoFields,
  },
];

/** The tracking switch exists only where the mode has it (sea). */
export function fieldShown(mode: BookingMode, field: FieldSpec): boolean {
  return field.key !== 'isActiveTracking' || bookingModes[mode].hasActiveTracking;
}

/** The sections of a mode, with only the fields that mode has. */
export function sectionsFor(mode: BookingMode): SectionSpec[] {
  return bookingSections
    .filter((s) => s.shownIn(mode))
    .map((s) => ({ ...s, fields: s.fields.filter((f) => fieldShown(mode, f)) }));
}

/** The sections as the form draws them: the two contacts side by side first, then the rest in table order. */
export function formLayout(mode: BookingMode): { contacts: SectionSpec[]; others: SectionSpec[] } {
  const sections = sectionsFor(mode);
  return { contacts: sections.filter((s) => s.path !== null), others: sections.filter((s) => s.path === null) };
}

/** The field id of a top-level or contact field: its path in the request (`origin.phone`, `incotermCode`). */
export function fieldId(section: Pick<SectionSpec, 'path'>, field: Pick<FieldSpec, 'key'>): string {
  return section.path ? `${section.path}.${field.key}` : field.key;
}

/** The field id of a cargo line field. */
export function cargoFieldId(key: string, line: number, container?: number): string {
  return container === undefined ? `cargos[${line}].${key}` : `containers[${container}].cargos[${line}].${key}`;
}

/** Every wire key of the table with its label now, longest key first (so `pickupTimeFrom` wins over shorter keys). */
export function labelsByKey(): ReadonlyArray<readonly [key: string, label: string]> {
  return [...new Map(bookingSections.flatMap((s) => s.fields.map((f) => [f.key, f.label] as const)))].sort(
    (a, b) => b[0].length - a[0].length,
  );
}
