/**
 * The road carriers of the sandbox and their services. Prices are built from
 * these figures (EUR), the distance and the chargeable weight; see
 * terrestrial-rating.ts. Real carrier names, invented tariffs. Over 400
 * lines because it is data (one entry per carrier service), not logic.
 */
export type RoadMode = 'boxes' | 'pallets';
export type Region = 'iberia' | 'europe' | 'north-america';

export interface RoadService {
  readonly agency: string;
  readonly service: string;
  readonly mode: RoadMode;
  readonly express: boolean;
  /** Where both ends must be. 'iberia' means ES and PT only. */
  readonly region: Region;
  /** Fixed part per shipment (boxes) or per pallet place (pallets), EUR cents. */
  readonly fixed: number;
  /** Boxes: cents per chargeable kg. Pallets: cents per pallet place per km. */
  readonly perUnit: number;
  /** Boxes: cents per chargeable kg per 100 km. Pallets: cents per kg per 100 km. */
  readonly perDistance: number;
  /** Kilometres covered per working day. */
  readonly kmPerDay: number;
  /** Heaviest piece accepted, kg (parcel networks stop at 40-70 kg). */
  readonly maxPieceKg: number;
  /** Pickup slot start and delivery time, hours UTC. */
  readonly pickupHour: number;
  readonly deliveryHour: number;
  readonly extraInfo: readonly string[] | null;
}

const INVOICE_NOTE = 'Your invoice may vary from the displayed reference rates';

function svc(s: Omit<RoadService, 'extraInfo'> & { extraInfo?: readonly string[] | null }): RoadService {
  return { extraInfo: [INVOICE_NOTE], ...s };
}

