import type { Profile } from '../../shared/domain/profile';
import type { SessionState, SessionStatus } from '../../shared/ipc/session';
import { FreightClient } from '../api/freight-client';
import type { ProfileStore } from '../credentials/profile-store';
import type { EventHub } from '../events';
import { toIpcError } from '../ipc/to-ipc-error';

/** The cap on the shipment list answer: room for a few hundred thousand shipments (~550 bytes each). */
const SHIPMENT_LIST_MAX_BYTES = 256 * 1024 * 1024;

/**
 * The connection of the active profile: one FreightClient for it, its token in
 * memory only, and the status the renderer shows.
 */
export class SessionService {
  private client: FreightClient | undefined;
  private status: SessionStatus;
  private signingIn: Promise<SessionStatus> | undefined;

  constructor(
    private readonly profiles: ProfileStore,
    private readonly events: EventHub,
  ) {
    this.status = this.describe(profiles.active(), 'signed-out');
  }

  current(): SessionStatus {
    return this.status;
  }

  /** Signs in to the active profile; concurrent calls share one attempt. */
  signIn(): Promise<SessionStatus> {
    this.signingIn ??= this.doSignIn().finally(() => {
      this.signingIn = undefined;
    });
    return this.signingIn;
  }

  async signOut(): Promise<SessionStatus> {
    await this.dropClient();
    return this.update(this.describe(this.profiles.active(), 'signed-out'));
  }

  /** After the active profile was switched: drop the old connection and sign in to the new one. */
  async reconnect(): Promise<SessionStatus> {
    await this.signingIn?.catch(() => undefined);
    await this.dropClient();
    return this.signIn();
  }

  /** After a profile was edited or removed: reconnect if it was the active one. */
  async profileChanged(id: string): Promise<void> {
    if (this.status.profileId === id || this.profiles.activeId !== this.status.profileId) {
      await this.dropClient();
      this.update(this.describe(this.profiles.active(), 'signed-out'));
      void this.signIn();
    }
  }

  /** The client of the active profile, signing in first when needed. */
  async connected(): Promise<FreightClient> {
    if (!this.client || this.status.state !== 'connected') {
      const status = await this.signIn();
      if (status.state !== 'connected' || !this.client) {
        throw Object.assign(new Error(status.message ?? 'Not signed in.'), { code: status.code ?? 'unauthorized' });
      }
    }
    return this.client;
  }

  async close(): Promise<void> {
    await this.dropClient();
  }

  private async doSignIn(): Promise<SessionStatus> {
    const profile = this.profiles.active();
    this.update(this.describe(profile, 'signing-in'));
    await this.dropClient();
    const client = new FreightClient({
      baseUrl: profile.baseUrl,
      getCredentials: () => this.profiles.credentials(profile.id),
      // The shipment list comes whole (no paging): 100,000 shipments are about 52 MiB.
      maxResponseBytesByOperation: { 'tracking.shipments': SHIPMENT_LIST_MAX_BYTES },
    });
    try {
      await client.signIn();
    } catch (error) {
      await client.close();
      const { code, message } = toIpcError(error);
      return this.update({ ...this.describe(profile, 'error'), code, message });
    }
    this.client = client;
    return this.update(this.describe(profile, 'connected'));
  }

  private async dropClient(): Promise<void> {
    const old = this.client;
    this.client = undefined;
    await old?.close();
  }

  private describe(profile: Profile, state: SessionState): SessionStatus {
    return { profileId: profile.id, profileName: profile.name, state, since: new Date().toISOString() };
  }

  private update(status: SessionStatus): SessionStatus {
    this.status = status;
    this.events.emit('session.changed', status);
    return status;
  }
}
