import type { Profile } from '@shared/domain/profile';
import { MAX_UPLOAD_BYTES } from '@shared/domain/upload-limits';
import type { DataTopic, SessionStatus } from '@shared/ipc/session';
import { m } from '@shared/i18n/messages';
import type { FreightClient, FreightClientOptions } from '@main/api/freight-client';
import type { ProfileRoster } from '@main/credentials/profile-roster';
import { UserFacingError } from '@main/errors';
import type { EventHub } from '@main/events';
import { toIpcError } from '@main/to-ipc-error';
import { ConnectionMonitor, systemClock, type BackoffOptions, type MonitorClock } from './connection-monitor';
import { DataScope, type ScopeStamp } from './data-scope';
import { ProfileChangedError, SessionConnection, type CallObserver } from './session-connection';

/**
 * The cap on the shipment list answer, which is saved to disk and read in
 * pieces (src/main/sync/list-answer-file.ts): room for several million
 * shipments; it bounds the disk the answer may take.
 */
const SHIPMENT_LIST_MAX_BYTES = 4 * 1024 * 1024 * 1024;
/** A document at the upload limit comes back as base64 in JSON: 4/3 of it, and room for its other fields. */
const DOCUMENT_DOWNLOAD_MAX_BYTES = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 1024 * 1024;

export interface SessionOptions {
  /** Main's clock and timers: the times the status bar shows and the automatic sign-in attempts. */
  readonly clock?: MonitorClock;
  readonly backoff?: BackoffOptions;
  /** Timeouts and read retries of each profile's client (tests shorten them). */
  readonly client?: Pick<FreightClientOptions, 'timeouts' | 'retry'>;
  /** The app's log: each client's request lines, and the secrets it handles so the log leaves them out. */
  readonly log?: Pick<FreightClientOptions, 'logger' | 'secrets'>;
  /**
   * Called before anything goes to the service (a sign-in, a screen's call):
   * the app's startup gate opens then, so nothing the operator asked for
   * waits behind it (startup-gate.ts).
   */
  readonly beforeService?: () => void;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The connection of the active profile: one FreightClient for it, its token
 * in memory only, the data scope everything fetched for it belongs to, and
 * the status the renderer shows, fed by every sign-in and every call.
 */
export class SessionService implements CallObserver {
  /** The data scope: services register their caches on it. */
  readonly data: DataScope;
  private readonly monitor: ConnectionMonitor;
  private readonly clock: MonitorClock;
  private client: { readonly client: FreightClient; readonly scope: ScopeStamp } | undefined;
  private signingIn: { readonly scope: ScopeStamp; readonly promise: Promise<SessionStatus> } | undefined;
  /** The operator signed out: calls fail until they sign in, instead of signing in behind their back. */
  private signedOutByOperator = false;
  /** The profile the status describes. */
  private profile: Profile;
  /** When each profile's service last answered in this run (for "last worked" after switching back). */
  private readonly lastSuccess = new Map<string, number>();
  private revision = 0;

  /** Set by close(): the start's deferred sign-in (signInWhen) does not run after it. */
  private closed = false;

  constructor(
    private readonly profiles: ProfileRoster,
    private readonly events: EventHub,
    private readonly options: SessionOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.profile = profiles.active();
    this.data = new DataScope(() => profiles.activeId, events);
    this.monitor = new ConnectionMonitor({
      clock: this.clock,
      ...(options.backoff ? { backoff: options.backoff } : {}),
      // The outcome lands in the status; nobody awaits an automatic attempt.
      retry: () => void this.signIn(),
      changed: () => this.publish(),
    });
  }

  /**
   * The service is down as far as main can tell: unreachable, and a sign-in
   * (not only a call) failed to reach it. One broken exchange (a connection
   * dropped under a write) makes the state unreachable too, but the next
   * read should still ask the service.
   */
  serviceKnownDown(): boolean {
    const snapshot = this.monitor.snapshot();
    return snapshot.state === 'unreachable' && snapshot.site === 'sign-in';
  }

  /** Main's clock (the system's, or a test's). */
  now(): number {
    return this.clock.now();
  }

  current(): SessionStatus {
    const s = this.monitor.snapshot();
    return {
      profileId: this.profile.id,
      profileName: this.profile.name,
      state: s.state,
      ...(s.message === undefined ? {} : { message: s.message }),
      ...(s.code === undefined ? {} : { code: s.code }),
      since: new Date(s.since).toISOString(),
      lastSuccessAt: iso(s.lastSuccessAt),
      nextRetryAt: iso(s.nextRetryAt),
      generation: this.data.currentGeneration,
      revision: this.revision,
    };
  }

  /** Signs in to the active profile now (also the manual Retry); concurrent calls share one attempt. */
  signIn(): Promise<SessionStatus> {
    this.options.beforeService?.();
    if (this.signedOutByOperator) {
      // Back from a sign-out: a new scope, so what failed or was kept while signed out is loaded afresh.
      this.signedOutByOperator = false;
      this.data.renew();
    }
    const running = this.signingIn;
    if (running && this.data.isCurrent(running.scope)) return running.promise;
    const scope = this.data.current();
    const promise: Promise<SessionStatus> = this.doSignIn(scope).finally(() => {
      if (this.signingIn?.promise === promise) this.signingIn = undefined;
    });
    this.signingIn = { scope, promise };
    return promise;
  }

  async signOut(): Promise<SessionStatus> {
    this.signedOutByOperator = true;
    this.data.renew();
    this.detachClient();
    this.monitor.signedOut();
    return this.current();
  }

