import { containerTypes } from './containers';
import { incoterms } from './incoterms';
import { PSEUDO_LOCALE, type MessageLanguage } from '../i18n/desk-language';
import { getLocale } from '../i18n/paraglide/runtime.js';
import { pseudoText } from '../i18n/pseudo-text';

/*
 * THE words for every code the freight service sends (the spec's enums, the
 * observed payloads and what the sandbox answers): tracking statuses, event
 * types, charge kinds and bases, tariff units, container types, document
 * states, incoterms, modes. Every screen, notification, export and PDF says a
 * code through codeLabel, so one code reads alike everywhere. A label is an
 * entry per language (`en`, `es`): a third language adds its key to Label
 * and the type check lists every entry still missing it; the development
 * pseudo-locale is English made pseudo. Each kind's
 * known codes are a list, and its table is a Record over them, so a code added
 * to a list fails the build until it has its words. A code the table does
 * not know is shown honestly: the code itself, spaced (`CustomsHold` ->
 * "Customs hold", `GATE_OUT` -> "Gate out"), never guessed into other words.
 */

/** A label in each language the desk speaks. */
export interface Label {
  readonly en: string;
  readonly es: string;
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
  None: { en: 'No updates', es: 'Sin novedades' },
  Booked: { en: 'Booked', es: 'Reservado' },
  Confirmed: { en: 'Confirmed', es: 'Confirmado' },
  PickedUp: { en: 'Picked up', es: 'Recogido' },
  InTransit: { en: 'In transit', es: 'En tránsito' },
  GateIn: { en: 'Gate in', es: 'Entrada en terminal' },
  Loaded: { en: 'Loaded', es: 'Cargado' },
  Departed: { en: 'Departed', es: 'Zarpado' },
  Arrived: { en: 'Arrived', es: 'Llegado' },
  Discharged: { en: 'Discharged', es: 'Descargado' },
  CustomsCleared: { en: 'Customs cleared', es: 'Despachado en aduana' },
  GateOut: { en: 'Gate out', es: 'Salida de terminal' },
  EmptyReturned: { en: 'Empty container returned', es: 'Contenedor vacío devuelto' },
  OutForDelivery: { en: 'Out for delivery', es: 'En reparto' },
  Delivered: { en: 'Delivered', es: 'Entregado' },
};

const customsStatus: Record<'Pending' | 'Cleared', Label> = {
  Pending: { en: 'Pending', es: 'Pendiente' },
  Cleared: { en: 'Cleared', es: 'Despachado' },
};

/** A checklist document's validationStatus; `None`: a file is uploaded and waits for the back office. */
const documentValidation: Record<'None' | 'Validated', Label> = {
  None: { en: 'Awaiting validation', es: 'Pendiente de validación' },
  Validated: { en: 'Validated', es: 'Validado' },
};

/** The event a free-time condition starts counting at (`freeTimeStartEvent`). */
const freeTimeEvent: Record<'DISCHARGE' | 'GATE_OUT', Label> = {
  DISCHARGE: { en: 'Discharge from vessel', es: 'Descarga del buque' },
  GATE_OUT: { en: 'Gate out of terminal', es: 'Salida de terminal' },
};

/** A free-time condition's charge (`chargeType` of Conditions). */
const freeTimeCharge: Record<'Demurrage' | 'Detention' | 'Storage', Label> = {
  Demurrage: { en: 'Demurrage', es: 'Demora' },
  Detention: { en: 'Detention', es: 'Detención' },
  Storage: { en: 'Storage', es: 'Almacenaje' },
};

/** A tariff cost's `chargeType`. */
const tariffChargeType: Record<'Freight' | 'Origin' | 'Destination', Label> = {
  Freight: { en: 'Freight', es: 'Flete' },
  Origin: { en: 'Origin', es: 'Origen' },
  Destination: { en: 'Destination', es: 'Destino' },
};

/** A tariff cost's `chargeUnit`. */
const tariffChargeUnit: Record<'Specific' | 'PerContainer', Label> = {
  Specific: { en: 'Specific', es: 'Específico' },
  PerContainer: { en: 'Per container', es: 'Por contenedor' },
};

