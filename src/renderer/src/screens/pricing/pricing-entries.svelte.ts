import { AppError } from '../../lib/api';
import type { FailedAction } from '../../lib/failed-action';

/** What a list of the pricing book does with its entries, beside showing them. */
export interface PricingEntriesDeps<T> {
  /** Deletes the entry at main. */
  remove: (entry: T) => Promise<unknown>;
  /** Reads the list again after a change. */
  changed: () => Promise<unknown>;
  /** What the list says a failed delete was, above its error. */
  deleteFailed: (entry: T) => string;
}

/**
 * A list of the pricing book (the customers, the margin rules): its form,
 * open on a new entry or on one being changed, and an entry's delete, asked
 * for and confirmed, with what went wrong.
 */
export class PricingEntries<T> {
  /** The entry the form changes; null for a new one. */
  editing: T | null = $state.raw(null);
  formOpen = $state(false);
  /** The entry the confirmation asks to delete. */
  deleting: T | null = $state.raw(null);
  confirmOpen = $state(false);
  /** A change to the list is under way (a delete, an import). */
  busy = $state(false);
  failedAction: FailedAction | null = $state.raw(null);

  constructor(private readonly deps: PricingEntriesDeps<T>) {}

  /** Opens the form on `entry`, or on a new one. */
  open(entry: T | null): void {
    this.editing = entry;
    this.formOpen = true;
  }

  /** The form closed: with what main saved, or null when cancelled. */
  async done(saved: T | null): Promise<void> {
    this.formOpen = false;
    this.editing = null;
    if (saved) await this.deps.changed();
  }

  /** Asks the operator to confirm the delete of `entry`. */
  askDelete(entry: T): void {
    this.deleting = entry;
    this.failedAction = null;
    this.confirmOpen = true;
  }

  /** The delete was confirmed. */
  async remove(): Promise<void> {
    const entry = this.deleting;
    if (!entry) return;
    this.busy = true;
    this.failedAction = null;
    try {
      await this.deps.remove(entry);
      await this.deps.changed();
    } catch (cause) {
      this.failedAction = { context: this.deps.deleteFailed(entry), error: AppError.from(cause) };
    } finally {
      this.busy = false;
      this.confirmOpen = false;
    }
  }
}
