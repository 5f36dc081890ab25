import { containerTypes } from './containers';
import { incoterms } from './incoterms';

/*
 * THE words for every code the freight service sends (the spec's enums, the
 * observed payloads and what the sandbox answers): tracking statuses, event
 * types, charge kinds and bases, tariff units, container types, document
 * states, incoterms, modes. Every screen, notification, export and PDF says a
 * code through codeLabel, so one code reads alike everywhere. A label is an
 * entry per language (only `en` today): a second language adds its key to
 * Label and the type check lists every entry still missing it. Each kind's
 * known codes are a list, and its table is a Record over them, so a code added
 * to a list fails the build until it has its words. A code the table does
 * not know is shown honestly: the code itself, spaced (`CustomsHold` ->
 * "Customs hold", `GATE_OUT` -> "Gate out"), never guessed into other words.
 */

/** A label in each language the desk speaks. */
export interface Label {
  readonly en: string;
}
export type Language = keyof Label;

/**
 * The tracking statuses a shipment goes through, in the order it lives them
 * (the order Tracking sorts by); `None` is the service's "no tracking news".
 */
export const trackingStatusCodes = [
  'Booked',
  'Confirmed',
  'PickedUp',
  'InTransit',
  'GateIn',
  'Loaded',
  'Departed',
  'Arrived',
  'Discharged',
  'CustomsCleared',
  'GateOut',
  'OutForDelivery',
  'Delivered',
] as const;
export type TrackingStatusCode = (typeof trackingStatusCodes)[number];

/** What a tracking message may say beyond a shipment's statuses: the container's empty return (never a list status). */
export const messageStatusCodes = ['EmptyReturned'] as const;
export type MessageStatusCode = (typeof messageStatusCodes)[number];

/** The service's tracking status meaning "no tracking news" (tracking switched off, or nothing yet). */
export const NO_STATUS = 'None';

const trackingStatus: Record<TrackingStatusCode | MessageStatusCode | typeof NO_STATUS, Label> = {
  None: { en: 'No updates' },
  Booked: { en: 'Booked' },
  Confirmed: { en: 'Confirmed' },
  PickedUp: { en: 'Picked up' },
  InTransit: { en: 'In transit' },
  GateIn: { en: 'Gate in' },
  Loaded: { en: 'Loaded' },
  Departed: { en: 'Departed' },
  Arrived: { en: 'Arrived' },
  Discharged: { en: 'Discharged' },
  CustomsCleared: { en: 'Customs cleared' },
  GateOut: { en: 'Gate out' },
  EmptyReturned: { en: 'Empty container returned' },
  OutForDelivery: { en: 'Out for delivery' },
  Delivered: { en: 'Delivered' },
};

const customsStatus: Record<'Pending' | 'Cleared', Label> = {
  Pending: { en: 'Pending' },
  Cleared: { en: 'Cleared' },
};

/** A checklist document's validationStatus; `None`: a file is uploaded and waits for the back office. */
const documentValidation: Record<'None' | 'Validated', Label> = {
  None: { en: 'Awaiting validation' },
  Validated: { en: 'Validated' },
};

/** The event a free-time condition starts counting at (`freeTimeStartEvent`). */
const freeTimeEvent: Record<'DISCHARGE' | 'GATE_OUT', Label> = {
  DISCHARGE: { en: 'Discharge from vessel' },
  GATE_OUT: { en: 'Gate out of terminal' },
};

/** A free-time condition's charge (`chargeType` of Conditions). */
const freeTimeCharge: Record<'Demurrage' | 'Detention' | 'Storage', Label> = {
  Demurrage: { en: 'Demurrage' },
  Detention: { en: 'Detention' },
  Storage: { en: 'Storage' },
};

/** A tariff cost's `chargeType`. */
const tariffChargeType: Record<'Freight' | 'Origin' | 'Destination', Label> = {
  Freight: { en: 'Freight' },
  Origin: { en: 'Origin' },
  Destination: { en: 'Destination' },
};

/** A tariff cost's `chargeUnit`. */
const tariffChargeUnit: Record<'Specific' | 'PerContainer', Label> = {
  Specific: { en: 'Specific' },
  PerContainer: { en: 'Per container' },
};

/** A tariff's `type`. */
const tariffType: Record<'SeaContainer', Label> = {
  SeaContainer: { en: 'Sea container' },
};

/** A sea surcharge item's `basis`. */
const surchargeBasis: Record<'PER_CONTAINER' | 'PER_DOC', Label> = {
  PER_CONTAINER: { en: 'Per container' },
  PER_DOC: { en: 'Per document' },
};

/** A sea surcharge item's `type`: the model's names and the texts payloads carry. */
const surchargeType: Record<
  'Freight' | 'Origin' | 'Destination' | 'Paid with Freight' | 'Paid at Origin' | 'Paid at Destination',
  Label
> = {
  Freight: { en: 'Paid with the freight' },
  Origin: { en: 'Paid at origin' },
  Destination: { en: 'Paid at destination' },
  'Paid with Freight': { en: 'Paid with the freight' },
  'Paid at Origin': { en: 'Paid at origin' },
  'Paid at Destination': { en: 'Paid at destination' },
};