/** A tariff's `type`. */
const tariffType: Record<'SeaContainer', Label> = {
  SeaContainer: { en: 'Sea container', es: 'Contenedor marítimo' },
};

/** A sea surcharge item's `basis`. */
const surchargeBasis: Record<'PER_CONTAINER' | 'PER_DOC', Label> = {
  PER_CONTAINER: { en: 'Per container', es: 'Por contenedor' },
  PER_DOC: { en: 'Per document', es: 'Por documento' },
};

/** A sea surcharge item's `type`: the model's names and the texts payloads carry. */
const surchargeType: Record<
  'Freight' | 'Origin' | 'Destination' | 'Paid with Freight' | 'Paid at Origin' | 'Paid at Destination',
  Label
> = {
  Freight: { en: 'Paid with the freight', es: 'Pagado con el flete' },
  Origin: { en: 'Paid at origin', es: 'Pagado en origen' },
  Destination: { en: 'Paid at destination', es: 'Pagado en destino' },
  'Paid with Freight': { en: 'Paid with the freight', es: 'Pagado con el flete' },
  'Paid at Origin': { en: 'Paid at origin', es: 'Pagado en origen' },
  'Paid at Destination': { en: 'Paid at destination', es: 'Pagado en destino' },
};

/** The surcharge groups of a sea rate (src/shared/api/rating.ts's group keys). */
const surchargeGroup: Record<'perFreight' | 'atOrigin' | 'atDestination' | 'perDoc' | 'perContainer' | 'items', Label> =
  {
    perFreight: { en: 'Paid with the freight', es: 'Pagado con el flete' },
    atOrigin: { en: 'At origin', es: 'En origen' },
    atDestination: { en: 'At destination', es: 'En destino' },
    perDoc: { en: 'Per document', es: 'Por documento' },
    perContainer: { en: 'Per container', es: 'Por contenedor' },
    items: { en: 'Surcharges', es: 'Recargos' },
  };

/** A penalty's `penaltyType` (the service's spelling, AmmendmentFee, included). */
const penaltyType: Record<'AmmendmentFee' | 'CancellationFee' | 'NoShowFee' | 'CompensationFee', Label> = {
  AmmendmentFee: { en: 'Amendment fee', es: 'Cargo por modificación' },
  CancellationFee: { en: 'Cancellation fee', es: 'Cargo por cancelación' },
  NoShowFee: { en: 'No-show fee', es: 'Cargo por no presentación' },
  CompensationFee: { en: 'Compensation fee', es: 'Cargo de compensación' },
};

/** A schedule location's `type` and a leg's `transportMode`. */
const transportMode: Record<'VESSEL' | 'TRUCK' | 'TERMINAL', Label> = {
  VESSEL: { en: 'Vessel', es: 'Buque' },
  TRUCK: { en: 'Truck', es: 'Camión' },
  TERMINAL: { en: 'Terminal', es: 'Terminal' },
};

/** A schedule deadline's `type`. */
const deadlineType: Record<'Documentation' | 'Marine Services', Label> = {
  Documentation: { en: 'Documentation', es: 'Documentación' },
  'Marine Services': { en: 'Marine services', es: 'Servicios marítimos' },
};

/** A sea end's service type (spec 2.3). */
const serviceType: Record<'CY' | 'SD', Label> = {
  CY: { en: 'Container yard', es: 'Terminal de contenedores' },
  SD: { en: 'Store door', es: 'Puerta del almacén' },
};

/** `shipmentType` / `commodityType` of list items, details and saved quotes. */
const shipmentType: Record<'Box' | 'Pallet' | 'FCL' | 'LCL' | 'Air', Label> = {
  Box: { en: 'Boxes', es: 'Cajas' },
  Pallet: { en: 'Pallets', es: 'Palés' },
  FCL: { en: 'Sea FCL', es: 'Marítimo FCL' },
  LCL: { en: 'Sea LCL', es: 'Marítimo LCL' },
  Air: { en: 'Air', es: 'Aéreo' },
};

