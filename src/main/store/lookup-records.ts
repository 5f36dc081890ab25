import type { Database, Statement } from 'better-sqlite3';
import type { Airport, ContainerType, PalletType, Port, PostalCodeLocation } from '@shared/api/lookups';
import { foldText } from '@shared/domain/fold';
import type { StoredRecord } from '@shared/domain/stored-records';
import { canonicalJson } from './canonical-json';
import { readJson } from './stored-json';

/** Lists the service sends whole. */
export interface LookupLists {
  containers: ContainerType[];
  'pallet-types': PalletType[];
}
export type LookupListName = keyof LookupLists;

/** Place searches: what was asked and what came back. */
export interface PlaceAnswers {
  ports: { query: { cityName: string }; answer: Port[] };
  airports: { query: { nameCityIata: string }; answer: Airport[] };
  'postal-codes': { query: { countryCode: string; loc: string }; answer: PostalCodeLocation[] };
}
export type PlaceKind = keyof PlaceAnswers;

export interface StoredPlaceAnswer<K extends PlaceKind> extends StoredRecord<PlaceAnswers[K]['answer']> {
  readonly query: PlaceAnswers[K]['query'];
}

/** How many answers per kind of place are kept: the places the operator used recently. */
export const KEPT_PLACE_ANSWERS = 500;

/** The same search typed another way ("Valencia ", "VALENCIA", "València") is the same answer. */
function queryKey(query: Readonly<Record<string, string>>): string {
  return canonicalJson(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, foldText(v)])));
}

interface PlaceRow {
  query_json: string;
  answer_json: string;
  fetched_at: string;
}

/** Lookup lists (containers, pallet types) and recent place answers, so the rating form works offline for places used before. */
export class LookupRecords {
  private readonly upsertList: Statement<[{ name: string; json: string; fetchedAt: string }]>;
  private readonly selectList: Statement<[string], { items_json: string; fetched_at: string }>;
  private readonly upsertPlace: Statement<
    [{ kind: string; key: string; query: string; answer: string; fetchedAt: string }]
  >;
  private readonly prunePlaces: Statement<[{ kind: string; keep: number }]>;
  private readonly selectPlace: Statement<[{ kind: string; key: string }], PlaceRow>;
  private readonly selectRecentPlaces: Statement<[{ kind: string; limit: number }], PlaceRow>;

  constructor(private readonly db: Database) {
    this.upsertList = db.prepare(
      `INSERT INTO lookup_lists (list_name, items_json, fetched_at) VALUES (@name, @json, @fetchedAt)
       ON CONFLICT (list_name) DO UPDATE SET items_json = @json, fetched_at = @fetchedAt`,
    );
    this.selectList = db.prepare('SELECT items_json, fetched_at FROM lookup_lists WHERE list_name = ?');
    this.upsertPlace = db.prepare(
      `INSERT INTO place_answers (kind, query_key, query_json, answer_json, fetched_at) VALUES (@kind, @key, @query, @answer, @fetchedAt)
       ON CONFLICT (kind, query_key) DO UPDATE SET query_json = @query, answer_json = @answer, fetched_at = @fetchedAt`,
    );
    this.prunePlaces = db.prepare(
      `DELETE FROM place_answers WHERE kind = @kind AND query_key NOT IN
         (SELECT query_key FROM place_answers WHERE kind = @kind ORDER BY fetched_at DESC LIMIT @keep)`,
    );
    this.selectPlace = db.prepare(
      'SELECT query_json, answer_json, fetched_at FROM place_answers WHERE kind = @kind AND query_key = @key',
    );
    this.selectRecentPlaces = db.prepare(
      'SELECT query_json, answer_json, fetched_at FROM place_answers WHERE kind = @kind ORDER BY fetched_at DESC LIMIT @limit',
    );
  }

  putList<K extends LookupListName>(name: K, items: LookupLists[K], fetchedAt: string): void {
    this.upsertList.run({ name, json: JSON.stringify(items), fetchedAt });
  }

  list<K extends LookupListName>(name: K): StoredRecord<LookupLists[K]> | null {
    const row = this.selectList.get(name);
    return row ? { value: readJson<LookupLists[K]>(row.items_json), fetchedAt: row.fetched_at } : null;
  }

  putPlaceAnswer<K extends PlaceKind>(
    kind: K,
    query: PlaceAnswers[K]['query'],
    answer: PlaceAnswers[K]['answer'],
    fetchedAt: string,
  ): void {
    this.db
      .transaction(() => {
        this.upsertPlace.run({
          kind,
          key: queryKey(query),
          query: JSON.stringify(query),
          answer: JSON.stringify(answer),
          fetchedAt,
        });
        this.prunePlaces.run({ kind, keep: KEPT_PLACE_ANSWERS });
      })
      .immediate();
  }

  placeAnswer<K extends PlaceKind>(kind: K, query: PlaceAnswers[K]['query']): StoredPlaceAnswer<K> | null {
    const row = this.selectPlace.get({ kind, key: queryKey(query) });
    return row ? placeOf<K>(row) : null;
  }

  /** The latest answers of a kind, newest first (places to offer offline). */
  recentPlaceAnswers<K extends PlaceKind>(kind: K, limit = 50): StoredPlaceAnswer<K>[] {
    return this.selectRecentPlaces.all({ kind, limit }).map((row) => placeOf<K>(row));
  }
}

function placeOf<K extends PlaceKind>(row: PlaceRow): StoredPlaceAnswer<K> {
  return {
    query: readJson<PlaceAnswers[K]['query']>(row.query_json),
    value: readJson<PlaceAnswers[K]['answer']>(row.answer_json),
    fetchedAt: row.fetched_at,
  };
}
