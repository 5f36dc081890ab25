/*
 * One class over 400 lines because one profile's sync (its run, timer, progress,
 * status and its cancel on a profile switch) is one piece of state; the thread
 * (list-sync-runner.ts) and the recovery (store-recovery.ts) stand alone already.
 */
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { SyncProgress, SyncReason, SyncStatus } from '@shared/ipc/channels/sync';
import type { DataChange, SessionStatus } from '@shared/ipc/session';
import type { EventHub } from '@main/events';
import { toIpcError } from '@main/to-ipc-error';
import type { MonitorClock } from '@main/session/connection-monitor';
import type { ScopeStamp } from '@main/session/data-scope';
import type { SessionService } from '@main/session/session-service';
import type { SessionConnection } from '@main/session/session-connection';
import type { LocalStoreAccess } from '@main/store-access/local-store-access';
import type { LocalStore, StoreCheck } from '@main/store';
import type { DeskSettingsFile } from '@main/settings/desk-settings-file';
import { ListSyncThread, type ListSyncEnd, type RunningListSync } from './list-sync-runner';
import type { DatedList } from './list-sync-job';
import { deleteListAnswerFile, listAnswerFailure, newListAnswerFile } from './list-answer-file';
import type { ThreadLauncher } from '@main/store/resident-thread';
import { DATED_SYNC_RULE, listStartDate, type DatedSyncRule, type LastWholeSync } from './dated-sync';
import type { CoreLog } from '@main/log/core-log';

/** Progress is told at most this often (a phase change at once): a few updates a second, not one per batch. */
const PROGRESS_EVERY_MS = 250;
const MINUTE_MS = 60_000;

/** Codes after which a sync just did not happen: nothing to show as its failure. */
const NOT_A_FAILURE = new Set(['cancelled', 'profile-changed', 'signed-out']);

export interface SyncServiceOptions {
  readonly session: SessionService;
  readonly stores: Pick<LocalStoreAccess, 'of' | 'dataDir' | 'health' | 'failed' | 'writesWork'>;
  readonly events: EventHub;
  readonly settings: DeskSettingsFile;
  readonly launchWorker: ThreadLauncher;
  /** Main's clock and timers (the session's): the timer and the times the status shows. */
  readonly clock: MonitorClock;
  readonly log: Pick<CoreLog, 'error' | 'failed'>;
  /**
   * Work after a sync has written the list, on the same connection (the
   * free-time watch): the changes it reports are announced with the list's.
   */
  readonly afterSync?: (stamp: ScopeStamp, connection: SessionConnection) => Promise<readonly ShipmentChange[]>;
  /** Rows per transaction in the worker (tests make it small to see progress and cancel between batches). */
  readonly batchSize?: number;
  /** When a sync asks for the list since a date (dated-sync.ts); tests make it small. */
  readonly datedSync?: DatedSyncRule;
  /**
   * The worker thread starts once this settles (the app's startup gate);
   * default at once. Its start (a thread, and the parsing and checking code
   * with undici) competed with the window's first screen on a two-core
   * machine, while no sync runs before the gate opens.
   */
  readonly warmAfter?: Promise<void>;
}

interface Run {
  readonly stamp: ScopeStamp;
  readonly reason: SyncReason;
  readonly startedAt: string;
  /** The list is asked since a date (dated-sync.ts); null: the whole list. */
  readonly dated: DatedList | null;
  phase: SyncProgress['phase'];
  done: number;
  total: number | null;
  readonly abort: AbortController;
  /** The store the sync writes into (its worker's failures are this store's). */
  store: LocalStore | null;
  worker: RunningListSync | null;
  /** The operator cancelled it (not a profile switch or closing). */
  cancelledByOperator: boolean;
  /** The operator changed shipments while it ran: its list may predate the change, so another sync follows. */
  followUp: boolean;
  ended: Promise<void>;
}

