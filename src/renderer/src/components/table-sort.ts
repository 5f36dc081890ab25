/**
 * Sorting by a column header: which order a click asks for next, and what the
 * header tells a screen reader (aria-sort). SortHeader.svelte draws it; the
 * screen keeps the order in its state and sorts its own rows.
 */

export type SortDirection = 'ascending' | 'descending';

/** The order a table is shown in: by one column, one way. */
export interface SortOrder<K extends string> {
  readonly key: K;
  readonly direction: SortDirection;
}

/** A new column sorts ascending first; the sorted column turns the other way. */
export function nextSort<K extends string>(current: SortOrder<K> | null, key: K): SortOrder<K> {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

/** The header's aria-sort: the direction on the sorted column, "none" on the others. */
export function ariaSortOf<K extends string>(current: SortOrder<K> | null, key: K): SortDirection | 'none' {
  return current?.key === key ? current.direction : 'none';
}
