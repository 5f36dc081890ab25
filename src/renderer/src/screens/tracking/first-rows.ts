import type { StoredShipmentListItem } from '@shared/ipc/channels/tracking';
import type { RowPage } from '../../lib/shipment-list/row-windows';

/*
 * The tracking list's first rows when they were asked for before the screen
 * mounted (ask-first-rows.ts, as the operator opens Tracking): held here
 * until the screen's list takes them for its first block, once.
 */

export type FirstRows = Promise<RowPage<StoredShipmentListItem>>;

export interface EarlyRows {
  /** The list they are the first rows of (listQueryKey). */
  readonly list: string;
  /**
   * The profile scope they were asked in. Null: before main named one; like
   * any read started then (lib/query.svelte.ts), they belong to the first
   * scope main names, and to no later one.
   */
  readonly scope: string | null;
  /** How many rows were asked for, from the first. */
  readonly limit: number;
  readonly rows: FirstRows;
  /** Settles when the rows are back or failed (never rejects): what the screen waits for before it shows. */
  readonly back: Promise<void>;
  /** Whether the stored list changed since they were asked for, or the ask failed (the screen asks again then). */
  stale(): boolean;
  /** Stops watching for such changes. */
  stop(): void;
}

let waiting: EarlyRows | null = null;

/** Holds the newest early rows (null: none), forgetting any earlier ones. */
export function setEarlyRows(next: EarlyRows | null): void {
  waiting?.stop();
  waiting = next;
}

/**
 * The early rows of this list in this profile scope, if still current
 * (nothing changed the stored list since they were asked for, and the ask
 * did not fail), without taking them: rows asked for ahead of a click need
 * not be asked for again. Null otherwise, and for rows asked before main
 * named a scope (those are the first scope's only when a screen takes them).
 */
export function earlyRowsFor(list: string, scope: string | null): EarlyRows | null {
  if (!waiting || waiting.list !== list || scope === null || waiting.scope !== scope) return null;
  return waiting.stale() ? null : waiting;
}

/** Where the list that wants its first rows is: its scope (and whether it is the first main named), list and block. */
export interface RowsWanted {
  readonly scope: string;
  /** The scope is the first main named (ProfileScope.epoch 0): rows asked for before any was named belong to it. */
  readonly firstScope: boolean;
  readonly list: string;
  readonly offset: number;
  readonly limit: number;
}

/**
 * The rows asked for early, if they are the ones wanted: the same list and
 * scope, its first block, and nothing changed the stored list since; null
 * otherwise. Taken once: whatever waited is forgotten by the first call.
 */
export function takeFirstRows(wanted: RowsWanted): FirstRows | null {
  const early = waiting;
  setEarlyRows(null);
  if (!early || early.list !== wanted.list || wanted.offset !== 0 || wanted.limit !== early.limit) return null;
  if (early.scope === null ? !wanted.firstScope : early.scope !== wanted.scope) return null;
  return early.stale() ? null : early.rows;
}