/** What the store's sync_state does not hold, per profile, for this run of the app. */
interface ProfileMemory {
  cancelledAt: string | null;
  /**
   * The last sync's failure, until a sync completes: kept here too, since a
   * store that refused the sync's writes (a full disk) refuses to record it.
   */
  failure: SyncStatus['error'];
  /** The last whole sync of this run of the app: a dated sync follows one (dated-sync.ts). */
  lastWhole: LastWholeSync | null;
}

/**
 * The sync of the active profile's store with the service: the shipment list
 * fetched (main's thread only receives its bytes), then parsed, checked and
 * written in a worker thread. Runs on sign-in, on the timer, on Refresh and
 * after every change the operator makes to shipments; one at a time per
 * scope. Between whole syncs, a large account's list is asked since a date
 * (dated-sync.ts). A profile switch cancels the old profile's sync: its results land in
 * its own file only, and no event of it is sent.
 */
export class SyncService {
  private run: Run | null = null;
  private timer: unknown = undefined;
  private nextAt: number | null = null;
  private revision = 0;
  private lastProgressAt = -Infinity;
  private readonly memory = new Map<string, ProfileMemory>();
  /** The scope the sign-in sync ran for (one per scope, not one per reconnection). */
  private signedInScope: string | null = null;
  private closed = false;
  private readonly unsubscribe: () => void;
  /** The worker thread every sync writes on, started with the service (or its warmAfter) so the first sync finds it ready. */
  private readonly thread: ListSyncThread;

  constructor(private readonly options: SyncServiceOptions) {
    this.thread = new ListSyncThread(options.launchWorker);
    if (options.warmAfter) void options.warmAfter.then(() => this.closed || this.thread.warm());
    else this.thread.warm();
    this.unsubscribe = options.events.subscribe((event, payload) => {
      // Payloads are the contract's EventPayloads of each event name.
      if (event === 'session.changed') this.sessionChanged(payload as SessionStatus);
      else if (event === 'data.changed') this.dataChanged(payload as DataChange);
    });
    this.schedule();
  }

  /** The sync of the active profile's store, as the status strip shows it. */
  status(): SyncStatus {
    const stamp = this.options.session.data.current();
    const state = this.options.stores.of(stamp).syncState.get('shipments');
    const memory = this.memoryOf(stamp.profileId);
    const health = this.options.stores.health(stamp.profileId);
    const run = this.run && this.isCurrent(this.run.stamp) ? this.run : null;
    return {
      profileId: stamp.profileId,
      generation: stamp.generation,
      running: run
        ? {
            reason: run.reason,
            startedAt: run.startedAt,
            phase: run.phase,
            done: run.done,
            total: run.total,
            since: run.dated?.startDate ?? null,
          }
        : null,
      completedAt: state.completedAt,
      fetchedAt: state.fetchedAt,
      error:
        memory.failure ??
        (state.errorMessage !== null && state.errorAt !== null
          ? { message: state.errorMessage, code: 'sync-failed', at: state.errorAt }
          : null),
      cancelledAt: memory.cancelledAt,
      nextAt: run || this.nextAt === null ? null : new Date(this.nextAt).toISOString(),
      setAside: health.setAside,
      writeFailure: health.writeFailure,
      revision: this.revision,
    };
  }

  /** Syncs the active profile now; a sync already running for it is joined (a change asks for one more after it). */
  start(reason: SyncReason): SyncStatus {
    if (this.closed) return this.status();
    const stamp = this.options.session.data.current();
    const running = this.run;
    if (running && this.isCurrent(running.stamp)) {
      if (reason === 'change') running.followUp = true;
      return this.status();
    }
    if (running) this.stop(running);
    this.begin(stamp, reason);
    return this.status();
  }

  /** Stops the running sync: what it wrote stays, nothing is marked as no longer listed. */
  cancel(): SyncStatus {
    const run = this.run;
    if (run && this.isCurrent(run.stamp)) {
      run.cancelledByOperator = true;
      run.followUp = false;
      this.stop(run);
    }
    return this.status();
  }

