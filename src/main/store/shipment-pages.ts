import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentListItem } from '@shared/api/tracking';
import type { ListRowState, ShipmentListQuery, ShipmentSort } from '@shared/domain/stored-records';
import type { StoredShipmentListItem, StoredShipmentPage } from '@shared/ipc/channels/tracking';
import {
  planShipmentQuery,
  shipmentOrder,
  SORT_COLUMN,
  sortIndexName,
  type Bunching,
  splitPlan,
  type ShipmentQueryPlan,
  type SqlCondition,
  type SqlParam,
  walkSegments,
  withoutIndex,
} from './shipment-query';
import type { SearchCatchUp } from './search-index';
import { ListMemory } from './list-memory';
import { StoreError } from './store-error';
import { readJson } from './stored-json';
import type { SyncStates } from './sync-state';

interface RowState {
  row_id: number;
  fetched_at: string;
  missing_since: string | null;
}

/**
 * How the rows of a page are found. `walk`: down the sort index, checking
 * each row, until the window is full (cheap when many rows match); `match`:
 * the rows the trigram index finds, then sorted (few rows hold the texts);
 * `scan`: every row checked in table order, then sorted (few rows match a
 * filter the index cannot express). SQLite cannot tell which from an instr()
 * condition, so the store tells it, from the count it has just made.
 */
type Strategy = 'walk' | 'match' | 'scan';

/** Rough cost of a row visited each way, measured on this table: sought by id dearest, read in table order cheapest. */
const COST = { walk: 2, match: 3, scan: 1 } as const;

/**
 * A walk expects the matches spread along the sort order; when a part bunches
 * them in it (sorting by agency while filtering by one), a walk may read most
 * of the index to fill one page, so the rows are sorted instead.
 */
function chooseStrategy(
  plan: ShipmentQueryPlan,
  sort: ShipmentSort | undefined,
  window: number,
  matching: number,
  all: number,
  bunched: (bunching: Bunching) => boolean,
): Strategy {
  if (plan.parts.length === 0) return 'walk';
  const other: Strategy = splitPlan(plan).index ? 'match' : 'scan';
  const sortColumn = sort ? SORT_COLUMN[sort.key] : 'list_position';
  if (plan.parts.some((part) => part.bunches.some((b) => b.column === sortColumn && bunched(b)))) return other;
  const walk = (COST.walk * window * all) / Math.max(matching, 1);
  return walk <= (other === 'match' ? COST.match * matching : COST.scan * all) ? 'walk' : other;
}

type Where = { sql: string; params: SqlParam[] };

/** The hint of a part that bounds the sort column (so it is not null, and its index can serve the range in order). */
function sortHint(plan: ShipmentQueryPlan, sort: ShipmentSort | undefined): string | null {
  if (!sort) return null;
  return plan.parts.find((p) => p.hint?.column === SORT_COLUMN[sort.key])?.hint?.sql ?? null;
}

function whereOf(conditions: readonly SqlCondition[], hints: readonly string[], first?: Where): Where {
  const parts = [...(first ? [first.sql] : []), ...hints, ...conditions.map((c) => c.sql)];
  return {
    sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '',
    params: [...(first?.params ?? []), ...conditions.flatMap((c) => c.params)],
  };
}

/**
 * The WHERE of each way. A walk gets only the hints for its own sort index
 * (another index's hint would make SQLite range over that index and sort);
 * the others get every hint.
 */
function whereFor(strategy: Strategy, plan: ShipmentQueryPlan, sort: ShipmentSort | undefined): Where {
  const everyCondition = plan.parts.map((p) => p.condition);
  if (strategy === 'walk') {
    const hint = sortHint(plan, sort);
    return whereOf(everyCondition, hint === null ? [] : [hint]);
  }
  const hints = plan.parts.flatMap((p) => (p.hint ? [p.hint.sql] : []));
  const { index, conditions } = splitPlan(plan);
  // A plan the index cannot narrow is scanned whatever was asked.
  if (strategy === 'scan' || index === null) return whereOf(everyCondition, hints);
  return whereOf(conditions, hints, {
    sql: 'row_id IN (SELECT rowid FROM shipment_search WHERE shipment_search MATCH ?)',
    params: [index],
  });
}

