import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentSort } from '@shared/domain/stored-records';
import { type LoadedList, loadList, type Places, type SortedRows } from './list-memory-load';
import type { DateOp, PartRule, ShipmentQueryPlan } from './shipment-query';
import { TextColumn } from './text-column';
import type { ValueNumbers } from './value-numbers';

// Typed arrays are read at indexes below their length throughout: their `as number` reads drop the undefined
// that noUncheckedIndexedAccess adds to every index.

/** How long one step of a load may hold main's event loop before it lets other work run. */
const STEP_MS = 4;
/** After rows were written during a load (a sync's batches), how long they must stay unchanged before loading again. */
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
    case 'status':
      return true;
  }
}

/*
 * The passes over every row, each a small function of typed arrays only, so
 * the engine compiles each to a tight loop (about 1-2 ns a row).
 */

/** The distinct values that contain a needle, as 1s. */
function hitsOf(values: TextColumn, needle: string): Uint8Array {
  const hits = new Uint8Array(values.size);
  values.markContaining(needle, hits);
  return hits;
}

/** Keeps the rows whose value (ids) is a hit. */
function keepRepeated(matched: Uint8Array, hits: Uint8Array, ids: ValueNumbers): void {
  for (let i = 0; i < matched.length; i++) if (hits[ids[i] as number] === 0) matched[i] = 0;
}

function keepFound(matched: Uint8Array, found: Uint8Array): void {
  for (let i = 0; i < matched.length; i++) if (found[i] === 0) matched[i] = 0;
}

/** Keeps the rows where a search word is in the rest of the searched text, or in the code when that is searched. */
function keepSearched(
  matched: Uint8Array,
  hits: Uint8Array,
  ids: ValueNumbers,
  found: Uint8Array,
  codeSearched: Uint8Array,
): void {
  for (let i = 0; i < matched.length; i++) {
    if (hits[ids[i] as number] === 0 && (found[i] === 0 || codeSearched[i] === 0)) matched[i] = 0;
  }
}

function keepRanks(matched: Uint8Array, ranks: Int32Array, from: number, to: number): void {
  for (let i = 0; i < matched.length; i++) {
    const rank = ranks[i] as number;
    if (rank < from || rank >= to) matched[i] = 0;
  }
}

/** How many rows matched. */
function countMatched(matched: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < matched.length; i++) total += matched[i] as number;
  return total;
}

/** The row numbers of a window of the kept rows, in an order. */
function windowOf(matched: Uint8Array, order: Int32Array, offset: number, limit: number): number[] {
  const window: number[] = [];
  let seen = 0;
  for (let k = 0; k < order.length && window.length < limit; k++) {
    const n = order[k] as number;
    if (matched[n] === 1 && seen++ >= offset) window.push(n);
  }
  return window;
}

/**
 * The row numbers of a window in a key's descending order (SortedRows says
 * how it is read off the ascending one), of the kept rows or, with no
 * `matched`, of every row: then whole groups before the window are skipped
 * by their size.
 */
