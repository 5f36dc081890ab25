import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentSortKey } from '@shared/domain/stored-records';
import { SORT_COLUMN, sortIndexName } from './shipment-query';
import { TextColumn, TextColumnBuilder } from './text-column';
import { narrowestNumbers, type ValueNumbers } from './value-numbers';

// Typed arrays are read at indexes below their length throughout: their `as number` reads drop the undefined
// that noUncheckedIndexedAccess adds to every index.

/**
 * The columns of the shipments rows that pages find and order rows by, held
 * in main's memory (list-memory.ts answers pages from them): texts that
 * repeat (agencies, places, what a search reads besides the code) once each
 * with a number per row, the codes in one string, and each sort's ascending
 * order as row numbers (a descending order is read off it).
 */
export interface LoadedList {
  /** The list's version when loaded (ShipmentPages.listVersion): the rows are the file's while it has not moved. */
  readonly version: string;
  readonly size: number;
  /** The row_id of each row, ascending: rows are numbered 0 .. size-1 in this order. */
  readonly rowIds: Int32Array;
  /** code_folded of each row. */
  readonly code: TextColumn;
  /** 1 where search_text is the row's code, a line break and `rest`: a search word then matches the code or the rest. */
  readonly codeSearched: Uint8Array;
  /** agency_folded. */
  readonly agency: Repeated;
  readonly origin: Places;
  readonly destination: Places;
  /** search_text without its first line when that is the code (codeSearched), else the whole search_text. */
  readonly rest: Repeated;
  /** tracking_status as stored ('' for none). */
  readonly status: Repeated;
  /** Row numbers in the service's order (no sort asked). */
  readonly position: Int32Array;
  /** Each sort key's rows in ascending order. */
  readonly sorted: ReadonlyMap<ShipmentSortKey, SortedRows>;
  /** Where each row stands in the pickup-date ascending order; rows with a date come first. */
  readonly pickUpRank: Int32Array;
  /** How many rows have a pickup date. */
  readonly pickUpDated: number;
}

/**
 * The rows in a key's ascending order, and where its groups of one value
 * start: the descending order is those groups from the last to the first,
 * each in the service's order, then the rows without a value, so it is read
 * off these rather than kept as a second array of a number per row.
 */
export interface SortedRows {
  /** Row numbers: the rows with a value by value (ties in the service's order), then those without. */
  readonly ascending: Int32Array;
  /** 1 where a group of one value starts in `ascending`. */
  readonly groupStarts: Uint8Array;
  /** How many rows have a value (they come first). */
  readonly valued: number;
}

/** A column with few distinct values: each value once, and for each row the number of its value. */
export interface Repeated {
  readonly values: TextColumn;
  readonly ids: ValueNumbers;
}

/** The folded city, postal key and country code of a place, each distinct place once. */
export interface Places {
  readonly cities: readonly string[];
  readonly postals: readonly string[];
  readonly countries: readonly string[];
  readonly ids: ValueNumbers;
}

/** Rows read per statement: a few milliseconds each. */
const SLICE = 1_000;

class RepeatedBuilder {
  private readonly numbers = new Map<string, number>();
  private readonly values: string[] = [];
  readonly ids: Int32Array;
  constructor(size: number) {
    this.ids = new Int32Array(size);
  }
  set(row: number, value: string): void {
    let id = this.numbers.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.numbers.set(value, id);
    }
    this.ids[row] = id;
  }
  build(): Repeated {
    return { values: TextColumn.of(this.values), ids: narrowestNumbers(this.ids, this.values.length) };
  }
}

class PlacesBuilder {
  private readonly numbers = new Map<string, number>();
  private readonly cities: string[] = [];
  private readonly postals: string[] = [];
  private readonly countries: string[] = [];
  readonly ids: Int32Array;
  constructor(size: number) {
    this.ids = new Int32Array(size);
  }
  set(row: number, city: string, postal: string, country: string): void {
    // Lengths keep the key unambiguous whatever the texts hold.
    const key = `${city.length}:${city}${postal.length}:${postal}${country}`;
    let id = this.numbers.get(key);
    if (id === undefined) {
      id = this.cities.length;
      this.cities.push(city);
      this.postals.push(postal);
      this.countries.push(country);
      this.numbers.set(key, id);
    }
    this.ids[row] = id;
  }
  build(): Places {
    const ids = narrowestNumbers(this.ids, this.cities.length);
    return { cities: this.cities, postals: this.postals, countries: this.countries, ids };
  }
}