  /** Resolves when no sync runs (the tests' and close()'s wait). */
  async idle(): Promise<void> {
    while (this.run) await this.run.ended;
  }

  /** The settings changed: the timer follows the new interval. */
  settingsChanged(): void {
    this.schedule();
    this.emit();
  }

  /** What the status says of the store changed (a file set aside, a write refused): the windows are told. */
  storeChanged(): void {
    this.emit();
  }

  /** Checks a store file for damage on the sync's thread (PRAGMA quick_check), after the sync it may be writing. */
  checkStore(file: string): Promise<StoreCheck> {
    return this.thread.check(file);
  }

  /** Before a profile's store is deleted or set aside: its sync stops and is waited for (its worker holds the file). */
  async forget(profileId: string): Promise<void> {
    const run = this.run;
    if (run && run.stamp.profileId === profileId) {
      this.stop(run);
      await run.ended;
    }
    this.memory.delete(profileId);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    this.clearTimer();
    if (this.run) this.stop(this.run);
    await this.idle();
    await this.thread.close();
  }

  // ---------------------------------------------------------------- private

  private begin(stamp: ScopeStamp, reason: SyncReason): void {
    this.clearTimer();
    const memory = this.memoryOf(stamp.profileId);
    memory.cancelledAt = null;
    const run: Run = {
      stamp,
      reason,
      startedAt: this.iso(),
      dated: this.datedList(stamp, memory.lastWhole, reason),
      phase: 'fetching',
      done: 0,
      total: null,
      abort: new AbortController(),
      store: null,
      worker: null,
      cancelledByOperator: false,
      followUp: false,
      ended: Promise.resolve(),
    };
    this.run = run;
    run.ended = this.execute(run).finally(() => this.ended(run));
    this.emit();
  }

  private async execute(run: Run): Promise<void> {
    try {
      const connection = await this.options.session.connected();
      if (!this.isCurrent(run.stamp) || run.abort.signal.aborted) return;
      const file = await newListAnswerFile(this.options.stores.dataDir, run.stamp.profileId);
      let end: ListSyncEnd | null;
      try {
        end = await this.fetchAndWrite(run, connection, file);
      } finally {
        await deleteListAnswerFile(file);
      }
      if (end === null) return;
      const after = end.kind === 'cancelled' ? [] : await this.afterSync(run, connection);
      this.finished(run, end, after);
    } catch (error) {
      this.failed(run, error);
    }
  }

  /** The list saved to `file`, then written by the thread from there; null when the run ended before. */
  private async fetchAndWrite(run: Run, connection: SessionConnection, file: string): Promise<ListSyncEnd | null> {
    // The list's time: rows written after it (a booking while this runs) are newer and not judged by it.
    const fetchedAt = this.iso();
    const params = run.dated === null ? {} : { params: { StartDate: run.dated.startDate } };
    const answer = await connection
      .fetchToFile('tracking.shipments', file, { signal: run.abort.signal, ...params })
      .catch((error: unknown) => {
        throw listAnswerFailure(error, file);
      });
    if (!this.isCurrent(run.stamp) || run.abort.signal.aborted) {
      if (run.cancelledByOperator) this.memoryOf(run.stamp.profileId).cancelledAt = this.iso();
      return null;
    }
    run.phase = 'checking';
    this.emit();
    run.store = this.options.stores.of(run.stamp);
    // The worker's log is its thread's to copy into the file: main's commits meanwhile copy none of it.
    const releaseCheckpoints = run.store.leaveCheckpointsToOthers();
    try {
      run.worker = this.thread.run({
        dataDir: this.options.stores.dataDir,
        profileId: run.stamp.profileId,
        fetchedAt,
        dated: run.dated,
        answerFile: answer.file,
        status: answer.status,
        context: answer.context,
        now: () => this.options.clock.now(),
        ...(this.options.batchSize ? { batchSize: this.options.batchSize } : {}),
        onProgress: (progress) => {
          if (!this.isCurrent(run.stamp)) return;
          const phaseChanged = progress.phase !== run.phase;
          run.phase = progress.phase;
          run.done = progress.done;
          run.total = progress.total;
          const now = this.options.clock.now();
          if (phaseChanged || now - this.lastProgressAt >= PROGRESS_EVERY_MS) {
            this.lastProgressAt = now;
            this.emit();
          }
        },
      });
      // Cancelled while the fetch was answering: the worker stops before its first batch.
      if (run.abort.signal.aborted) run.worker.cancel();
      try {
        return await run.worker.ended;
      } catch (error) {
        // Failed part way: the batches written stay, and what they changed is told, as the next sync finds it stored.
        this.announceIfCurrent(run, run.worker.committed());
        throw error;
      }
    } finally {
      releaseCheckpoints();
    }
  }

