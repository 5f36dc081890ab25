import type { FreightClient } from '@main/api';
import type { OperationBody } from '@shared/api/operations';
import { seaFclBookingContainers, seaFclRatingBody, type FclGoods } from '../../helpers/sea-fcl-bodies';
import { TEST_NOW } from '../../helpers/test-clock';

/** A pickup date a few weeks after the tests' moment (where startTestSandbox puts the sandbox's clocks). */
export function futurePickUpDate(days = 21): string {
  const date = new Date(TEST_NOW + days * 86_400_000);
  date.setUTCHours(9, 0, 0, 0);
  return date.toISOString();
}

const place = (postalCode: string, city: string, state: string, country = 'ES') => ({
  postalCode,
  country,
  city,
  state,
  street: null,
  coords: null,
});

export function boxRatingBody(): OperationBody<'rates.boxes'> {
  return {
    origin: place('08001', 'Barcelona', 'CT'),
    destination: place('28001', 'Madrid', 'MD'),
    pickUpDate: futurePickUpDate(),
    goodsDescription: 'Spare parts',
    goodsValue: 150_000,
    insurance: true,
    customs: false,
    currency: 'EUR',
    dangerousCargo: false,
    boxes: [{ quantity: 2, length: 40, width: 30, height: 30, weight: 12.5, measurementUnit: 'CmKg' }],
  };
}

export function palletRatingBody(): OperationBody<'rates.pallets'> {
  const { boxes: _boxes, ...common } = boxRatingBody();
  return {
    ...common,
    pallets: [
      {
        quantity: 1,
        length: 120,
        width: 80,
        height: 150,
        weight: 300,
        measurementUnit: 'CmKg',
        isStackable: false,
        palletType: 'Euro1',
      },
    ],
  };
}

const contact = (companyName: string) => ({
  contactPerson: 'Ana García',
  companyName,
  contactMail: 'ops@example.com',
  address: 'Carrer de Balmes 1',
  phonePrefix: '34',
  phone: '600000000',
});

/** The common part of a booking of the quote saving answered with `shipmentId`. */
export function bookingBody(id: string) {
  return {
    id,
    origin: contact('Origin SL'),
    destination: contact('Destination SA'),
    pickupTimeFrom: '09:00',
    pickupTimeTo: '13:00',
    pickupDescription: 'Loading dock 2',
    deliveryDescription: null,
    incotermCode: 'DAP',
  };
}

/** Rates a box shipment and saves its first rate: the body of a booking that the sandbox will accept. */
export async function bookableBoxShipment(client: FreightClient): Promise<OperationBody<'booking.boxes'>> {
  const quote = await client.call('rates.boxes', { body: boxRatingBody() });
  const rate = quote.rates[0];
  if (!rate) throw new Error('the sandbox offered no box rate');
  const saved = await client.call('quotes.save', { params: { type: 'boxes', rateId: rate.id } });
  if (!saved.shipmentId) throw new Error('saving the quote gave no shipment id');
  return bookingBody(saved.shipmentId);
}

/** A sea LCL rating Hong Kong -> Barcelona port, door pickup: its rates carry free-time conditions. */
export function lclRatingBody(days = 3): OperationBody<'rates.sea-lcl'> {
  return {
    currency: 'EUR',
    customs: false,
    goodsDescription: 'Machine parts',
    goodsValue: 1_000_000,
    pickUpDate: futurePickUpDate(days),
    insurance: false,
    cargos: [{ quantity: 2, weight: 500, measurementUnit: 'CmKg', CBM: 3 }],
    originServiceType: 'SD',
    destinationServiceType: 'CY',
    origin: place('999077', 'Hong Kong', 'HK', 'HK'),
    destination: null,
    originUnLocCode: 'HKHKG',
    originRkstCode: 'HKHKG',
    destinationUnLocCode: 'ESBCN',
    destinationRkstCode: 'ESBCN',
  };
}

/** The booking of a sea LCL quote, with an HS code the carrier confirms. */
export function lclBookingBody(id: string) {
  return {
    ...bookingBody(id),
    incotermCode: 'EXW',
    isActiveTracking: true,
    cargos: [{ description: 'Machine parts', ediType: '204', hsCode: '8601.10' }],
  };
}

/** The goods of the sea FCL flows: machine parts, with an HS code the carrier confirms. */
const MACHINE_PARTS: FclGoods = {
  description: 'Machine parts',
  value: 1_000_000,
  kgPerContainer: 12_000,
  hsCode: '8601.10',
};

/**
 * A sea FCL rating Hong Kong -> Barcelona port with the containers given
 * (DRY20-style type and count), door delivery (carrier haulage) or to the
 * terminal (merchant haulage): its rates carry free-time conditions per size.
 */
export function fclRatingBody(
  containers: ReadonlyArray<{ type: string; quantity: number }>,
  destinationServiceType: 'SD' | 'CY',
  pickUpDate: string = futurePickUpDate(3),
): OperationBody<'rates.sea-fcl'> {
  return seaFclRatingBody({
    containers,
    destinationServiceType,
    pickUpDate,
    goods: MACHINE_PARTS,
    route: {
      destination: place('08001', 'Barcelona', 'CT'),
      originUnLocCode: 'HKHKG',
      originRkstCode: 'HKHKG',
      destinationUnLocCode: 'ESBCN',
      destinationRkstCode: 'ESBCN',
    },
  });
}

/** The booking of a sea FCL quote of `count` containers, one cargo line in each, with an HS code the carrier confirms. */
export function fclBookingBody(id: string, count: number) {
  return {
    ...bookingBody(id),
    incotermCode: 'FOB',
    isActiveTracking: true,
    containers: seaFclBookingContainers(count, MACHINE_PARTS),
  };
}
