/**
 * The rows of a long list, loaded from main in fixed blocks as the operator
 * scrolls. Main answers each block from its local store; the renderer holds
 * the blocks it has drawn. The first block goes alone (it tells the total,
 * which bounds the others); after that the blocks of the visible range load
 * a few at a time, nearest first, and blocks that scrolled out of view before
 * their turn are not loaded at all. Once the operator scrolls, the next
 * blocks in that direction load too (`ahead`), after those on screen: rows
 * then arrive before they are shown, rather than as a block of grey rows
 * turning into text all in one frame.
 *
 * A list's very first ask (after reset()) can be shorter than a block
 * (`firstRows`): a screenful, on the way to the list's first paint, and the
 * whole of that block after it (`afterFirstRows`).
 */
export interface RowPage<T> {
  readonly total: number;
  readonly totalElements: number | null;
  readonly offset: number;
  readonly rows: readonly T[];
  /** When the list these rows come from was synced; null: never. */
  readonly fetchedAt: string | null;
}

export type LoadRows<T> = (offset: number, limit: number) => Promise<RowPage<T>>;

export interface RowWindowsOptions {
  readonly blockSize?: number;
  /** Blocks in flight at once after the first. */
  readonly parallel?: number;
  /** Blocks loaded beyond the visible ones, in the direction of the last scroll; none by default. */
  readonly ahead?: number;
  /**
   * How many rows the first ask after reset() is for, when the screen starts
   * in the first block: fewer rows are quicker to read, send and take in;
   * the rest of that block follows. A whole block by default.
   */
  readonly firstRows?: number;
  /**
   * When the rest of the first block is asked for, once a short first ask
   * (`firstRows`) is back: `next` is called then. At once by default; a
   * screen passes afterNextPaint, so that the rest of the block (and its
   * answer, taken in as it lands) never holds back the frame that paints
   * the first rows.
   */
  readonly afterFirstRows?: (next: () => void) => void;
}

export class RowWindows<T> {
  /** Rows in the whole list; null until the first block arrived. */
  total: number | null = null;
  totalElements: number | null = null;
  fetchedAt: string | null = null;
  /** Why the newest block failed; cleared by retry(). */
  error: unknown = null;

  readonly #load: LoadRows<T>;
  readonly #changed: () => void;
  readonly #blockSize: number;
  readonly #parallel: number;
  readonly #ahead: number;
  readonly #firstRows: number;
  readonly #afterFirstRows: (next: () => void) => void;
  /** A short first ask is back and the rest of its block waits for afterFirstRows: nothing is asked meanwhile. */
  #waitingAfterFirst = false;
  /** No block has been asked for since reset(): the next ask may be the short first one. */
  #fresh = true;
  readonly #blocks = new Map<number, readonly T[]>();
  /** The rows shown while a reload is on its way (reload()); gone when its first block arrives. */
  readonly #stale = new Map<number, readonly T[]>();
  readonly #inFlight = new Set<number>();
  #wanted = { start: 0, end: 0 };
  /** Which way the operator last scrolled: 1 down, -1 up, 0 not yet. */
  #direction: -1 | 0 | 1 = 0;
  #generation = 0;
  /** A reload's first block is on its way: nothing else is asked until it is back. */
  #reloading = false;

  constructor(load: LoadRows<T>, changed: () => void, options: RowWindowsOptions = {}) {
    this.#load = load;
    this.#changed = changed;
    this.#blockSize = options.blockSize ?? 100;
    this.#parallel = options.parallel ?? 3;
    this.#ahead = options.ahead ?? 0;
    this.#firstRows = Math.min(options.firstRows ?? this.#blockSize, this.#blockSize);
    this.#afterFirstRows = options.afterFirstRows ?? ((next) => next());
  }

  get loading(): boolean {
    return this.#inFlight.size > 0;
  }