type ColumnRow = [number, string, string, string, string, string, string, string, string, string, string | null];

/** Splits search_text into the code's line and the rest (see LoadedList.rest). */
function splitSearchText(code: string, searchText: string): { codeSearched: boolean; rest: string } {
  if (code !== '' && searchText === code) return { codeSearched: true, rest: '' };
  if (code !== '' && searchText.startsWith(`${code}\n`))
    return { codeSearched: true, rest: searchText.slice(code.length + 1) };
  return { codeSearched: false, rest: searchText };
}

/** The row number of a row_id (rowIds ascending). */
function rowNumber(rowIds: Int32Array, rowId: number): number {
  let low = 0;
  let high = rowIds.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = rowIds[mid] as number;
    if (at === rowId) return mid;
    if (at < rowId) low = mid + 1;
    else high = mid - 1;
  }
  throw new Error(`row ${rowId} is not among the rows loaded`);
}

/**
 * An order walked down its ascending sort index in slices, each slice from
 * where the last ended (never OFFSET, which would read again what came
 * before): the rows with a value, then those without.
 */
interface Walk {
  readonly first: Statement<[number], unknown[]>;
  readonly next: Statement<unknown[], unknown[]>;
  readonly valued: boolean;
}

function walksOf(db: Database, key: ShipmentSortKey): Walk[] {
  const column = SORT_COLUMN[key];
  const index = sortIndexName({ key, direction: 'asc' });
  // With (column IS NULL) fixed, SQLite walks the index in order for ORDER BY column, list_position, row_id.
  const valued = `SELECT row_id, list_position, ${column} FROM shipments INDEXED BY ${index} WHERE (${column} IS NULL) = 0`;
  const valuedOrder = `ORDER BY ${column}, list_position, row_id LIMIT ?`;
  const empty = `SELECT row_id, list_position FROM shipments INDEXED BY ${index} WHERE (${column} IS NULL) = 1 AND ${column} IS NULL`;
  const emptyOrder = 'ORDER BY list_position, row_id LIMIT ?';
  return [
    {
      first: db.prepare<[number], unknown[]>(`${valued} ${valuedOrder}`).raw(),
      next: db
        .prepare<unknown[], unknown[]>(`${valued} AND (${column}, list_position, row_id) > (?, ?, ?) ${valuedOrder}`)
        .raw(),
      valued: true,
    },
    {
      first: db.prepare<[number], unknown[]>(`${empty} ${emptyOrder}`).raw(),
      next: db.prepare<unknown[], unknown[]>(`${empty} AND (list_position, row_id) > (?, ?) ${emptyOrder}`).raw(),
      valued: false,
    },
  ];
}

/**
 * Loads the list's columns, one slice of rows per step (the caller runs
 * steps between other work: main's event loop is never held for the whole).
 * Each slice is read in its own snapshot, after checking the list's version
 * has not moved since the first: the result is then the file as it was at
 * the start. Null when it moved (rows were written meanwhile).
 */