/**
 * The documents a shipment needs, by the name the service gives them
 * (`documentName`: it sends words, not codes, and no translation), matched
 * without regard to case or spacing.
 */
const documentName: Readonly<Record<string, Label>> = {
  label: { en: 'Label', es: 'Etiqueta' },
  labels: { en: 'Labels', es: 'Etiquetas' },
  invoice: { en: 'Invoice', es: 'Factura' },
  'commercial invoice': { en: 'Commercial invoice', es: 'Factura comercial' },
  'packing list': { en: 'Packing list', es: 'Lista de bultos' },
  'bill of lading instructions': {
    en: 'Bill of lading instructions',
    es: 'Instrucciones para el conocimiento de embarque',
  },
  'vgm declaration': { en: 'VGM declaration', es: 'Declaración VGM' },
  'certificate of origin': { en: 'Certificate of origin', es: 'Certificado de origen' },
  'dangerous goods declaration': { en: 'Dangerous goods declaration', es: 'Declaración de mercancías peligrosas' },
  'air waybill instructions': { en: 'Air waybill instructions', es: 'Instrucciones para la carta de porte aéreo' },
  'other documents': { en: 'Other documents', es: 'Otros documentos' },
};

/**
 * A document's name in a language (the desk's, unless named): the table's
 * words for a name it knows, else the name as the service sent it (a name
 * the desk does not know is the service's own, never guessed at); null when
 * the service sent none.
 */
export function documentLabel(name: string | null | undefined, language: MessageLanguage = getLocale()): string | null {
  const text = name?.trim().replace(/\s+/g, ' ') ?? '';
  if (text === '') return null;
  const key = text.toLowerCase();
  return Object.hasOwn(documentName, key) ? said(documentName[key] as Label, language) : text;
}

/** The document names the table knows (tests read them). */
export function knownDocumentNames(): readonly string[] {
  return Object.keys(documentName);
}

/** The pallet lookup's `type`. */
const palletType: Record<'Custom' | 'Euro' | 'American', Label> = {
  Custom: { en: 'Custom size', es: 'Medida personalizada' },
  Euro: { en: 'Euro pallet', es: 'Europalé' },
  American: { en: 'American pallet', es: 'Palé americano' },
};

/** An LCL cargo's `measurementUnit`. */
const measurementUnit: Record<'CmKg', Label> = {
  CmKg: { en: 'cm and kg', es: 'cm y kg' },
};

/** The spec's container types, in both of their forms (`DRY20` and `20DRY`). */
const containerType: Readonly<Record<string, Label>> = Object.fromEntries(
  containerTypes.flatMap((type) => [
    [type.code, type.meaning],
    [type.sizeTypeCode, type.meaning],
  ]),
);

const incoterm: Readonly<Record<string, Label>> = Object.fromEntries(incoterms.map((i) => [i.code, i.name]));

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
  const spaced = words.map((word) => (shouting || !/^[A-Z0-9]{2,}$/.test(word) ? word.toLowerCase() : word)).join(' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A code in words, in a language (the desk's, unless named): the table's
 * label, else the code spaced: the service's own word, in no language's.
 * Null when the service sent nothing (the caller says what nothing means),
 * except a tracking status, where nothing means "No updates" as `None` does.
 */
export function codeLabel(
  kind: CodeKind,
  code: string | null | undefined,
  language: MessageLanguage = getLocale(),
): string | null {
  const text = code?.trim() ?? '';
  if (text === '') return kind === 'trackingStatus' ? said(trackingStatus.None, language) : null;
  const table: Readonly<Record<string, Label>> = codeTables[kind];
  return Object.hasOwn(table, text) ? said(table[text] as Label, language) : spacedCode(text);
}

function said(label: Label, language: MessageLanguage): string {
  return language === PSEUDO_LOCALE ? pseudoText(label.en) : label[language];
}

/** A tracking status in words: "In transit"; nothing or `None` is "No updates". */
export function statusLabel(status: string | null | undefined, language: MessageLanguage = getLocale()): string {
  // A tracking status always has words (codeLabel gives "No updates" for nothing).
  return codeLabel('trackingStatus', status, language) as string;
}
