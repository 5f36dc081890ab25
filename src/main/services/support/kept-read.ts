import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { StoredRecord } from '@shared/domain/stored-records';
import { answerFromStoreOn, type Kept } from '@shared/ipc/kept';
import type { EventHub } from '@main/events';
import { toIpcError } from '@main/to-ipc-error';
import type { LocalStore } from '@main/store';
import type { ScopeStamp } from '@main/session/data-scope';
import type { SessionConnection } from '@main/session/session-connection';
import { ProfileChangedError } from '@main/session/session-connection';
import type { SessionService } from '@main/session/session-service';
import type { StoreAccess } from '@main/store-access/store-access';

/** One record kind read through the store: how to ask the service, keep the answer and find the kept copy. */
export interface KeptRecord<T> {
  /** Asks the service (a read, or a write whose answer is kept). */
  fetch(connection: SessionConnection): Promise<T>;
  /** Keeps the answer in the store of the scope it was fetched for; returns the changes the store found, if any. */
  keep(store: LocalStore, value: T, fetchedAt: string): readonly ShipmentChange[] | void;
  /** The copy the store holds, or null. */
  stored(store: LocalStore): StoredRecord<T> | null;
}

/** Whether a failure means the service could not be asked (so a kept copy may answer instead). */
export function answersFromStore(error: unknown): boolean {
  return answerFromStoreOn.includes(toIpcError(error).code);
}

/**
 * Reads through the active profile's local store: the service's answer when
 * it gives one (kept, with main's time of the fetch), else, when the service
 * could not be asked (answerFromStoreOn), the copy the store holds, said to
 * be one. A failure the service itself answered (404, invalid request) is
 * never covered by an old copy: it is the service's word now.
 *
 * While the session knows its service is down (a sign-in could not reach
 * it, not only one call: after a connection dropped under a write, the list
 * read again must be the service's, not the copy from before), a record the
 * store holds is answered from the store at once, without waiting for the
 * service: otherwise each screen would wait out a sign-in and a call timeout
 * first (long when the host drops packets). A sign-in is started behind the
 * answer instead (one at a time, shared), so a service that came back is
 * found at the next read, not only at the next automatic retry; from then on
 * reads are live. A record the store does not hold is still asked for, so
 * the operator sees the service's own failure.
 */
export class KeptReader {
  constructor(
    private readonly session: SessionService,
    private readonly stores: StoreAccess,
    private readonly events: EventHub,
    private readonly logError: (context: string, error: unknown) => void = () => undefined,
  ) {}

  async read<T>(record: KeptRecord<T>): Promise<Kept<T>> {
    const stamp = this.session.data.current();
    if (this.session.serviceKnownDown()) {
      const held = this.storedCopy(stamp, record);
      if (held) {
        // Not awaited: the sign-in behind this answer (shared with any running one) finds the service
        // back as soon as it is, and the screens' next reads are live again.
        void this.session.signIn();
        return held;
      }
    }
    let connection: SessionConnection;
    let value: T;
    try {
      connection = await this.session.connected();
      value = await record.fetch(connection);
    } catch (error) {
      if (!answersFromStore(error)) throw error;
      const held = this.storedCopy(stamp, record);
      if (held) return held;
      throw error;
    }
    const fetchedAt = new Date(this.session.now()).toISOString();
    this.keep(connection.scope, fetchedAt, (store) => record.keep(store, value, fetchedAt));
    return { value, fetchedAt, fromStore: false };
  }

  /**
   * Keeps something in the store of the scope a connection was made for
   * (never the scope active later) and announces the changes the store found.
   * A store that cannot write does not hide the service's answer from the
   * operator: the failure is logged and the answer is shown fresh.
   */
  keep(scope: ScopeStamp, at: string, write: (store: LocalStore) => readonly ShipmentChange[] | void): void {
    let changes: readonly ShipmentChange[] | void;
    try {
      changes = write(this.stores.of(scope));
    } catch (error) {
      this.logError('local store (keeping an answer)', error);
      return;
    }
    if (changes && changes.length > 0 && this.session.data.isCurrent(scope)) {
      this.events.emit('shipments.changed', {
        profileId: scope.profileId,
        generation: scope.generation,
        at,
        cause: 'read',
        changes: [...changes],
      });
    }
  }

  /**
   * keep() for a write made in steps (a large file, written a piece per turn
   * of the event loop): awaited, and like keep() a failure is logged, never
   * thrown, so the service's answer is shown all the same.
   */
  async keepInSteps(scope: ScopeStamp, at: string, write: (store: LocalStore) => Promise<unknown>): Promise<void> {
    let store: LocalStore | null = null;
    try {
      store = this.stores.of(scope);
      await write(store);
    } catch (error) {
      this.logError('local store (keeping an answer)', error);
      // The file's bytes are written on a thread of their own, whose faults main's connection never meets.
      if (store) this.stores.failed(store, error);
    }
  }

  /**
   * keep(), once the answer being made has left: for a record nothing reads
   * back at once (a rating: a large sea answer's JSON and SQLite rows, which
   * the operator would otherwise wait for). It is
   * kept at the end of the event loop's turn that sent the answer
   * (setImmediate): the store holds it a moment later.
   */
  keepAfterAnswer(scope: ScopeStamp, at: string, write: (store: LocalStore) => readonly ShipmentChange[] | void): void {
    setImmediate(() => this.keep(scope, at, write));
  }

  /** Reads the store of `stamp`; an unreadable store answers `fallback` (logged): it only adds to a live answer. */
  fromStore<R>(stamp: ScopeStamp, fallback: R, read: (store: LocalStore) => R): R {
    try {
      return read(this.stores.of(stamp));
    } catch (error) {
      this.logError('local store (reading)', error);
      return fallback;
    }
  }

  /**
   * The kept copy, as an answer from the store, or null. Only for the scope
   * still active: a copy of the profile active before never answers for the
   * one active now.
   */
  storedCopy<T>(stamp: ScopeStamp, record: Pick<KeptRecord<T>, 'stored'>): Kept<T> | null {
    if (!this.session.data.isCurrent(stamp)) throw new ProfileChangedError();
    let held: StoredRecord<T> | null;
    try {
      held = record.stored(this.stores.of(stamp));
    } catch (error) {
      // An unreadable store leaves the service's failure to be shown.
      this.logError('local store (reading a kept answer)', error);
      return null;
    }
    return held ? { value: held.value, fetchedAt: held.fetchedAt, fromStore: true } : null;
  }
}