export function* loadList(db: Database, listVersion: () => string): Generator<void, LoadedList | null, void> {
  const start = db.transaction(() => ({
    version: listVersion(),
    size: db.prepare<[], number>('SELECT count(*) FROM shipments').pluck().get() ?? 0,
  }))();
  const size = start.size;
  const snapshot = <T>(read: () => T): T | null =>
    db.transaction(() => (listVersion() === start.version ? read() : null))();

  const columns = db
    .prepare<[number, number], ColumnRow>(
      `SELECT row_id, code_folded, agency_folded, origin_city_folded, origin_postal_code, origin_country_code,
         destination_city_folded, destination_postal_code, destination_country_code, search_text, tracking_status
       FROM shipments WHERE row_id > ? ORDER BY row_id LIMIT ?`,
    )
    .raw();
  const rowIds = new Int32Array(size);
  const codes = new TextColumnBuilder(size);
  const codeSearched = new Uint8Array(size);
  const agency = new RepeatedBuilder(size);
  const origin = new PlacesBuilder(size);
  const destination = new PlacesBuilder(size);
  const rest = new RepeatedBuilder(size);
  const status = new RepeatedBuilder(size);
  let row = 0;
  while (row < size) {
    const rows = snapshot(() => columns.all(row === 0 ? Number.MIN_SAFE_INTEGER : (rowIds[row - 1] as number), SLICE));
    if (rows === null || rows.length === 0 || row + rows.length > size) return null;
    const sliceCodes: string[] = [];
    for (const [
      rowId,
      code,
      agencyText,
      oCity,
      oPostal,
      oCountry,
      dCity,
      dPostal,
      dCountry,
      searchText,
      sent,
    ] of rows) {
      rowIds[row] = rowId;
      sliceCodes.push(code);
      const split = splitSearchText(code, searchText);
      codeSearched[row] = split.codeSearched ? 1 : 0;
      rest.set(row, split.rest);
      agency.set(row, agencyText);
      origin.set(row, oCity, oPostal, oCountry);
      destination.set(row, dCity, dPostal, dCountry);
      status.set(row, sent ?? '');
      row++;
    }
    codes.add(sliceCodes);
    yield;
  }

  const sorted = new Map<ShipmentSortKey, SortedRows>();
  // The service's order: the position index, never null.
  const position = new Int32Array(size);
  const byPosition = {
    first: db
      .prepare<[number], [number, number]>(
        'SELECT row_id, list_position FROM shipments INDEXED BY shipments_by_position ORDER BY list_position, row_id LIMIT ?',
      )
      .raw(),
    next: db
      .prepare<[number, number, number], [number, number]>(
        `SELECT row_id, list_position FROM shipments INDEXED BY shipments_by_position
         WHERE (list_position, row_id) > (?, ?) ORDER BY list_position, row_id LIMIT ?`,
      )
      .raw(),
  };
  let at = 0;
  let lastPosition = 0;
  while (at < size) {
    const rows = snapshot(() => {
      if (at === 0) return byPosition.first.all(SLICE);
      return byPosition.next.all(lastPosition, rowIds[position[at - 1] as number] as number, SLICE);
    });
    if (rows === null || rows.length === 0 || at + rows.length > size) return null;
    for (const [rowId, listPosition] of rows) {
      position[at++] = rowNumber(rowIds, rowId);
      lastPosition = listPosition;
    }
    yield;
  }

  let pickUpRank = new Int32Array(0);
  let pickUpDated = 0;
  for (const key of Object.keys(SORT_COLUMN) as ShipmentSortKey[]) {
    const ascending = new Int32Array(size);
    const groupStarts = new Uint8Array(size);
    let filled = 0;
    let valued = 0;
    for (const walk of walksOf(db, key)) {
      let last = null as unknown[] | null;
      for (;;) {
        const bound: unknown[] | null = last;
        const rows: unknown[][] | null = snapshot(() =>
          bound === null ? walk.first.all(SLICE) : walk.next.all(...bound, SLICE),
        );
        if (rows === null || filled + rows.length > size) return null;
        for (const [rowId, listPosition, value] of rows) {
          if (walk.valued) groupStarts[filled] = filled === 0 || value !== last?.[0] ? 1 : 0;
          // row_id is the table's INTEGER PRIMARY KEY: SQLite gives it as a number.
          ascending[filled++] = rowNumber(rowIds, rowId as number);
          last = walk.valued ? [value, listPosition, rowId] : [listPosition, rowId];
        }
        if (walk.valued) valued = filled;
        if (rows.length < SLICE) break;
        yield;
      }
    }
    if (filled !== size) return null;
    sorted.set(key, { ascending, groupStarts, valued });
    if (key === 'pickUpDate') {
      pickUpRank = new Int32Array(size);
      for (let rank = 0; rank < size; rank++) pickUpRank[ascending[rank] as number] = rank;
      pickUpDated = valued;
    }
    yield;
  }

  return {
    version: start.version,
    size,
    rowIds,
    code: TextColumn.built(codes),
    codeSearched,
    agency: agency.build(),
    origin: origin.build(),
    destination: destination.build(),
    rest: rest.build(),
    status: status.build(),
    position,
    sorted,
    pickUpRank,
    pickUpDated,
  };
}