  private async afterSync(run: Run, connection: SessionConnection): Promise<readonly ShipmentChange[]> {
    if (!this.options.afterSync || !this.isCurrent(run.stamp) || run.abort.signal.aborted) return [];
    try {
      return await this.options.afterSync(run.stamp, connection);
    } catch (error) {
      // The list is synced all the same: what comes after it is not the sync's failure.
      this.options.log.error('after sync', error);
      return [];
    }
  }

  private finished(run: Run, end: ListSyncEnd, after: readonly ShipmentChange[]): void {
    if (!this.isCurrent(run.stamp)) return;
    if (end.kind === 'cancelled') {
      if (run.cancelledByOperator) this.memoryOf(run.stamp.profileId).cancelledAt = this.iso();
      this.announceIfCurrent(run, end.changes);
      return;
    }
    const memory = this.memoryOf(run.stamp.profileId);
    memory.failure = null;
    // A whole list records its time (a dated one keeps the last whole one's): a dated answer written whole counts too.
    memory.lastWhole = this.lastWholeOf(run.stamp, memory.lastWhole, end.written);
    this.options.stores.writesWork(run.stamp.profileId);
    const changes = [...end.changes, ...after];
    if (changes.length > 0) this.announce(run.stamp, run.reason, changes);
  }

  /** Whether this sync asks for the list since a date (dated-sync.ts), and since when. */
  private datedList(stamp: ScopeStamp, lastWhole: LastWholeSync | null, reason: SyncReason): DatedList | null {
    const rule = this.options.datedSync ?? DATED_SYNC_RULE;
    const startDate = listStartDate(reason, lastWhole, this.options.clock.now(), rule);
    if (startDate === null || lastWhole === null) return null;
    // The store must still hold that whole list: a damaged one set aside and opened new holds none of it.
    return this.storedListTime(stamp) === lastWhole.fetchedAt ? { startDate, wholeCount: lastWhole.listed } : null;
  }

  /** When the service sent the whole list the store holds; null when it holds none or cannot be read (the sync says why). */
  private storedListTime(stamp: ScopeStamp): string | null {
    try {
      return this.options.stores.of(stamp).syncState.get('shipments').fetchedAt;
    } catch {
      return null;
    }
  }

  /**
   * The last whole sync, after a sync that completed having written
   * `written` items: this one when the store recorded a new whole list.
   */
  private lastWholeOf(stamp: ScopeStamp, before: LastWholeSync | null, written: number): LastWholeSync | null {
    const state = this.options.stores.of(stamp).syncState.get('shipments');
    if (state.fetchedAt === null || state.fetchedAt === before?.fetchedAt) return before;
    return { endedAt: this.options.clock.now(), fetchedAt: state.fetchedAt, listed: written };
  }

