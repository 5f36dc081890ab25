import type { OperationResult } from '../../shared/api/operations';
import type { Kept } from '../../shared/ipc/kept';
import type { LookupListName, LookupLists, PlaceAnswers, PlaceKind } from '../store';
import type { KeptReader } from './kept-read';

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
 * the places used before.
 */
export class LookupService {
  constructor(private readonly kept: KeptReader) {}

  containers(): Promise<Kept<OperationResult<'lookup.containers'>>> {
    return this.list('containers');
  }

  palletTypes(): Promise<Kept<OperationResult<'lookup.pallet-types'>>> {
    return this.list('pallet-types');
  }

  ports(cityName: string): Promise<Kept<OperationResult<'lookup.ports'>>> {
    return this.place('ports', { cityName });
  }

  postalCodes(countryCode: string, loc: string): Promise<Kept<OperationResult<'lookup.postal-codes'>>> {
    return this.place('postal-codes', { countryCode, loc });
  }

  airports(nameCityIata: string): Promise<Kept<OperationResult<'lookup.airports'>>> {
    return this.place('airports', { nameCityIata });
  }

  private list<K extends LookupListName>(name: K): Promise<Kept<LookupLists[K]>> {
    return this.kept.read<LookupLists[K]>({
      // The table pairs each list with its operation; TypeScript cannot follow the pairing through K.
      fetch: (connection) => connection.call(listOperations[name], {}) as Promise<LookupLists[K]>,
      keep: (store, items, fetchedAt) => store.lookups.putList(name, items, fetchedAt),
      stored: (store) => store.lookups.list(name),
    });
  }

  private place<K extends PlaceKind>(
    kind: K,
    query: PlaceAnswers[K]['query'],
  ): Promise<Kept<PlaceAnswers[K]['answer']>> {
    return this.kept.read<PlaceAnswers[K]['answer']>({
      // As above: the table pairs each kind with its operation, whose params are the query.
      fetch: (connection) =>
        connection.call(placeOperations[kind], { params: query as never }) as Promise<PlaceAnswers[K]['answer']>,
      keep: (store, answer, fetchedAt) => store.lookups.putPlaceAnswer(kind, query, answer, fetchedAt),
      stored: (store) => store.lookups.placeAnswer(kind, query),
    });
  }
}
