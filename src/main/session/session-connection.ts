import type { OperationId, OperationResult } from '@shared/api/operations';
import type { DataTopic } from '@shared/ipc/session';
import type { CallArgs, FreightClient, SavedAnswer } from '@main/api/freight-client';
import { AnswerNotSavedError } from '@main/api/transport';
import { UserFacingError } from '@main/errors';
import { m } from '@shared/i18n/messages';
import { shipmentIdOf, topicsChangedBy } from './data-changes';
import type { ScopeStamp } from './data-scope';

/** What the session learns from each call made with its client. */
export interface CallObserver {
  isCurrent(stamp: ScopeStamp): boolean;
  callSucceeded(stamp: ScopeStamp): void;
  callFailed(stamp: ScopeStamp, error: unknown): void;
  dataChanged(stamp: ScopeStamp, topics: readonly DataTopic[], shipmentId: string | null): void;
}

/** A read answered for a profile (or credentials) that is no longer the active one: never shown, never kept. */
export class ProfileChangedError extends UserFacingError {
  constructor() {
    super('profile-changed', m.main_session_profile_changed());
  }
}

/**
 * The active profile's client, bound to the data scope it was signed in
 * for. Every call goes through here, so every answer feeds the connection
 * state, every write marks what it changed, and a read that comes back after
 * the profile changed is dropped instead of shown under the new one. (A
 * write's answer is passed on even then: hiding that a booking was made
 * would invite making it twice.)
 */
export class SessionConnection {
  constructor(
    private readonly client: FreightClient,
    readonly scope: ScopeStamp,
    private readonly observer: CallObserver,
  ) {}

  async call<K extends OperationId>(id: K, args: CallArgs<K> = {}): Promise<OperationResult<K>> {
    const topics = topicsChangedBy(id);
    let result: OperationResult<K>;
    try {
      result = await this.client.call(id, args);
    } catch (error) {
      this.observer.callFailed(this.scope, error);
      if (topics.length > 0) this.observer.dataChanged(this.scope, topics, shipmentIdOf(args));
      // The failure of a read made for another profile says nothing about the active one.
      if (topics.length === 0 && !this.observer.isCurrent(this.scope)) throw new ProfileChangedError();
      throw error;
    }
    this.observer.callSucceeded(this.scope);
    if (topics.length > 0) this.observer.dataChanged(this.scope, topics, shipmentIdOf(args));
    else if (!this.observer.isCurrent(this.scope)) throw new ProfileChangedError();
    return result;
  }

  /**
   * A read whose answer is saved to a file (FreightClient.fetchToFile), with
   * call()'s bookkeeping: the connection state is fed, and an answer for a
   * scope that has ended is refused. A disk that refuses the file says
   * nothing of the connection.
   */
  async fetchToFile<K extends OperationId>(
    id: K,
    file: string,
    args: Omit<CallArgs<K>, 'body'> = {},
  ): Promise<SavedAnswer> {
    let result: SavedAnswer;
    try {
      result = await this.client.fetchToFile(id, file, args);
    } catch (error) {
      if (!(error instanceof AnswerNotSavedError)) this.observer.callFailed(this.scope, error);
      if (!this.observer.isCurrent(this.scope)) throw new ProfileChangedError();
      throw error;
    }
    this.observer.callSucceeded(this.scope);
    if (!this.observer.isCurrent(this.scope)) throw new ProfileChangedError();
    return result;
  }
}