export const roadServices: readonly RoadService[] = [
  svc({
    agency: 'SEUR',
    service: 'SEUR 24',
    mode: 'boxes',
    express: true,
    region: 'iberia',
    fixed: 690,
    perUnit: 42,
    perDistance: 9,
    kmPerDay: 900,
    maxPieceKg: 40,
    pickupHour: 17,
    deliveryHour: 13,
  }),
  svc({
    agency: 'SEUR',
    service: 'SEUR 48',
    mode: 'boxes',
    express: false,
    region: 'iberia',
    fixed: 520,
    perUnit: 31,
    perDistance: 6,
    kmPerDay: 550,
    maxPieceKg: 40,
    pickupHour: 17,
    deliveryHour: 19,
  }),
  svc({
    agency: 'SEUR',
    service: 'SEUR Classic Internacional',
    mode: 'boxes',
    express: false,
    region: 'europe',
    fixed: 1450,
    perUnit: 48,
    perDistance: 7,
    kmPerDay: 600,
    maxPieceKg: 40,
    pickupHour: 17,
    deliveryHour: 19,
  }),
  svc({
    agency: 'MRW',
    service: 'MRW Urgente 19',
    mode: 'boxes',
    express: true,
    region: 'iberia',
    fixed: 720,
    perUnit: 44,
    perDistance: 9,
    kmPerDay: 900,
    maxPieceKg: 40,
    pickupHour: 16,
    deliveryHour: 19,
  }),
  svc({
    agency: 'MRW',
    service: 'MRW Económico',
    mode: 'boxes',
    express: false,
    region: 'iberia',
    fixed: 490,
    perUnit: 29,
    perDistance: 6,
    kmPerDay: 500,
    maxPieceKg: 40,
    pickupHour: 16,
    deliveryHour: 19,
  }),
  svc({
    agency: 'MRW',
    service: 'MRW Paletería',
    mode: 'pallets',
    express: false,
    region: 'iberia',
    fixed: 3400,
    perUnit: 9,
    perDistance: 2,
    kmPerDay: 600,
    maxPieceKg: 1200,
    pickupHour: 15,
    deliveryHour: 18,
  }),
  svc({
    agency: 'CorreosExpress',
    service: 'Paq 24',
    mode: 'boxes',
    express: true,
    region: 'iberia',
    fixed: 610,
    perUnit: 39,
    perDistance: 8,
    kmPerDay: 850,
    maxPieceKg: 40,
    pickupHour: 18,
    deliveryHour: 14,
  }),
  svc({
    agency: 'CorreosExpress',
    service: 'ePaq Economy',
    mode: 'boxes',
    express: false,
    region: 'iberia',
    fixed: 450,
    perUnit: 27,
    perDistance: 5,
    kmPerDay: 450,
    maxPieceKg: 30,
    pickupHour: 18,
    deliveryHour: 20,
  }),
  svc({
    agency: 'ASM',
    service: 'ASM 24',
    mode: 'boxes',
    express: true,
    region: 'iberia',
    fixed: 640,
    perUnit: 40,
    perDistance: 8,
    kmPerDay: 850,
    maxPieceKg: 40,
    pickupHour: 17,
    deliveryHour: 14,
  }),
  svc({
    agency: 'ASM',
    service: 'ASM Economy',
    mode: 'boxes',
    express: false,
    region: 'iberia',
    fixed: 470,
    perUnit: 28,
    perDistance: 5,
    kmPerDay: 500,
    maxPieceKg: 40,
    pickupHour: 17,
    deliveryHour: 19,
  }),
  svc({
    agency: 'GLS',
    service: 'GLS Business Parcel',
    mode: 'boxes',
    express: false,
    region: 'europe',
    fixed: 980,
    perUnit: 36,
    perDistance: 6,
    kmPerDay: 650,
    maxPieceKg: 40,
    pickupHour: 16,
    deliveryHour: 18,
  }),
  svc({
    agency: 'GLS',
    service: 'GLS Express Parcel',
    mode: 'boxes',
    express: true,
    region: 'europe',
    fixed: 1650,
    perUnit: 55,
    perDistance: 9,
    kmPerDay: 1000,
    maxPieceKg: 40,
    pickupHour: 16,
    deliveryHour: 12,
  }),
  svc({
    agency: 'DHL Freight',
    service: 'DHL Euroconnect',
    mode: 'pallets',
    express: false,
    region: 'europe',
    fixed: 4200,
    perUnit: 11,
    perDistance: 2,
    kmPerDay: 650,
    maxPieceKg: 1200,
    pickupHour: 14,
    deliveryHour: 17,
  }),
  svc({
    agency: 'DHL Freight',
    service: 'DHL Eurapid',
    mode: 'pallets',
    express: true,
    region: 'europe',
    fixed: 6100,
    perUnit: 15,
    perDistance: 3,
    kmPerDay: 950,
    maxPieceKg: 1000,
    pickupHour: 14,
    deliveryHour: 12,
  }),
  svc({
    agency: 'DHL Freight',
    service: 'DHL Euroconnect Parcel',
    mode: 'boxes',
    express: false,
    region: 'europe',
    fixed: 1250,
    perUnit: 33,
    perDistance: 6,
    kmPerDay: 600,
    maxPieceKg: 70,
    pickupHour: 14,
    deliveryHour: 17,
  }),
  svc({
    agency: 'DB Schenker',
    service: 'DB SCHENKERsystem',
    mode: 'pallets',
    express: false,
    region: 'europe',
    fixed: 3900,
    perUnit: 10,
    perDistance: 2,
    kmPerDay: 600,
    maxPieceKg: 1200,
    pickupHour: 15,
    deliveryHour: 17,
  }),
  svc({
    agency: 'DB Schenker',
    service: 'DB SCHENKERsystem premium',
    mode: 'pallets',
    express: true,
    region: 'europe',
    fixed: 5600,
    perUnit: 14,
    perDistance: 3,
    kmPerDay: 900,
    maxPieceKg: 1200,
    pickupHour: 15,
    deliveryHour: 12,
  }),
  svc({
    agency: 'DB Schenker',
    service: 'DB SCHENKERparcel',
    mode: 'boxes',
    express: false,
    region: 'europe',
    fixed: 1100,
    perUnit: 30,
    perDistance: 6,
    kmPerDay: 600,
    maxPieceKg: 70,
    pickupHour: 15,
    deliveryHour: 17,
  }),
  svc({
    agency: 'UPS',
    service: 'UPS Standard',
    mode: 'boxes',
    express: false,
    region: 'europe',
    fixed: 1190,
    perUnit: 38,
    perDistance: 7,
    kmPerDay: 700,
    maxPieceKg: 70,
    pickupHour: 17,
    deliveryHour: 19,
    extraInfo: [
      'Services listed as guaranteed are backed by a money-back guarantee for transportation charges only.',
      INVOICE_NOTE,
    ],
  }),
  svc({
    agency: 'UPS',
    service: 'UPS Express Saver',
    mode: 'boxes',
    express: true,
    region: 'europe',
    fixed: 2150,
    perUnit: 61,
    perDistance: 10,
    kmPerDay: 1200,
    maxPieceKg: 70,
    pickupHour: 17,
    deliveryHour: 12,
    extraInfo: [
      'Services listed as guaranteed are backed by a money-back guarantee for transportation charges only.',
      INVOICE_NOTE,
    ],
  }),
  svc({
    agency: 'UPS',
    service: 'UPS Ground',
    mode: 'boxes',
    express: false,
    region: 'north-america',
    fixed: 1090,
    perUnit: 35,
    perDistance: 5,
    kmPerDay: 800,
    maxPieceKg: 68,
    pickupHour: 17,
    deliveryHour: 19,
  }),
  svc({
    agency: 'UPS',
    service: 'UPS Next Day Air Saver',
    mode: 'boxes',
    express: true,
    region: 'north-america',
    fixed: 2900,
    perUnit: 70,
    perDistance: 4,
    kmPerDay: 5000,
    maxPieceKg: 68,
    pickupHour: 17,
    deliveryHour: 15,
  }),
  svc({
    agency: 'FedEx Freight',
    service: 'FedEx Freight Economy',
    mode: 'pallets',
    express: false,
    region: 'north-america',
    fixed: 4500,
    perUnit: 8,
    perDistance: 2,
    kmPerDay: 700,
    maxPieceKg: 1100,
    pickupHour: 15,
    deliveryHour: 17,
  }),
  svc({
    agency: 'FedEx Freight',
    service: 'FedEx Freight Priority',
    mode: 'pallets',
    express: true,
    region: 'north-america',
    fixed: 6200,
    perUnit: 11,
    perDistance: 3,
    kmPerDay: 1000,
    maxPieceKg: 1100,
    pickupHour: 15,
    deliveryHour: 12,
  }),
];

