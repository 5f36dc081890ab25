import { SEED_GOODS } from '../engines/seed-shipments';
import type { Prng } from '../util/prng';

/*
 * The requests of the demo history (demo-history.ts): which lanes, goods and
 * people its bookings use, as an operator's rating and booking requests.
 */

interface RoadPlace {
  readonly postalCode: string;
  readonly country: string;
  readonly city: string;
  readonly state: string;
}
const ROAD_PLACES: readonly RoadPlace[] = [
  { postalCode: '28001', country: 'ES', city: 'Madrid', state: 'MD' },
  { postalCode: '08001', country: 'ES', city: 'Barcelona', state: 'CT' },
  { postalCode: '46001', country: 'ES', city: 'Valencia', state: 'VC' },
  { postalCode: '41001', country: 'ES', city: 'Sevilla', state: 'AN' },
  { postalCode: '48001', country: 'ES', city: 'Bilbao', state: 'PV' },
  { postalCode: '50001', country: 'ES', city: 'Zaragoza', state: 'AR' },
  { postalCode: '1000', country: 'PT', city: 'Lisboa', state: '11' },
  { postalCode: '75001', country: 'FR', city: 'Paris', state: 'IDF' },
];
/** Sea lanes into Spain (and one out): origin port, destination port, the door on the Spanish side. */
const SEA_LANES = [
  { pol: 'HKHKG', pod: 'ESBCN', door: ROAD_PLACES[1] },
  { pol: 'CNSHA', pod: 'ESVLC', door: ROAD_PLACES[2] },
  { pol: 'NLRTM', pod: 'ESBCN', door: ROAD_PLACES[1] },
  { pol: 'ESVLC', pod: 'USNYC', door: ROAD_PLACES[2] },
] as const;
const GOODS = [...SEED_GOODS, 'Wine'];
const PEOPLE = ['Ana Ruiz', 'Luis Gil', 'Marta Sanz', 'Pedro Costa', 'Claire Martin', 'Jon Etxeberria', 'Sofia Lopes'];

/** What a plan sends: the rating request and the booking's other fields. */
export interface Variant {
  readonly body: Record<string, unknown>;
  readonly booking: Record<string, unknown>;
}

export function roadRequest(mode: 'boxes' | 'pallets', prng: Prng) {
  const origin = prng.pick(ROAD_PLACES.slice(0, 6));
  let destination = prng.pick(ROAD_PLACES);
  if (destination === origin) destination = ROAD_PLACES[(ROAD_PLACES.indexOf(origin) + 1) % ROAD_PLACES.length]!;
  const quantity = prng.int(1, mode === 'boxes' ? 6 : 4);
  const units =
    mode === 'boxes'
      ? { boxes: [{ quantity, length: 40, width: 30, height: 30, weight: prng.int(2, 25), measurementUnit: 'CmKg' }] }
      : {
          pallets: [
            {
              quantity,
              length: 120,
              width: 80,
              height: prng.int(80, 180),
              weight: prng.int(120, 800),
              measurementUnit: 'CmKg',
              isStackable: prng.chance(0.6),
              palletType: 'Euro1',
            },
          ],
        };
  return {
    body: {
      origin: { ...origin, street: null, coords: null },
      destination: { ...destination, street: null, coords: null },
      goodsDescription: prng.pick(GOODS),
      goodsValue: prng.int(20, 800) * 1000,
      insurance: prng.chance(0.3),
      customs: false,
      currency: 'EUR',
      dangerousCargo: false,
      ...units,
    },
    booking: contacts(prng, null),
  };
}

export function seaRequest(mode: 'sea-fcl' | 'sea-lcl', unconfirmable: boolean, prng: Prng) {
  const lane = prng.pick(SEA_LANES);
  const fcl = mode === 'sea-fcl';
  // Import lanes deliver to a Spanish door; the export lane picks up from one.
  const importing = lane.pod.startsWith('ES');
  const door = { ...lane.door, street: null, coords: null };
  const containers = fcl ? prng.int(1, 2) : 0;
  const hsCode = unconfirmable ? '84X1' : prng.pick(['8708.29', '6204.62', '6907.21', '8459.10', '1509.20']);
  const goods = prng.pick(GOODS);
  return {
    body: {
      currency: 'EUR',
      customs: importing || prng.chance(0.5),
      goodsDescription: goods,
      goodsValue: prng.int(50, 400) * 10_000,
      insurance: prng.chance(0.4),
      originServiceType: importing ? 'CY' : 'SD',
      destinationServiceType: importing ? 'SD' : 'CY',
      origin: importing ? null : door,
      destination: importing ? door : null,
      originUnLocCode: lane.pol,
      originRkstCode: lane.pol,
      destinationUnLocCode: lane.pod,
      destinationRkstCode: lane.pod,
      ...(fcl
        ? {
            containers: [
              {
                quantity: containers,
                weight: prng.int(6, 20) * 1000,
                measurementUnit: 'CmKg',
                type: prng.pick(['DRY20', 'DRY40']),
                isOwnedContainer: false,
                isReeferContainer: false,
                imoNumber: null,
              },
            ],
          }
        : {
            cargos: [
              { quantity: prng.int(1, 6), weight: prng.int(100, 900), measurementUnit: 'CmKg', CBM: prng.int(1, 8) },
            ],
          }),
    },
    booking: {
      ...contacts(prng, prng.pick(['FOB', 'CIF', 'EXW', 'DAP'])),
      ...(fcl
        ? {
            containers: Array.from({ length: containers }, (_, i) => ({
              sequentialNumber: i,
              cargos: [
                {
                  quantity: prng.int(10, 40),
                  weight: 500,
                  cbm: 10,
                  description: goods,
                  ediType: '204',
                  hsCode,
                  indexContainer: i,
                },
              ],
            })),
          }
        : { cargos: [{ description: goods, ediType: '204', hsCode }] }),
    },
  };
}

/** Pickup windows the bookings ask for: different hours make "picked up" happen at different times of day. */
const PICKUP_WINDOWS = [
  ['07:00', '11:00'],
  ['08:00', '12:00'],
  ['09:00', '14:00'],
  ['12:00', '16:00'],
  ['15:00', '19:00'],
] as const;

function contacts(prng: Prng, incotermCode: string | null) {
  const [pickupTimeFrom, pickupTimeTo] = prng.pick(PICKUP_WINDOWS);
  const person = (name: string) => ({
    contactPerson: name,
    companyName: `${name.split(' ')[1] ?? name} Trading S.L.`,
    contactMail: `${name.split(' ')[0]?.toLowerCase() ?? 'desk'}@example.com`,
    address: `Calle Mayor ${prng.int(1, 90)}`,
    phonePrefix: '34',
    phone: `6${String(prng.int(0, 99_999_999)).padStart(8, '0')}`,
  });
  return {
    origin: person(prng.pick(PEOPLE)),
    destination: person(prng.pick(PEOPLE)),
    pickupTimeFrom,
    pickupTimeTo,
    pickupDescription: prng.chance(0.3) ? 'Loading dock at the back' : null,
    deliveryDescription: null,
    incotermCode,
  };
}
