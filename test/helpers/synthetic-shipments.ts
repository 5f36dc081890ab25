import type { ShipmentListItem } from '@shared/api/tracking';

/** A small seeded generator (mulberry32): the same seed gives the same shipments on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const AGENCIES = [
  'Transportes Pérez',
  'Müller Logistik',
  'DHL Freight',
  'Maersk',
  'CMA CGM',
  'Schenker',
  'Kuehne + Nagel',
  'Seur',
  'TNT',
  'Łódź Cargo',
  'Ñandú Envíos',
  'GLS',
] as const;

const PLACES = [
  { city: 'Valencia', state: 'Valencia', postalCode: '46001', countryCode: 'ES' },
  { city: 'València', state: 'Comunitat Valenciana', postalCode: '46 024', countryCode: 'ES' },
  { city: 'Madrid', state: null, postalCode: '28001', countryCode: 'ES' },
  { city: 'León', state: 'Castilla y León', postalCode: '24001', countryCode: 'ES' },
  { city: 'Hamburg', state: 'Hamburg', postalCode: '20095', countryCode: 'DE' },
  { city: 'München', state: 'Bayern', postalCode: '80331', countryCode: 'DE' },
  { city: 'Rotterdam', state: null, postalCode: '3011 AA', countryCode: 'NL' },
  { city: 'Shanghai', state: null, postalCode: '200000', countryCode: 'CN' },
  { city: 'Paris', state: 'Île-de-France', postalCode: '75001', countryCode: 'FR' },
  { city: 'São Paulo', state: 'SP', postalCode: '01000-000', countryCode: 'BR' },
  { city: 'Newark', state: 'NJ', postalCode: '07101', countryCode: 'US' },
  { city: null, state: null, postalCode: null, countryCode: 'IT' },
] as const;

const STATUSES = ['Booked', 'PickedUp', 'InTransit', 'Delivered', 'None', null] as const;
const TYPES = ['Boxes', 'Pallets', 'SeaFcl', 'SeaLcl'] as const;

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date-time in the app's normalised form, some with a zone, on a day of 2024-2026. */
function dateTime(random: () => number): string {
  const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 1095) * 86_400_000);
  const time = `${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 4) * 15)}:00`;
  return `${day.toISOString().slice(0, 10)}T${time}${random() < 0.2 ? 'Z' : ''}`;
}

function hex(random: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += Math.floor(random() * 16).toString(16);
  return text;
}

/**
 * One shipment list item as the client's schema outputs it, with nulls,
 * accents, ties and zones where the service sends them.
 */
export function syntheticShipment(random: () => number, index: number): ShipmentListItem {
  const origin = pick(random, PLACES);
  const destination = pick(random, PLACES);
  const pickUpDate = random() < 0.08 ? null : dateTime(random);
  const deliveryDate = random() < 0.15 ? null : dateTime(random);
  const hasPrice = random() > 0.1;
  const currency = random() < 0.8 ? 'EUR' : 'USD';
  return {
    shipmentId: `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${pad(index, 12)}`,
    shipmentCode:
      random() < 0.02
        ? null
        : `${pick(random, ['FR', 'ES', 'DE', 'MX'])}${pad(Math.floor(random() * 100_000), 5)}${pick(random, ['A', 'B', 'D'])}`,
    agency: random() < 0.03 ? null : pick(random, AGENCIES),
    pickUpDate,
    deliveryDate,
    transitDays: Math.floor(random() * 40),
    expirationDate: null,
    price: hasPrice ? { value: Math.floor(random() * 500) * 100, currency } : null,
    currency: hasPrice ? currency : null,
    customs: random() < 0.5,
    insurance: random() < 0.3,
    shipmentType: pick(random, TYPES),
    trackingStatus: pick(random, STATUSES),
    customsStatus: random() < 0.5 ? null : pick(random, ['Pending', 'Cleared']),
    origin: { ...origin },
    destination: { ...destination },
    hasInvoice: random() < 0.4,
  };
}

/** `count` shipments, newest booking first as the service lists them. */
export function syntheticShipments(count: number, seed = 1, firstIndex = 0): ShipmentListItem[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => syntheticShipment(random, firstIndex + i));
}