/**
 * Windows of a filtered list this far down come from its whole order, found
 * once: scrolling on costs a lookup of 100 rows per window, not a sort. (Nearer
 * the top, a sort that stops at the window is cheaper than the whole order.)
 */
const ORDER_CACHE_FROM = 1_000;
/** How many whole orders are kept (a few recent filter and sort choices), each 4 bytes a row. */
const ORDER_CACHE_SIZE = 4;
/** How many counts are kept. */
const COUNT_CACHE_SIZE = 32;
/** How many query shapes keep their prepared statement. */
const STATEMENT_CACHE_SIZE = 64;

/** A map that drops its least recently used entry past a size. */
class Recent<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly size: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.entries.set(key, value);
    // Past the size the map is not empty: its first key is there.
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
  }
  clear(): void {
    this.entries.clear();
  }
}

/**
 * Pages of the stored tracking list. Counts and whole orders are kept while
 * no row changes (the database's data_version moves when another connection
 * commits, total_changes() when this one writes), as the list kept each sort
 * order of a fetched list before; anything written drops them.
 */
export class ShipmentPages {
  private readonly statements = new Recent<Statement<SqlParam[], unknown>>(STATEMENT_CACHE_SIZE);
  private readonly counts = new Recent<number>(COUNT_CACHE_SIZE);
  private readonly orders = new Recent<Int32Array>(ORDER_CACHE_SIZE);
  private cachedAt = '';
  private readonly selectItem: Statement<[number], string>;
  private readonly selectState: Statement<[number], RowState>;
  private readonly oldestFetch: Statement<[], string | null>;
  private readonly changeCount: Statement<[], number>;
  private readonly memory: ListMemory;
  private readonly searchCatchUp: SearchCatchUp;
  /**
   * Moves whenever the shipments rows may have changed: at any commit of
   * another connection (PRAGMA data_version: the sync worker's), and at any
   * write of this connection to a shipments row (every one goes through the
   * list's row writer or a detail's search text, which count them). Other
   * writes (a saved draft) leave it.
   */
  private readonly listVersion: () => string;

  constructor(
    private readonly db: Database,
    private readonly states: SyncStates,
    options: {
      /** The rows a sync left out of the search index, for now. */
      searchCatchUp: SearchCatchUp;
      listInMemory: boolean;
      listLoadsAfter?: Promise<void>;
      listWrites: () => number;
    },
  ) {
    this.searchCatchUp = options.searchCatchUp;
    const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
    // Other connections (the sync worker) move data_version when they commit; this one counts its own writes.
    this.listVersion = () => `${dataVersion.get() ?? 0}:${options.listWrites()}`;
    this.memory = new ListMemory(db, options.listInMemory, this.listVersion, options.listLoadsAfter);
    this.selectItem = db.prepare<[number], string>('SELECT item_json FROM shipment_items WHERE row_id = ?').pluck();
    this.selectState = db.prepare('SELECT row_id, fetched_at, missing_since FROM shipments WHERE row_id = ?');
    this.oldestFetch = db.prepare<[], string | null>('SELECT min(fetched_at) FROM shipments').pluck();
    this.changeCount = db.prepare<[], number>('SELECT total_changes()').pluck();
  }

  /** One window of the list, filtered, searched and sorted, read in one snapshot. */
  page(query: ShipmentListQuery): StoredShipmentPage {
    checkWindow(query.offset, query.limit);
    const plan = planShipmentQuery(query.filters, query.search);
    return this.db.transaction((): StoredShipmentPage => {
      const state = this.states.get('shipments');
      const rows = this.rows(plan, query);
      return {
        total: rows.total,
        totalElements: plan.parts.length ? null : state.totalElements,
        offset: query.offset,
        rows: rows.window.map((row) => storedItem(row, this.itemJson(row.row_id), state.fetchedAt)),
        fetchedAt: state.fetchedAt ?? this.oldestFetch.get() ?? null,
      };
    })();
  }