  /** The row at an index, if its block is loaded. */
  get(index: number): T | undefined {
    const block = Math.floor(index / this.#blockSize);
    return (this.#blocks.get(block) ?? this.#stale.get(block))?.[index % this.#blockSize];
  }

  /** The loaded rows, in list order with their indexes (to find a row by id). */
  *loaded(): Generator<[number, T]> {
    const shown = this.#stale.size > 0 ? this.#stale : this.#blocks;
    for (const [block, rows] of [...shown].sort((a, b) => a[0] - b[0])) {
      for (let i = 0; i < rows.length; i++) yield [block * this.#blockSize + i, rows[i] as T];
    }
  }

  /** Rows [start, end) are on screen: load what is missing. */
  ensure(start: number, end: number): void {
    const wanted = { start: Math.max(0, start), end: Math.max(start, end) };
    if (wanted.start !== this.#wanted.start) this.#direction = wanted.start > this.#wanted.start ? 1 : -1;
    this.#wanted = wanted;
    this.#pump();
  }

  /**
   * The stored list changed (a sync completed, a booking, a tracking switch):
   * loads what is on screen again, showing the rows it has until the new ones
   * arrive, so the list neither blanks nor loses its place.
   */
  reload(): void {
    this.#generation += 1;
    this.#waitingAfterFirst = false;
    if (this.#stale.size === 0) for (const [block, rows] of this.#blocks) this.#stale.set(block, rows);
    this.#blocks.clear();
    this.#inFlight.clear();
    this.error = null;
    // Like the first load: one block alone first (its total bounds the others).
    this.#reloading = true;
    this.#changed();
    this.#pump();
  }

  /** Forgets every row (new filters, search or sort). */
  reset(): void {
    this.#generation += 1;
    this.#waitingAfterFirst = false;
    this.#reloading = false;
    this.#stale.clear();
    this.#blocks.clear();
    this.#inFlight.clear();
    this.total = null;
    this.totalElements = null;
    this.fetchedAt = null;
    this.error = null;
    this.#fresh = true;
    this.#changed();
    this.#pump();
  }

  retry(): void {
    this.error = null;
    this.#changed();
    this.#pump();
  }

  #missing(): number[] {
    const { start, end } = this.#wanted;
    const last = this.total === null ? start : Math.min(end, this.total);
    const first = Math.floor(start / this.#blockSize);
    const stop = Math.max(first, Math.ceil(last / this.#blockSize) - 1);
    const blocks: number[] = [];
    const wanted = (b: number) => !this.#complete(b) && !this.#inFlight.has(b);
    for (let b = first; b <= stop; b++) if (wanted(b)) blocks.push(b);
    // Then the blocks the scroll is heading for, nearest first, within the list.
    if (this.total !== null && this.#direction !== 0) {
      const lastBlock = Math.ceil(this.total / this.#blockSize) - 1;
      for (let i = 1; i <= this.#ahead; i++) {
        const b = this.#direction > 0 ? stop + i : first - i;
        if (b < 0 || b > lastBlock) break;
        if (wanted(b)) blocks.push(b);
      }
    }
    return blocks;
  }

  /** Whether a block's rows are all here: a short first ask holds only the first of its rows. */
  #complete(block: number): boolean {
    const rows = this.#blocks.get(block);
    if (rows === undefined) return false;
    return (
      rows.length === this.#blockSize || (this.total !== null && block * this.#blockSize + rows.length >= this.total)
    );
  }

  #pump(): void {
    if (this.error !== null || this.#waitingAfterFirst) return;
    if (this.total === null || this.#reloading) {
      // Nothing known yet: one block only, the first one needed.
      if (this.#inFlight.size > 0) return;
      const [first] = this.#missing();
      if (first !== undefined) this.#fetch(first);
      return;
    }
    for (const block of this.#missing()) {
      if (this.#inFlight.size >= this.#parallel) break;
      this.#fetch(block);
    }
  }

  #fetch(block: number): void {
    const generation = this.#generation;
    this.#inFlight.add(block);
    const limit = this.#fresh && block === 0 ? this.#firstRows : this.#blockSize;
    this.#fresh = false;
    this.#load(block * this.#blockSize, limit).then(
      (page) => {
        if (generation !== this.#generation) return;
        this.#inFlight.delete(block);
        this.#reloading = false;
        this.#stale.clear();
        this.#blocks.set(block, page.rows);
        this.total = page.total;
        this.totalElements = page.totalElements;
        this.fetchedAt = page.fetchedAt;
        this.#changed();
        if (limit === this.#blockSize) {
          this.#pump();
          return;
        }
        this.#waitingAfterFirst = true;
        this.#afterFirstRows(() => {
          if (generation !== this.#generation) return;
          this.#waitingAfterFirst = false;
          this.#pump();
        });
      },
      (error: unknown) => {
        if (generation !== this.#generation) return;
        this.#inFlight.delete(block);
        // The rows kept through a failed reload stay on screen, under the error.
        this.#reloading = false;
        this.error = error;
        this.#changed();
      },
    );
  }
}
