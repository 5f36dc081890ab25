import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentSort } from '../../shared/domain/stored-records';
import { type LoadedList, loadList, orderKey, type Places } from './list-memory-load';
import type { DateOp, PartRule, ShipmentQueryPlan } from './shipment-query';
import { TextColumn } from './text-column';

/** How long one step of a load may hold main's event loop before it lets other work run. */
const STEP_MS = 8;
/** After rows were written during a load (a sync's batches), wait this long before loading again. */
const RETRY_MS = 250;

export interface MemoryAnswer {
  readonly total: number;
  /** The window's rows, in order. */
  readonly rowIds: number[];
}

/** Whether the rows kept in memory can answer a condition exactly as the SQL does (TextColumn.canFind). */
function answerable(rule: PartRule): boolean {
  switch (rule.kind) {
    case 'contains':
      return TextColumn.canFind(rule.needle);
    case 'place':
      return [rule.needle, rule.prefix, rule.country].every((text) => text === '' || TextColumn.canFind(text));
    case 'date':
      return true;
  }
}

/**
 * Pages of the tracking list answered from its columns kept in main's
 * memory: each condition is checked on every row with a few typed-array
 * passes (texts that repeat are checked once per distinct value), the count
 * is exact, and the window is read off the kept sort order. A page costs a
 * few milliseconds whatever it asks, where SQLite needed a scan of every
 * row for a text of 1-2 characters, or a sort of every match far down a
 * list.
 *
 * The columns are loaded in steps between other work (list-memory-load.ts)
 * and are used only while shipments_version (migration v4) is the one they
 * were loaded at, read in the page's own transaction; after any change of
 * the rows pages are answered by SQL until a new load is done.
 */
export class ListMemory {
  private loaded: LoadedList | null = null;
  private loading = false;
  private failure: unknown = null;
  private readonly settled: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private matched = new Uint8Array(0);
  private found = new Uint8Array(0);
  private readonly version: Statement<[], number>;
  private readonly compareDate: Record<DateOp, Statement<[string, number], number>>;

  constructor(
    private readonly db: Database,
    private readonly enabled: boolean,
  ) {
    this.version = db.prepare<[], number>('SELECT version FROM shipments_version').pluck();
    const compare = (op: DateOp) =>
      db.prepare<[string, number], number>(`SELECT pick_up_date ${op} ? FROM shipments WHERE row_id = ?`).pluck();
    this.compareDate = { '>=': compare('>='), '<': compare('<'), '<=': compare('<=') };
  }

  /** shipments_version now (in the caller's transaction, if any). */
  currentVersion(): number {
    return this.version.get() ?? 0;
  }

  /**
   * A window of the rows meeting a plan in an order, or null when memory
   * cannot answer it: not loaded at this version (a load is then started),
   * or a text it does not compare the way SQLite does. Called inside the
   * page's transaction, with the version read there.
   */
  answer(
    version: number,
    plan: ShipmentQueryPlan,
    sort: ShipmentSort | undefined,
    offset: number,
    limit: number,
  ): MemoryAnswer | null {
    const list = this.current(version);
    if (list === null) return null;
    const rules = plan.parts.map((part) => part.rule);
    if (!rules.every(answerable)) return null;
    // Every order is loaded (loadList sets one per key).
    const order = list.orders.get(orderKey(sort)) as Int32Array;
    if (rules.length === 0) {
      return {
        total: list.size,
        rowIds: Array.from(order.subarray(offset, offset + limit), (n) => list.rowIds[n] as number),
      };
    }
    const matched = this.matched;
    matched.fill(1);
    for (const rule of rules) this.narrow(list, rule, matched);
    let total = 0;
    for (let i = 0; i < list.size; i++) total += matched[i] as number;
    const rowIds: number[] = [];
    let seen = 0;
    for (let k = 0; k < list.size && rowIds.length < limit; k++) {
      const n = order[k] as number;
      if (matched[n] === 1 && seen++ >= offset) rowIds.push(list.rowIds[n] as number);
    }
    return { total, rowIds };
  }

  /** Resolves once pages are answered from memory at the file's current version (loading it if needed). */
  async whenCurrent(): Promise<void> {
    if (!this.enabled) throw new Error('This store keeps no list in memory (opened with listInMemory: false).');
    for (;;) {
      if (this.failure !== null) throw this.failure;
      if (this.loaded?.version === this.currentVersion()) return;
      this.reload();
      await new Promise<void>((resolve, reject) => this.settled.push({ resolve, reject }));
    }
  }

