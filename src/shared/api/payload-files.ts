import type { OperationId } from './operations';

/*
 * Which operation each file of the observed payloads (reference material
 * outside the repo: observed-payloads/*.json and historical/*.json) belongs to,
 * so the contract test and the CLI `validate` command parse each with the right
 * schema. File names are `<docs section>.<example>.<request|response>.json`.
 */

export type PayloadKind = 'request' | 'response';

export interface PayloadFileTarget {
  readonly operationId: OperationId;
  readonly kind: PayloadKind;
  /** Why a file is read with an operation other than its own name suggests. */
  readonly note?: string;
}

/** Section.example of the docs -> operation id. */
const exampleOperations: Readonly<Record<string, OperationId>> = {
  'auth.token': 'auth.token',
  'rating.boxes': 'rates.boxes',
  'rating.pallets': 'rates.pallets',
  'rating.sea-fcl': 'rates.sea-fcl',
  'rating.sea-lcl': 'rates.sea-lcl',
  'rating.air': 'rates.air',
  'booking.boxes': 'booking.boxes',
  'booking.pallets': 'booking.pallets',
  'booking.sea-fcl': 'booking.sea-fcl',
  'booking.sea-lcl': 'booking.sea-lcl',
  'tracking.shipments': 'tracking.shipments',
  'tracking.shipment-detail': 'tracking.detail',
  'tracking.shipment-messages': 'tracking.messages',
  'quotes.list': 'quotes.list',
  'quotes.save': 'quotes.save',
  'quotes.delete': 'quotes.delete',
  'documents.list': 'documents.list',
  'documents.download': 'documents.download',
  'documents.upload': 'documents.upload',
  'tariff.upload': 'tariffs.upload',
  'tariff.report': 'tariffs.report',
  'aerial.airports': 'lookup.airports',
  'courier.postalcodes': 'lookup.postal-codes',
  'courier.pallet-types': 'lookup.pallet-types',
  'maritime.ports': 'lookup.ports',
  'maritime.containers': 'lookup.containers',
  'pickup-time.pickup-times': 'pickup.times',
  'shipment.switch': 'tracking.switch',
};

/**
 * The historical air booking (`/v1/shipping/air`, removed from the docs) has no
 * operation at HEAD. Its body is exactly the common booking part and its answer
 * a booking result, so it is read with the boxes booking schemas: that still
 * checks the shapes the service sent.
 */
const substitutes: Readonly<Record<string, PayloadFileTarget>> = {
  'booking.air.request': {
    operationId: 'booking.boxes',
    kind: 'request',
    note: 'no air booking at HEAD; read as the common booking part (booking.boxes)',
  },
  'booking.air.response': {
    operationId: 'booking.boxes',
    kind: 'response',
    note: 'no air booking at HEAD; read as a booking result (booking.boxes)',
  },
};

/**
 * The operation and side of an observed payload file, from its name (a path
 * such as `historical/rating.air.response.json` works too), or undefined for a
 * name that is not a payload file.
 */
export function payloadFileTarget(fileName: string): PayloadFileTarget | undefined {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const m = /^(.+)\.(request|response)\.json$/.exec(base);
  if (!m) return undefined;
  const [, example = '', kind] = m;
  const substitute = substitutes[`${example}.${kind}`];
  if (substitute) return substitute;
  const operationId = exampleOperations[example];
  return operationId ? { operationId, kind: kind as PayloadKind } : undefined;
}