function descendingWindowOf(matched: Uint8Array | null, rows: SortedRows, offset: number, limit: number): number[] {
  const { ascending, groupStarts, valued } = rows;
  const window: number[] = [];
  let seen = 0;
  let end = valued;
  for (let k = valued - 1; k >= 0 && window.length < limit; k--) {
    if (groupStarts[k] === 0) continue;
    if (matched === null && seen + end - k <= offset) seen += end - k;
    else {
      for (let j = k; j < end && window.length < limit; j++) {
        const n = ascending[j] as number;
        if ((matched === null || matched[n] === 1) && seen++ >= offset) window.push(n);
      }
    }
    end = k;
  }
  let j = valued;
  if (matched === null && seen < offset) {
    j += offset - seen;
    seen = offset;
  }
  for (; j < ascending.length && window.length < limit; j++) {
    const n = ascending[j] as number;
    if ((matched === null || matched[n] === 1) && seen++ >= offset) window.push(n);
  }
  return window;
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
 * and are used only while the list's version (ShipmentPages.listVersion) is
 * the one they were loaded at, read in the page's own transaction; after any
 * change of the rows pages are answered by SQL until a new load is done.
 */
export class ListMemory {
  private loaded: LoadedList | null = null;
  private loading = false;
  /** Loads wait (constructor's loadsAfter); `wanted`: one was asked for meanwhile. */
  private held = false;
  private wanted = false;
  private failure: unknown = null;
  private readonly settled: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private matched = new Uint8Array(0);
  /**
   * The version and rules `matched` holds the rows of, and how many: the
   * next page of the same query (the list scrolled) reads its window off
   * them instead of checking every row again.
   */
  private matchedFor: string | null = null;
  private matchedTotal = 0;
  private found = new Uint8Array(0);
  private readonly compareDate: Record<DateOp, Statement<[string, number], number>>;

  constructor(
    private readonly db: Database,
    private readonly enabled: boolean,
    /** Moves whenever the shipments rows may have changed (ShipmentPages.listVersion). */
    private readonly listVersion: () => string,
    /**
     * No load starts before this settles: at the app's start, the window's
     * first screen is answered by SQL (a few ms) while the load's half second
     * of CPU waits for it to be painted (src/main/startup-gate.ts).
     */
    loadsAfter?: Promise<void>,
  ) {
    if (loadsAfter) {
      this.held = true;
      void loadsAfter.then(() => {
        this.held = false;
        if (this.wanted) this.reload();
      });
    }
    const compare = (op: DateOp) =>
      db.prepare<[string, number], number>(`SELECT pick_up_date ${op} ? FROM shipments WHERE row_id = ?`).pluck();
    this.compareDate = { '>=': compare('>='), '<': compare('<'), '<=': compare('<=') };
  }

  /**
   * A window of the rows meeting a plan in an order, or null when memory
   * cannot answer it: not loaded at this version (a load is then started),
   * or a text it does not compare the way SQLite does. Called inside the
   * page's transaction, with the version read there.
   */
  answer(
    version: string,
    plan: ShipmentQueryPlan,
    sort: ShipmentSort | undefined,
    offset: number,
    limit: number,
  ): MemoryAnswer | null {
    const list = this.current(version);
    if (list === null) return null;
    const rules = plan.parts.map((part) => part.rule);
    if (!rules.every(answerable)) return null;
    const rowIdsOf = (window: ArrayLike<number>) => Array.from(window, (n) => list.rowIds[n] as number);
    // Every key is loaded (loadList sorts by each).
    const rows = sort ? (list.sorted.get(sort.key) as SortedRows) : null;
    const descending = rows !== null && sort?.direction === 'desc';
    const order = rows === null ? list.position : rows.ascending;
    if (rules.length === 0) {
      if (descending) return { total: list.size, rowIds: rowIdsOf(descendingWindowOf(null, rows, offset, limit)) };
      return { total: list.size, rowIds: rowIdsOf(order.subarray(offset, offset + limit)) };
    }
    const matched = this.matched;
    const asked = `${version}\n${JSON.stringify(rules)}`;
    if (this.matchedFor !== asked) {
      this.matchedFor = null;
      matched.fill(1);
      for (const rule of rules) this.narrow(list, rule, matched);
      this.matchedTotal = countMatched(matched);
      this.matchedFor = asked;
    }
    const window = descending
      ? descendingWindowOf(matched, rows, offset, limit)
      : windowOf(matched, order, offset, limit);
    return { total: this.matchedTotal, rowIds: rowIdsOf(window) };
  }

  /** Resolves once pages are answered from memory at the file's current version (loading it if needed). */
  async whenCurrent(): Promise<void> {
    if (!this.enabled) throw new Error('This store keeps no list in memory (opened with listInMemory: false).');
    for (;;) {
      if (this.failure !== null) throw this.failure;
      if (this.loaded?.version === this.listVersion()) return;
      this.reload();
      await new Promise<void>((resolve, reject) => this.settled.push({ resolve, reject }));
    }
  }

  private current(version: string): LoadedList | null {
    if (this.loaded?.version === version) return this.loaded;
    // Rows changed: drop the old columns (never used again) and load the new ones in the background.
    this.loaded = null;
    this.reload();
    return null;
  }

  /** Clears matched[n] for each row n that does not meet the rule. */
  private narrow(list: LoadedList, rule: PartRule, matched: Uint8Array): void {
    switch (rule.kind) {
      case 'contains': {
        if (rule.column === 'agency') {
          keepRepeated(matched, hitsOf(list.agency.values, rule.needle), list.agency.ids);
          return;
        }
        const found = this.found;
        found.fill(0);
        list.code.markContaining(rule.needle, found);
        if (rule.column === 'code') keepFound(matched, found);
        else keepSearched(matched, hitsOf(list.rest.values, rule.needle), list.rest.ids, found, list.codeSearched);
        return;
      }
      case 'place': {
        const places: Places = list[rule.place];
        const hits = new Uint8Array(places.cities.length);
        places.cities.forEach((city, p) => {
          const meets =
            city.includes(rule.needle) ||
            (places.postals[p] as string).startsWith(rule.prefix) ||
            places.countries[p] === rule.country;
          hits[p] = meets ? 1 : 0;
        });
        keepRepeated(matched, hits, places.ids);
        return;
      }
      case 'date': {
        const [from, to] = this.dateRange(list, rule.op, rule.value);
        keepRanks(matched, list.pickUpRank, from, to);
        return;
      }
      case 'status': {
        // Compared as SQL's IN does: the stored text exactly; '' is a row without a status.
        const codes = new Set(rule.codes);
        const hits = new Uint8Array(list.status.values.size);
        for (let v = 0; v < hits.length; v++) {
          const value = list.status.values.at(v);
          hits[v] = codes.has(value) || (rule.none && value === '') ? 1 : 0;
        }
        keepRepeated(matched, hits, list.status.ids);
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
    // Every key is loaded (loadList sorts by each), the pickup date among them.
    const order = (list.sorted.get('pickUpDate') as SortedRows).ascending;
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
    if (this.held) {
      this.wanted = true;
      return;
    }
    this.loading = true;
    const steps = loadList(this.db, this.listVersion);
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
        this.reloadWhenStill(this.listVersion());
      } else {
        this.loaded = next.value;
        this.matchedFor = null;
        if (this.matched.length !== next.value.size) {
          this.matched = new Uint8Array(next.value.size);
          this.found = new Uint8Array(next.value.size);
        }
      }
      this.settle();
    };
    setImmediate(step);
  }

  /**
   * Loads again once the rows have stopped changing for RETRY_MS: while a
   * sync writes its batches, a load would be overtaken again and again.
   */
  private reloadWhenStill(seen: string): void {
    setTimeout(() => {
      if (!this.db.open) return;
      const now = this.listVersion();
      if (now === seen) this.reload();
      else this.reloadWhenStill(now);
    }, RETRY_MS).unref();
  }

  private settle(): void {
    for (const waiter of this.settled.splice(0)) {
      if (this.failure !== null) waiter.reject(this.failure);
      else waiter.resolve();
    }
  }
}
