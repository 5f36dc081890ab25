import { bookingModes, type BookingMode } from '@shared/api/modes';

/*
 * THE description of the booking form: every section and field, once, for the
 * four booking modes. The form, the review and the error messages are built
 * from this table; what differs by mode (incoterm required, containers or
 * cargo lines, tracking switch) is read from `bookingModes`, never copied.
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
  { key: 'contactPerson', label: 'Contact person', kind: 'text', required: always, autocomplete: 'name' },
  { key: 'companyName', label: 'Company', kind: 'text', required: always, autocomplete: 'organization' },
  { key: 'contactMail', label: 'E-mail', kind: 'email', required: always, autocomplete: 'email' },
  {
    key: 'phonePrefix',
    label: 'Phone prefix',
    kind: 'phone-prefix',
    required: never,
    width: 'quarter',
    hint: 'Without the +, e.g. 34.',
    placeholder: '34',
  },
  { key: 'phone', label: 'Phone', kind: 'phone', required: always, width: 'quarter', autocomplete: 'tel-national' },
  {
    key: 'address',
    label: 'Address',
    kind: 'text',
    required: always,
    width: 'full',
    hint: 'Street, postal code and city.',
    autocomplete: 'street-address',
  },
];

/** An FCL cargo line; an LCL cargo line is the same without the measures (see lclCargoFields). */
export const fclCargoFields: readonly FieldSpec[] = [
  { key: 'quantity', label: 'Quantity', kind: 'integer', required: always },
  { key: 'weight', label: 'Weight', kind: 'decimal', required: always, unit: 'kg' },
  { key: 'cbm', label: 'Volume', kind: 'decimal', required: always, unit: 'm³' },
  { key: 'description', label: 'Description', kind: 'text', required: always },
  { key: 'ediType', label: 'EDI type', kind: 'text', required: always, placeholder: 'e.g. 204' },
  { key: 'hsCode', label: 'HS code', kind: 'hs-code', required: always, placeholder: 'e.g. 8401.10' },
];

const LCL_KEYS = new Set(['description', 'ediType', 'hsCode']);
/** Spec 2.2.1: an LCL cargo line has description, EDI type and HS code only. */
export const lclCargoFields: readonly FieldSpec[] = fclCargoFields.filter((f) => LCL_KEYS.has(f.key));

export const bookingSections: readonly SectionSpec[] = [
  {
    id: 'origin',
    title: 'Origin contact',
    description: 'Who hands over the goods, and where.',
    path: 'origin',
    shownIn: always,
    fields: contactFields,
  },
  {
    id: 'destination',
    title: 'Destination contact',
    description: 'Who receives the goods, and where.',
    path: 'destination',
    shownIn: always,
    fields: contactFields,
  },
  {
    id: 'pickup',
    title: 'Pickup and delivery',
    description: 'The pickup window on the pickup day, and notes for the driver.',
    path: null,
    shownIn: always,
    fields: [
      {
        key: 'pickupTimeFrom',
        label: 'Pickup from',
        kind: 'time',
        required: always,
        width: 'quarter',
        placeholder: 'hh:mm',
      },
      {
        key: 'pickupTimeTo',
        label: 'Pickup until',
        kind: 'time',
        required: always,
        width: 'quarter',
        placeholder: 'hh:mm',
      },
      {
        key: 'pickupDescription',
        label: 'Pickup notes',
        kind: 'textarea',
        required: never,
        hint: 'Dock, opening hours, who to ask for.',
      },
      { key: 'deliveryDescription', label: 'Delivery notes', kind: 'textarea', required: never, width: 'full' },
    ],
  },
  {
    id: 'terms',
    title: 'Terms',
    description: 'Who pays for what, and whether the shipment is tracked.',
    path: null,
    shownIn: always,
    fields: [
      {
        key: 'incotermCode',
        label: 'Incoterm',
        kind: 'incoterm',
        required: (mode) => bookingModes[mode].incotermRequired,
        hint: 'Incoterms 2020.',
      },
      {
        key: 'isActiveTracking',
        label: 'Track this shipment',
        kind: 'switch',
        required: never,
        hint: 'Tracking messages from the carrier as the shipment moves.',
      },
    ],
  },
  {
    id: 'containers',
    title: 'Containers and cargo',
    description: 'What goes into each container. Freight Desk numbers the containers and cargo lines itself.',
    path: null,
    repeat: 'containers',
    shownIn: (mode) => bookingModes[mode].cargo === 'containers',
    fields: fclCargoFields,
  },
  {
    id: 'cargos',
    title: 'Cargo',
    description: 'Each kind of goods in the shipment.',
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

/** Every wire key of the table with its label, longest key first (so `pickupTimeFrom` wins over shorter keys). */
export const labelsByKey: ReadonlyArray<readonly [key: string, label: string]> = [
  ...new Map(bookingSections.flatMap((s) => s.fields.map((f) => [f.key, f.label] as const))),
].sort((a, b) => b[0].length - a[0].length);