  /** The count and window: from memory when it holds the rows as they are now, else by SQL. */
  private rows(plan: ShipmentQueryPlan, query: ShipmentListQuery): { total: number; window: RowState[] } {
    const remembered = this.memory.answer(this.listVersion(), plan, query.sort, query.offset, query.limit);
    if (remembered !== null) {
      // Memory answers only at the version read in this transaction: each of its rows is there.
      return { total: remembered.total, window: remembered.rowIds.map((id) => this.selectState.get(id) as RowState) };
    }
    this.dropCachesIfChanged();
    // Rows a sync wrote are not all in the search index yet: then the rows themselves are checked.
    const asked = plan.parts.length > 0 && this.searchCatchUp.pending() ? withoutIndex(plan) : plan;
    const all = this.count({ parts: [] });
    const total = asked.parts.length ? this.count(asked) : all;
    return { total, window: query.offset < total ? this.window(asked, query, total, all) : [] };
  }

  /** Resolves once pages are answered from the list kept in memory, as the file holds it now. */
  whenInMemory(): Promise<void> {
    return this.memory.whenCurrent();
  }

  private window(plan: ShipmentQueryPlan, query: ShipmentListQuery, total: number, all: number): RowState[] {
    // Far down a filtered list: the whole order once, then windows of it. (The whole list walks its
    // sort index to the offset instead: reading index entries only, that is cheaper than sorting it all.)
    if (query.offset >= ORDER_CACHE_FROM && plan.parts.length > 0) {
      const ids = this.wholeOrder(plan, query.sort, total, all);
      // The kept order is dropped at any write (dropCachesIfChanged), so each of its rows is there.
      return [...ids.subarray(query.offset, query.offset + query.limit)].map(
        (id) => this.selectState.get(id) as RowState,
      );
    }
    const strategy = chooseStrategy(plan, query.sort, query.offset + query.limit, total, all, this.bunched);
    return this.select(
      strategy,
      plan,
      query.sort,
      'row_id, fetched_at, missing_since',
      query.offset,
      query.limit,
      false,
    ) as RowState[];
  }

  /** Every matching row id in the order asked, found once and kept while nothing changes. */
  private wholeOrder(plan: ShipmentQueryPlan, sort: ShipmentSort | undefined, total: number, all: number): Int32Array {
    const key = `${shipmentOrder(sort)}\u0000${JSON.stringify(plan)}`;
    let ids = this.orders.get(key);
    if (!ids) {
      const strategy = chooseStrategy(plan, sort, total, total, all, this.bunched);
      ids = Int32Array.from(this.select(strategy, plan, sort, 'row_id', 0, -1, true) as number[]);
      this.orders.set(key, ids);
    }
    return ids;
  }

  /**
   * The rows of a window in the order asked (`limit` -1: all from `offset`).
   * A walk reads its segments in turn (walkSegments), each from where the
   * window falls in it; the other ways sort what they find.
   */
  private select(
    strategy: Strategy,
    plan: ShipmentQueryPlan,
    sort: ShipmentSort | undefined,
    columns: string,
    offset: number,
    limit: number,
    pluck: boolean,
  ): unknown[] {
    const where = whereFor(strategy, plan, sort);
    if (strategy !== 'walk') {
      const sql = `SELECT ${columns} FROM shipments ${where.sql} ORDER BY ${shipmentOrder(sort, { unindexed: true })} LIMIT ? OFFSET ?`;
      return this.statement(sql, pluck).all(...where.params, limit, offset);
    }
    const rows: unknown[] = [];
    let skip = offset;
    for (const segment of walkSegments(sort, sortHint(plan, sort) !== null)) {
      const within =
        segment.condition === null ? where.sql : `${where.sql ? `${where.sql} AND` : 'WHERE'} ${segment.condition}`;
      const from = `FROM shipments INDEXED BY ${sortIndexName(sort)} ${within}`;
      const found = this.statement(`SELECT ${columns} ${from} ORDER BY ${segment.order} LIMIT ? OFFSET ?`, pluck).all(
        ...where.params,
        limit < 0 ? -1 : limit - rows.length,
        skip,
      );
      rows.push(...found);
      if (limit >= 0 && rows.length >= limit) break;
      // The window runs on into the next segment: from its start, or as far past it as it began past this one.
      if (skip > 0) skip = found.length > 0 ? 0 : skip - this.countOf(`SELECT count(*) ${from}`, where.params);
    }
    return rows;
  }

