import type { Kept } from '@shared/ipc/kept';
import type { LookupListName, LookupLists, PlaceAnswers, PlaceKind } from '@main/store';
import type { AreaHandlers, ServiceDeps } from './area-handlers';
import type { KeptReader } from './support/kept-read';
import { orderAirports, orderPorts, orderPostalCodes } from './support/place-order';

/** The lookup operation of each list and each kind of place the store keeps. */
const listOperations = { containers: 'lookup.containers', 'pallet-types': 'lookup.pallet-types' } as const;
const placeOperations = {
  ports: 'lookup.ports',
  airports: 'lookup.airports',
  'postal-codes': 'lookup.postal-codes',
} as const;

/**
 * Lookups of the active profile's service: ports, container types, postal
 * codes, pallet types, airports. Each answer is kept (the lists whole, place
 * searches by what was asked), so the rating form still works offline for
 * the places used before. Place suggestions come back in the desk's order
 * (support/place-order.ts), the service's answer or the kept one alike.
 */
export function lookupsHandlers({
  kept,
  placeWeights,
}: Pick<ServiceDeps, 'kept' | 'placeWeights'>): AreaHandlers<'lookups'> {
  return {
    'lookups.containers': () => list(kept, 'containers'),
    'lookups.palletTypes': () => list(kept, 'pallet-types'),
    'lookups.ports': async ({ cityName, country }) =>
      reordered(await place(kept, 'ports', { cityName }), (ports) =>
        orderPorts(ports, cityName, placeWeights, country ?? null),
      ),
    'lookups.postalCodes': async ({ countryCode, loc }) =>
      reordered(await place(kept, 'postal-codes', { countryCode, loc }), (places) =>
        orderPostalCodes(places, loc, placeWeights, countryCode),
      ),
    'lookups.airports': async ({ nameCityIata, country }) =>
      reordered(await place(kept, 'airports', { nameCityIata }), (airports) =>
        orderAirports(airports, nameCityIata, placeWeights, country ?? null),
      ),
  };
}

function reordered<T>(answer: Kept<T>, order: (value: T) => T): Kept<T> {
  return { ...answer, value: order(answer.value) };
}

function list<K extends LookupListName>(kept: KeptReader, name: K): Promise<Kept<LookupLists[K]>> {
  return kept.read<LookupLists[K]>({
    // The table pairs each list with its operation; TypeScript cannot follow the pairing through K.
    fetch: (connection) => connection.call(listOperations[name], {}) as Promise<LookupLists[K]>,
    keep: (store, items, fetchedAt) => store.lookups.putList(name, items, fetchedAt),
    stored: (store) => store.lookups.list(name),
  });
}

function place<K extends PlaceKind>(
  kept: KeptReader,
  kind: K,
  query: PlaceAnswers[K]['query'],
): Promise<Kept<PlaceAnswers[K]['answer']>> {
  return kept.read<PlaceAnswers[K]['answer']>({
    // As above: the table pairs each kind with its operation, whose params are the query.
    fetch: (connection) =>
      connection.call(placeOperations[kind], { params: query as never }) as Promise<PlaceAnswers[K]['answer']>,
    keep: (store, answer, fetchedAt) => store.lookups.putPlaceAnswer(kind, query, answer, fetchedAt),
    stored: (store) => store.lookups.placeAnswer(kind, query),
  });
}
