import type { Dataset } from '../data/dataset';
import type { PlaceRecord, ShipmentRecord } from '../state/records';
import { addWorkingDays, atTimeOfDay, DAY, nextWorkingDay, startOfUtcDay } from '../util/dates';
import { haversineKm, ROAD_FACTOR } from '../util/geo';
import { createPrng, prngUuid, seedOf } from '../util/prng';
import { externalTrackingUrl } from './booking-codes';
import { roadServices, servesLane, type RoadMode, type RoadService } from './road-carriers';

/** What seeded shipments carry (the demo history picks from these too). */
export const SEED_GOODS = [
  'Spare parts',
  'Textiles',
  'Ceramic tiles',
  'Books',
  'Machine tools',
  'Olive oil',
  'Electronics',
] as const;

/** How far back seeded bookings go. */
const SEED_SPAN_MS = 180 * DAY;

/**
 * Made-up past bookings for a large list (the 100,000-row benchmark): road
 * shipments of boxes and pallets between real postal codes, spread over the
 * last six months, most delivered, the newest still moving. Deterministic per
 * account and index, with stable ids, so a restart regenerates the same ones.
 */
export function seedShipments(
  data: Dataset,
  account: string,
  fromIndex: number,
  count: number,
  now: number,
  nextCode: () => string,
): ShipmentRecord[] {
  const places = seedPlaces(data);
  if (places.length < 2) return [];
  const out: ShipmentRecord[] = [];
  const servicesByLane = new Map<string, RoadService[]>();
  const servicesFor = (type: RoadMode, from: string, to: string): RoadService[] => {
    const key = `${type}:${from}:${to}`;
    let list = servicesByLane.get(key);
    if (!list) {
      list = roadServices.filter((s) => s.mode === type && servesLane(s.region, from, to));
      if (list.length === 0) list = roadServices.filter((s) => s.mode === type);
      servicesByLane.set(key, list);
    }
    return list;
  };
  for (let i = fromIndex; i < fromIndex + count; i++) {
    const prng = createPrng(seedOf(`seed:${account}:${i}`));
    const origin = prng.pick(places);
    const destination = prng.pick(places);
    const type: RoadMode = prng.chance(0.7) ? 'boxes' : 'pallets';
    const service = prng.pick(servicesFor(type, origin.country, destination.country));
    const km = Math.max(5, haversineKm(point(origin), point(destination)) * ROAD_FACTOR);
    const transitDays = Math.max(1, Math.ceil(km / service.kmPerDay)) + (service.express ? 0 : 1);
    // Newer indexes are newer bookings, so a growing seed count adds recent shipments.
    const bookedAt =
      now - SEED_SPAN_MS + Math.floor(((i + prng.next()) / Math.max(fromIndex + count, 1)) * SEED_SPAN_MS);
    const pickupAt = nextWorkingDay(atTimeOfDay(startOfUtcDay(bookedAt) + DAY, 10));
    const deliveryAt = atTimeOfDay(addWorkingDays(pickupAt, transitDays), service.deliveryHour);
    const quantity = prng.int(1, type === 'boxes' ? 6 : 4);
    const weight = type === 'boxes' ? prng.int(1, 30) : prng.int(80, 900);
    const trackingCode = String(prng.int(100_000_000_000, 999_999_999_999));
    out.push({
      shipmentId: prngUuid(prng),
      account,
      type,
      rateId: null,
      quoteId: null,
      code: nextCode(),
      trackingCode,
      bookingCode: `${service.agency
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase()
        .slice(0, 3)} ${String(prng.int(0, 999_999)).padStart(6, '0')}`,
      externalTrackingUrl: externalTrackingUrl(trackingCode),
      bookedAt,
      pickupAt,
      deliveryAt,
      transitDays,
      agency: service.agency,
      service: service.service,
      sealine: null,
      price: Math.round((service.fixed + weight * quantity * 2 + km * 3) * (type === 'pallets' ? 2.5 : 1)),
      currency: 'EUR',
      spec: {
        origin,
        destination,
        goodsDescription: prng.pick(SEED_GOODS),
        goodsValue: prng.int(50, 5000) * 100,
        currency: 'EUR',
        insurance: prng.chance(0.3),
        customs: origin.country !== destination.country && prng.chance(0.5),
        dangerousCargo: false,
        units: [
          type === 'boxes'
            ? { unitType: 'Box', quantity, weightKg: weight, lengthCm: 40, widthCm: 30, heightCm: 30 }
            : {
                unitType: 'Pallet',
                quantity,
                weightKg: weight,
                lengthCm: 120,
                widthCm: 80,
                heightCm: 150,
                isStackable: true,
                palletType: 'Euro1',
              },
        ],
      },
      originContact: null,
      destinationContact: null,
      pickupTimeFrom: '09:00',
      pickupTimeTo: '14:00',
      pickupDescription: null,
      deliveryDescription: null,
      incotermCode: null,
      cargos: [],
      confirms: true,
      legs: [],
      trackingActive: true,
      trackingOffAt: null,
      documents: [],
      seeded: true,
    });
  }
  return out;
}

function point(p: PlaceRecord): { lat: number; lng: number } {
  return { lat: p.lat ?? 0, lng: p.lng ?? 0 };
}

/** Up to a few hundred real places (postal codes) of the Iberian and nearby data, for the seeded lanes. */
function seedPlaces(data: Dataset): PlaceRecord[] {
  const all = data.postalCodes();
  const countries = ['ES', 'PT', 'FR'].filter((c) => (all[c]?.length ?? 0) > 0);
  const pool = countries.length > 0 ? countries : Object.keys(all);
  return pool.flatMap((country) => {
    const rows = all[country] ?? [];
    const stride = Math.max(1, Math.floor(rows.length / 120));
    return rows
      .filter((_, i) => i % stride === 0)
      .map((r) => ({
        postalCode: r.postalCode,
        country,
        city: r.city,
        state: r.regionCode ?? r.region,
        street: null,
        lat: r.lat,
        lng: r.lng,
      }));
  });
}