  /** A count, kept with the others while nothing changes. */
  private countOf(sql: string, params: readonly SqlParam[]): number {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    let count = this.counts.get(key);
    if (count === undefined) {
      count = this.statement(sql, true).get(...params) as number;
      this.counts.set(key, count);
    }
    return count;
  }

  /** Rows meeting a plan: from the index alone when it answers every part. */
  private count(plan: ShipmentQueryPlan): number {
    const { index, conditions } = splitPlan(plan);
    if (index !== null && conditions.length === 0) {
      return this.countOf('SELECT count(*) FROM shipment_search WHERE shipment_search MATCH ?', [index]);
    }
    const where = whereFor(index === null ? 'scan' : 'match', plan, undefined);
    return this.countOf(`SELECT count(*) FROM shipments ${where.sql}`, where.params);
  }

  /** Whether a part's rows bunch in a sort column: the index says if its text occurs there at all. */
  private readonly bunched = (bunching: Bunching): boolean => {
    if (bunching.occursIn === null) return true;
    const exists = this.statement('SELECT EXISTS (SELECT 1 FROM shipment_search WHERE shipment_search MATCH ?)', true);
    return exists.get(bunching.occursIn) === 1;
  };

  private dropCachesIfChanged(): void {
    const version = `${String(this.db.pragma('data_version', { simple: true }))}:${this.changeCount.get() ?? 0}`;
    if (version === this.cachedAt) return;
    this.counts.clear();
    this.orders.clear();
    this.cachedAt = version;
  }

  /** A row's item (written in the same transaction as the row: its absence is a damaged file). */
  private itemJson(rowId: number): string {
    const json = this.selectItem.get(rowId);
    if (json === undefined)
      throw new StoreError('unreadable', { key: 'row-without-item', values: { row: String(rowId) } });
    return json;
  }

  /**
   * The prepared statement of a query shape. Its rows are typed `unknown`:
   * the SQL is built here, so each caller knows what its own SQL returns and
   * says so where it reads them.
   */
  private statement(sql: string, pluck: boolean): Statement<SqlParam[], unknown> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare<SqlParam[], unknown>(sql);
      if (pluck) statement.pluck();
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

function checkWindow(offset: number, limit: number): void {
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw new StoreError('invalid-query', { key: 'page-offset', values: { offset } });
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 1000) {
    throw new StoreError('invalid-query', { key: 'page-limit', values: { limit, max: 1000 } });
  }
}

/**
 * A stored row with its state. A full sync does not rewrite rows it finds
 * unchanged, so a listed row is as fresh as the list's last sync when that is
 * later than its own write.
 */
export function storedItem(
  row: Omit<RowState, 'row_id'>,
  itemJson: string,
  listFetchedAt: string | null,
): StoredShipmentListItem {
  const fetchedAt =
    row.missing_since === null && listFetchedAt !== null && listFetchedAt > row.fetched_at
      ? listFetchedAt
      : row.fetched_at;
  const stored: ListRowState = { fetchedAt, missingSince: row.missing_since };
  return { ...readJson<ShipmentListItem>(itemJson), stored };
}