/** The surcharge groups of a sea rate (src/shared/api/rating.ts's group keys). */
const surchargeGroup: Record<'perFreight' | 'atOrigin' | 'atDestination' | 'perDoc' | 'perContainer' | 'items', Label> =
  {
    perFreight: { en: 'Paid with the freight' },
    atOrigin: { en: 'At origin' },
    atDestination: { en: 'At destination' },
    perDoc: { en: 'Per document' },
    perContainer: { en: 'Per container' },
    items: { en: 'Surcharges' },
  };

/** A penalty's `penaltyType` (the service's spelling, AmmendmentFee, included). */
const penaltyType: Record<'AmmendmentFee' | 'CancellationFee' | 'NoShowFee' | 'CompensationFee', Label> = {
  AmmendmentFee: { en: 'Amendment fee' },
  CancellationFee: { en: 'Cancellation fee' },
  NoShowFee: { en: 'No-show fee' },
  CompensationFee: { en: 'Compensation fee' },
};

/** A schedule location's `type` and a leg's `transportMode`. */
const transportMode: Record<'VESSEL' | 'TRUCK' | 'TERMINAL', Label> = {
  VESSEL: { en: 'Vessel' },
  TRUCK: { en: 'Truck' },
  TERMINAL: { en: 'Terminal' },
};

/** A schedule deadline's `type`. */
const deadlineType: Record<'Documentation' | 'Marine Services', Label> = {
  Documentation: { en: 'Documentation' },
  'Marine Services': { en: 'Marine services' },
};

/** A sea end's service type (spec 2.3). */
const serviceType: Record<'CY' | 'SD', Label> = {
  CY: { en: 'Container yard' },
  SD: { en: 'Store door' },
};

/** `shipmentType` / `commodityType` of list items, details and saved quotes. */
const shipmentType: Record<'Box' | 'Pallet' | 'FCL' | 'LCL' | 'Air', Label> = {
  Box: { en: 'Boxes' },
  Pallet: { en: 'Pallets' },
  FCL: { en: 'Sea FCL' },
  LCL: { en: 'Sea LCL' },
  Air: { en: 'Air' },
};

/** The pallet lookup's `type`. */
const palletType: Record<'Custom' | 'Euro' | 'American', Label> = {
  Custom: { en: 'Custom size' },
  Euro: { en: 'Euro pallet' },
  American: { en: 'American pallet' },
};

/** An LCL cargo's `measurementUnit`. */
const measurementUnit: Record<'CmKg', Label> = {
  CmKg: { en: 'cm and kg' },
};

/** The spec's container types, in both of their forms (`DRY20` and `20DRY`). */
const containerType: Readonly<Record<string, Label>> = Object.fromEntries(
  containerTypes.flatMap((type) => [
    [type.code, { en: type.meaning }],
    [type.sizeTypeCode, { en: type.meaning }],
  ]),
);

const incoterm: Readonly<Record<string, Label>> = Object.fromEntries(incoterms.map((i) => [i.code, { en: i.name }]));

/** Every kind of code, each with its table. */
const codeTables = {
  trackingStatus,
  customsStatus,
  documentValidation,
  freeTimeEvent,
  freeTimeCharge,
  tariffChargeType,
  tariffChargeUnit,
  tariffType,
  surchargeBasis,
  surchargeType,
  surchargeGroup,
  penaltyType,
  transportMode,
  deadlineType,
  serviceType,
  shipmentType,
  palletType,
  measurementUnit,
  containerType,
  incoterm,
} as const;

export type CodeKind = keyof typeof codeTables;

/** The codes a kind knows, each with its label (tests and pickers read them). */
export function knownCodes(kind: CodeKind): readonly string[] {
  return Object.keys(codeTables[kind]);
}

/** Whether the table has words of its own for a code (not the spaced fallback). */
export function isKnownCode(kind: CodeKind, code: string): boolean {
  return Object.hasOwn(codeTables[kind], code.trim());
}

const SHORT_ACRONYM = /^[A-Z0-9]{1,3}$/;

/**
 * A code the table does not know, spaced as words: `CustomsHold` -> "Customs
 * hold", `GATE_OUT` -> "Gate out", `ETAChanged` -> "ETA changed"; a short
 * upper-case word (`FCL`, `CY`) stays as sent, being an acronym.
 */
export function spacedCode(code: string): string {
  const text = code.trim();
  if (text === '' || SHORT_ACRONYM.test(text)) return text;
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '');
  const shouting = text === text.toUpperCase();
  const spaced = words
    .map((word) => (shouting || !/^[A-Z0-9]{2,}$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A code in words, in a language: the table's label, else the code spaced.
 * Null when the service sent nothing (the caller says what nothing means),
 * except a tracking status, where nothing means "No updates" as `None` does.
 */
export function codeLabel(kind: CodeKind, code: string | null | undefined, language: Language = 'en'): string | null {
  const text = code?.trim() ?? '';
  if (text === '') return kind === 'trackingStatus' ? trackingStatus.None[language] : null;
  const table: Readonly<Record<string, Label>> = codeTables[kind];
  return Object.hasOwn(table, text) ? (table[text] as Label)[language] : spacedCode(text);
}

/** A tracking status in words: "In transit"; nothing or `None` is "No updates". */
export function statusLabel(status: string | null | undefined, language: Language = 'en'): string {
  // A tracking status always has words (codeLabel gives "No updates" for nothing).
  return codeLabel('trackingStatus', status, language) as string;
}