  private current(version: number): LoadedList | null {
    if (this.loaded?.version === version) return this.loaded;
    // Rows changed: drop the old columns (never used again) and load the new ones in the background.
    this.loaded = null;
    this.reload();
    return null;
  }

  /** Clears matched[n] for each row n that does not meet the rule. */
  private narrow(list: LoadedList, rule: PartRule, matched: Uint8Array): void {
    const size = list.size;
    switch (rule.kind) {
      case 'contains': {
        if (rule.column === 'agency') {
          const { values, ids } = list.agency;
          const hits = new Uint8Array(values.size);
          values.markContaining(rule.needle, hits);
          for (let i = 0; i < size; i++) if (hits[ids[i] as number] === 0) matched[i] = 0;
          return;
        }
        const found = this.found;
        found.fill(0);
        list.code.markContaining(rule.needle, found);
        if (rule.column === 'code') {
          for (let i = 0; i < size; i++) if (found[i] === 0) matched[i] = 0;
          return;
        }
        const { values, ids } = list.rest;
        const hits = new Uint8Array(values.size);
        values.markContaining(rule.needle, hits);
        const codeSearched = list.codeSearched;
        for (let i = 0; i < size; i++) {
          if (hits[ids[i] as number] === 0 && (found[i] === 0 || codeSearched[i] === 0)) matched[i] = 0;
        }
        return;
      }
      case 'place': {
        const places: Places = list[rule.place];
        const hits = places.cities.map((city, p) =>
          city.includes(rule.needle) ||
          (places.postals[p] as string).startsWith(rule.prefix) ||
          places.countries[p] === rule.country
            ? 1
            : 0,
        );
        const ids = places.ids;
        for (let i = 0; i < size; i++) if (hits[ids[i] as number] === 0) matched[i] = 0;
        return;
      }
      case 'date': {
        const [from, to] = this.dateRange(list, rule.op, rule.value);
        const ranks = list.pickUpRank;
        for (let i = 0; i < size; i++) {
          const rank = ranks[i] as number;
          if (rank < from || rank >= to) matched[i] = 0;
        }
        return;
      }
    }
  }

  /**
   * The ranks in the pickup-date order whose dates meet `pick_up_date op
   * value`: a range, found by halving with SQLite itself comparing (so the
   * dates compare exactly as in SQL).
   */
  private dateRange(list: LoadedList, op: DateOp, value: string): [number, number] {
    const order = list.orders.get(orderKey({ key: 'pickUpDate', direction: 'asc' })) as Int32Array;
    const meets = (rank: number) => this.compareDate[op].get(value, list.rowIds[order[rank] as number] as number) === 1;
    // '>=' holds from some rank on; '<' and '<=' up to some rank.
    const after = op === '>=';
    let low = 0;
    let high = list.pickUpDated;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (meets(mid) === after) high = mid;
      else low = mid + 1;
    }
    return after ? [low, list.pickUpDated] : [0, low];
  }

  /** Starts a load unless one runs; it runs in steps of STEP_MS between other work. */
  private reload(): void {
    if (!this.enabled || this.loading || this.failure !== null || !this.db.open) return;
    this.loading = true;
    const steps = loadList(this.db);
    const step = (): void => {
      if (!this.db.open) {
        this.loading = false;
        return;
      }
      const until = performance.now() + STEP_MS;
      let next: IteratorResult<void, LoadedList | null>;
      try {
        do next = steps.next();
        while (!next.done && performance.now() < until);
      } catch (error) {
        // Pages stay answered by SQL; whoever waits for the load hears why.
        this.loading = false;
        this.failure = error;
        this.settle();
        return;
      }
      if (!next.done) {
        setImmediate(step);
        return;
      }
      this.loading = false;
      if (next.value === null) {
        setTimeout(() => this.reload(), RETRY_MS).unref();
      } else {
        this.loaded = next.value;
        if (this.matched.length !== next.value.size) {
          this.matched = new Uint8Array(next.value.size);
          this.found = new Uint8Array(next.value.size);
        }
      }
      this.settle();
    };
    setImmediate(step);
  }

  private settle(): void {
    for (const waiter of this.settled.splice(0)) {
      if (this.failure !== null) waiter.reject(this.failure);
      else waiter.resolve();
    }
  }
}
