import type { SandboxClock } from '../clock';
import { holdFolder, type FolderHold, type FolderHolderKind } from '../folder-hold';
import { DiskLedger } from './disk-ledger';
import { removeInterruptedWrites } from './json-lines-file';
import { findJsonLinesState, type JsonLinesState } from './json-lines-migration';
import { openStateDatabase } from './state-database';
import { loadState } from './state-loading';
import type { SandboxState } from './sandbox-state';

/** The sandbox's state on disk, opened: its folder held, its ledger, and a JSON-lines state still to move in. */
export interface OnDisk {
  readonly ledger: DiskLedger;
  /** The clocks the state was left at. */
  readonly saved: { readonly simNow: number; readonly operatorNow: number };
  readonly jsonLines: JsonLinesState | undefined;
  /** Closes the state and lets the folder go. */
  close(): void;
}

/**
 * Holds `dir` for this process, removes what interrupted writes left there,
 * and opens the state database (a migration of a JSON-lines state is found
 * now, made once the sandbox prepares).
 */
export function openOnDisk(dir: string, holder: FolderHolderKind, clock: () => SandboxClock): OnDisk {
  const hold: FolderHold = holdFolder(dir, holder);
  let ledger: DiskLedger | undefined;
  try {
    removeInterruptedWrites(dir);
    ledger = new DiskLedger(openStateDatabase(dir), dir, () => ({
      simNow: clock().now(),
      operatorNow: clock().operatorNow(),
    }));
    const savedClocks = ledger.savedClocks();
    const jsonLines = findJsonLinesState(dir, ledger);
    const opened = ledger;
    return {
      ledger,
      saved: {
        simNow: Math.max(savedClocks.simNow, jsonLines?.simNow ?? 0),
        operatorNow: Math.max(savedClocks.operatorNow, jsonLines?.operatorNow ?? 0),
      },
      jsonLines,
      close: () => {
        opened.close();
        hold.release();
      },
    };
  } catch (error) {
    ledger?.db.close();
    hold.release();
    throw error;
  }
}

/**
 * Keeps the changes `work` makes as one change, synced once. When it fails,
 * none is kept: the state forgets what it holds and reads the disk again, so
 * it never answers what the disk does not hold.
 */
export async function keepTogether(disk: OnDisk, state: SandboxState, work: () => Promise<unknown>, stopped: () => boolean) {
  try {
    await disk.ledger.changeInSteps(async () => {
      await work();
      return true;
    });
  } catch (error) {
    state.forgetAll();
    await loadState(disk.ledger.db, state, stopped);
    throw error;
  }
}

/** Moves a JSON-lines state in (once), then reads the database into the state. */
export async function loadOnDisk(disk: OnDisk, state: SandboxState, stopped: () => boolean): Promise<void> {
  try {
    await disk.jsonLines?.move(disk.ledger, stopped);
  } catch (error) {
    // The file stays where it was, to move at the next start; what the database holds is still read.
    process.emitWarning(`sandbox could not move its saved state into its database: ${(error as Error).message}`);
  }
  if (!stopped()) await loadState(disk.ledger.db, state, stopped);
}
