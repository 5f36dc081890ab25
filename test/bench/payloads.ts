import { containerTypes } from '@shared/domain/containers';

/** A date a few weeks ahead, so the sandbox never refuses a pickup in the past. */
function pickUpDate(): string {
  const date = new Date(Date.now() + 21 * 86_400_000);
  date.setUTCHours(9, 0, 0, 0);
  return date.toISOString();
}

/**
 * The largest FCL rating the app sends: every container type of the spec,
 * several of each, between two major ports; the answer has the most rates,
 * schedules, conditions, penalties and surcharges of any call.
 */
export function largestFclRating() {
  return {
    currency: 'EUR',
    customs: true,
    insurance: true,
    goodsDescription: 'Mixed industrial goods',
    goodsValue: 25_000_000,
    pickUpDate: pickUpDate(),
    containers: containerTypes.map((type) => ({
      quantity: 4,
      weight: 12_000,
      measurementUnit: 'CmKg',
      type: type.code,
      isOwnedContainer: false,
      isReeferContainer: type.isReefer,
      imoNumber: null,
    })),
    originServiceType: 'CY',
    destinationServiceType: 'CY',
    origin: null,
    destination: null,
    originUnLocCode: 'CNSHA',
    originRkstCode: 'CNSHA',
    destinationUnLocCode: 'ESBCN',
    destinationRkstCode: 'ESBCN',
  };
}

/** A typical box rating: two box lines, Barcelona to Madrid. */
export function boxRating() {
  const place = (postalCode: string, city: string, state: string) => ({
    postalCode,
    country: 'ES',
    city,
    state,
    street: null,
    coords: null,
  });
  return {
    origin: place('08001', 'Barcelona', 'CT'),
    destination: place('28001', 'Madrid', 'MD'),
    pickUpDate: pickUpDate(),
    goodsDescription: 'Spare parts',
    goodsValue: 150_000,
    insurance: false,
    customs: false,
    currency: 'EUR',
    dangerousCargo: false,
    boxes: [
      { quantity: 2, length: 40, width: 30, height: 30, weight: 12.5, measurementUnit: 'CmKg' },
      { quantity: 1, length: 60, width: 40, height: 40, weight: 20, measurementUnit: 'CmKg' },
    ],
  };
}