  /** After the active profile was switched: a new data scope, and a sign-in to the new profile. */
  reconnect(): Promise<SessionStatus> {
    this.beginScope();
    return this.signIn();
  }

  /** After a profile was edited or removed: a new scope and a new sign-in if it was (or replaced) the active one. */
  async profileChanged(id: string): Promise<void> {
    if (this.profile.id !== id && this.profiles.activeId === this.profile.id) return;
    // New credentials or another address: when the old ones last worked says nothing about these.
    this.lastSuccess.delete(id);
    this.beginScope();
    void this.signIn();
  }

  /**
   * The sign-in at the app's start, once `after` settles (the startup gate):
   * the status bar says Signing in from now, as it is on its way.
   */
  signInWhen(after: Promise<void>): void {
    this.monitor.signingIn();
    void after.then(() => {
      // Not if the operator signed out meanwhile, or the app is closing: that choice stands.
      if (!this.signedOutByOperator && !this.closed) void this.signIn();
    });
  }

  /** The client of the active profile, signing in first when needed. */
  async connected(): Promise<SessionConnection> {
    this.options.beforeService?.();
    if (this.signedOutByOperator) {
      throw new UserFacingError('signed-out', m.main_session_signed_out({ name: this.profile.name }));
    }
    const scope = this.data.current();
    if (!this.usableClient() || this.monitor.snapshot().state !== 'connected') {
      await this.signIn();
      if (!this.data.isCurrent(scope)) throw new ProfileChangedError();
      const snapshot = this.monitor.snapshot();
      if (snapshot.state !== 'connected' || !this.usableClient()) {
        throw new UserFacingError(snapshot.code ?? 'unauthorized', snapshot.message ?? m.main_session_not_signed_in());
      }
    }
    const held = this.usableClient() as NonNullable<SessionService['client']>;
    return new SessionConnection(held.client, held.scope, this);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.monitor.stop();
    const old = this.client;
    this.client = undefined;
    await old?.client.close();
  }

  // ------------------------------------------------------------ CallObserver

  isCurrent(stamp: ScopeStamp): boolean {
    return this.data.isCurrent(stamp);
  }

  callSucceeded(stamp: ScopeStamp): void {
    if (this.data.isCurrent(stamp)) this.recordSuccess();
  }

  callFailed(stamp: ScopeStamp, error: unknown): void {
    if (!this.data.isCurrent(stamp)) return;
    const { code, message } = toIpcError(error);
    this.monitor.failed(code, message, 'call');
  }

  dataChanged(stamp: ScopeStamp, topics: readonly DataTopic[], shipmentId: string | null): void {
    this.data.changed(stamp, topics, shipmentId);
  }

  // ---------------------------------------------------------------- private

  private usableClient(): SessionService['client'] {
    const held = this.client;
    return held && this.data.isCurrent(held.scope) ? held : undefined;
  }

  private async doSignIn(scope: ScopeStamp): Promise<SessionStatus> {
    const profile = this.profiles.active();
    this.monitor.signingIn();
    this.detachClient();
    const { FreightClient } = await freightClientCode();
    const client = new FreightClient({
      baseUrl: profile.baseUrl,
      getCredentials: () => this.profiles.credentials(profile.id),
      // The shipment list comes whole (no paging) and goes to disk, so its limit is its own.
      maxResponseBytesByOperation: {
        'tracking.shipments': SHIPMENT_LIST_MAX_BYTES,
        'documents.download': DOCUMENT_DOWNLOAD_MAX_BYTES,
      },
      ...this.options.client,
      ...this.options.log,
    });
    try {
      await client.signIn();
    } catch (error) {
      void client.close().catch(() => undefined);
      // A late failure of an ended scope says nothing about the profile active now.
      if (this.data.isCurrent(scope)) {
        const { code, message } = toIpcError(error);
        this.monitor.failed(code, message, 'sign-in');
        // The log gets what the status bar says, and the error itself when it is a bug.
        this.options.log?.logger?.warn('sign-in failed', { code, message, ...(code === 'internal' ? { error } : {}) });
      }
      return this.current();
    }
    if (!this.data.isCurrent(scope) || this.signedOutByOperator) {
      void client.close().catch(() => undefined);
      return this.current();
    }
    this.client = { client, scope };
    this.recordSuccess();
    return this.current();
  }

  /** Starts a new data scope for the profile active now: caches emptied, the old client let go. */
  private beginScope(): void {
    this.data.renew();
    this.detachClient();
    this.profile = this.profiles.active();
    this.monitor.reset('signing-in', this.lastSuccess.get(this.profile.id) ?? null);
  }

  /**
   * Lets the current client go without waiting: a read still running on it
   * is dropped when it answers (its scope has ended), a write runs to its end.
   */
  private detachClient(): void {
    const old = this.client;
    this.client = undefined;
    // Closing only lets the sockets go; nothing waits for it, so nothing can fail here.
    void old?.client.close().catch(() => undefined);
  }

  private recordSuccess(): void {
    this.lastSuccess.set(this.profile.id, this.clock.now());
    this.monitor.succeeded();
  }

  private publish(): void {
    this.revision += 1;
    this.events.emit('session.changed', this.current());
  }
}

/**
 * The client's code, loaded at the first sign-in rather than with main:
 * undici (over a hundred files, and Node's own fetch it pulls in) is not
 * needed to answer the window's first calls from the store, and an app
 * start signs in only once its first screen is up (startup-gate.ts).
 */
let freightClientLoading: Promise<typeof import('@main/api/freight-client')> | undefined;
function freightClientCode(): Promise<typeof import('@main/api/freight-client')> {
  return (freightClientLoading ??= import('@main/api/freight-client'));
}
