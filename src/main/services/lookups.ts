import type { Kept } from '@shared/ipc/kept';
import type { SessionConnection } from '@main/session/session-connection';
import type { LookupListName, LookupLists, PlaceAnswers, PlaceKind } from '@main/store';
import type { AreaHandlers, ServiceDeps } from './area-handlers';
import type { KeptReader } from './support/kept-read';
import { orderAirports, orderPorts, orderPostalCodes } from './support/place-order';

/*
 * The lookup operation of each list and each kind of place the store keeps.
 * Typed as mapped tables, so the compiler checks each pairing here and follows
 * it through a generic list name or kind below.
 */
const listFetches: { [K in LookupListName]: (connection: SessionConnection) => Promise<LookupLists[K]> } = {
  containers: (connection) => connection.call('lookup.containers', {}),
  'pallet-types': (connection) => connection.call('lookup.pallet-types', {}),
};
const placeFetches: {
  [K in PlaceKind]: (
    connection: SessionConnection,
    query: PlaceAnswers[K]['query'],
  ) => Promise<PlaceAnswers[K]['answer']>;
} = {
  ports: (connection, query) => connection.call('lookup.ports', { params: query }),
  airports: (connection, query) => connection.call('lookup.airports', { params: query }),
  'postal-codes': (connection, query) => connection.call('lookup.postal-codes', { params: query }),
};

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
    fetch: (connection) => listFetches[name](connection),
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
    fetch: (connection) => placeFetches[kind](connection, query),
    keep: (store, answer, fetchedAt) => store.lookups.putPlaceAnswer(kind, query, answer, fetchedAt),
    stored: (store) => store.lookups.placeAnswer(kind, query),
  });
}