  private failed(run: Run, error: unknown): void {
    const { code, message } = toIpcError(error);
    if (run.cancelledByOperator && code === 'cancelled') {
      this.memoryOf(run.stamp.profileId).cancelledAt = this.iso();
      return;
    }
    // The worker's store failed (damaged, a full disk): the store's own state says so too.
    if (run.store) this.options.stores.failed(run.store, error);
    // A sync of an ended scope, or one that did not happen (signed out): nothing to record or show.
    if (!this.isCurrent(run.stamp) || NOT_A_FAILURE.has(code)) return;
    if (code === 'internal') this.options.log.error('sync', error);
    else this.options.log.failed('sync', { code, message });
    const at = this.iso();
    this.memoryOf(run.stamp.profileId).failure = { message, code, at };
    try {
      // In the store: the error is shown after a restart too, until a sync completes.
      this.options.stores.of(run.stamp).syncState.markFailed('shipments', message, at);
    } catch (storeError) {
      this.options.log.error('sync (recording its failure)', storeError);
    }
  }

  private ended(run: Run): void {
    if (this.run !== run) return;
    this.run = null;
    if (this.closed) return;
    if (run.followUp && this.isCurrent(run.stamp)) {
      this.begin(run.stamp, 'change');
      return;
    }
    this.schedule();
    this.emit();
  }

  private stop(run: Run): void {
    run.abort.abort();
    run.worker?.cancel();
  }

  private sessionChanged(status: SessionStatus): void {
    const run = this.run;
    // Another profile, or new credentials: the old scope's sync stops, and nothing of it is shown.
    if (run && !this.isCurrent(run.stamp)) {
      run.followUp = false;
      this.stop(run);
    }
    const scope = `${status.profileId}#${status.generation}`;
    if (status.state === 'connected' && this.signedInScope !== scope && this.isCurrentStatus(status)) {
      this.signedInScope = scope;
      this.start('sign-in');
    }
  }

  private dataChanged(change: DataChange): void {
    if (!change.topics.includes('shipments')) return;
    if (!this.isCurrent({ profileId: change.profileId, generation: change.generation })) return;
    this.start('change');
  }

  /** The changes of a sync that did not complete, told while its profile is still the one shown. */
  private announceIfCurrent(run: Run, changes: readonly ShipmentChange[]): void {
    if (changes.length > 0 && this.isCurrent(run.stamp)) this.announce(run.stamp, run.reason, changes);
  }

  private announce(stamp: ScopeStamp, reason: SyncReason, changes: readonly ShipmentChange[]): void {
    this.options.events.emit('shipments.changed', {
      profileId: stamp.profileId,
      generation: stamp.generation,
      at: this.iso(),
      cause: reason,
      changes,
    });
  }

  /** The timer: the next automatic sync, the interval after now (0 minutes: none). */
  private schedule(): void {
    this.clearTimer();
    if (this.closed || this.run) return;
    const minutes = this.options.settings.get().syncIntervalMinutes;
    if (minutes <= 0) return;
    const delay = minutes * MINUTE_MS;
    this.nextAt = this.options.clock.now() + delay;
    this.timer = this.options.clock.setTimeout(() => {
      this.timer = undefined;
      this.nextAt = null;
      // Signed out by the operator: no sync behind their back; the timer waits for the next sign-in's sync.
      if (this.options.session.current().state === 'signed-out') return this.schedule();
      this.start('timer');
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) this.options.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.nextAt = null;
  }

  private emit(): void {
    if (this.closed) return;
    this.revision += 1;
    let status: SyncStatus;
    try {
      status = this.status();
    } catch (error) {
      // The store cannot open: the sync's own failure says so; the status waits for a store.
      this.options.log.error('sync status', error);
      return;
    }
    this.options.events.emit('sync.changed', status);
  }

  private isCurrent(stamp: ScopeStamp): boolean {
    return this.options.session.data.isCurrent(stamp);
  }

  private isCurrentStatus(status: SessionStatus): boolean {
    return this.isCurrent({ profileId: status.profileId, generation: status.generation });
  }

  private memoryOf(profileId: string): ProfileMemory {
    let memory = this.memory.get(profileId);
    if (!memory) {
      memory = { cancelledAt: null, failure: null, lastWhole: null };
      this.memory.set(profileId, memory);
    }
    return memory;
  }

  private iso(): string {
    return new Date(this.options.clock.now()).toISOString();
  }
}