const IBERIA = new Set(['ES', 'PT', 'AD']);
const EUROPE = new Set([
  'ES',
  'PT',
  'AD',
  'FR',
  'DE',
  'IT',
  'GB',
  'NL',
  'BE',
  'LU',
  'AT',
  'CH',
  'IE',
  'DK',
  'SE',
  'NO',
  'FI',
  'PL',
  'CZ',
  'SK',
  'HU',
  'SI',
  'HR',
  'RO',
  'BG',
  'GR',
  'EE',
  'LV',
  'LT',
  'MC',
  'LI',
  'SM',
]);
const NORTH_AMERICA = new Set(['US', 'CA', 'MX']);

/** Whether a service's region covers a lane from `a` to `b`. */
export function servesLane(region: Region, a: string, b: string): boolean {
  switch (region) {
    case 'iberia':
      return IBERIA.has(a) && IBERIA.has(b);
    case 'europe':
      return EUROPE.has(a) && EUROPE.has(b);
    case 'north-america':
      return NORTH_AMERICA.has(a) && NORTH_AMERICA.has(b);
  }
}

/** Countries inside the EU customs union: between two of them there is no customs clearance. */
const CUSTOMS_UNION = new Set([...EUROPE].filter((c) => !['GB', 'CH', 'NO', 'LI', 'AD', 'SM'].includes(c)));
export function crossesCustomsBorder(a: string, b: string): boolean {
  return a !== b && !(CUSTOMS_UNION.has(a) && CUSTOMS_UNION.has(b));
}
