import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { SANDBOX_PROFILE_ID, profile, type Profile, type ProfileSummary } from '../../shared/domain/profile';
import type { ProfileInput } from '../../shared/ipc/contract';
import { profileInput } from '../../shared/ipc/contract';
import { readJsonFile, writeJsonFile } from '../storage/json-file';
import { deleteCredentials, readCredentials, writeCredentials, type ApiCredentials } from './credentials';
import type { Keychain } from './keychain';
import { UserFacingError } from '../errors';

export const SETTINGS_FILE = 'settings.json';

const settingsFile = z.object({
  version: z.literal(1),
  activeProfileId: z.string().min(1),
  /** Service profiles only: the sandbox profile is built in and always present. */
  profiles: z.array(profile.extend({ kind: z.literal('service') })),
});
type Settings = z.infer<typeof settingsFile>;

const defaults: Settings = { version: 1, activeProfileId: SANDBOX_PROFILE_ID, profiles: [] };

export interface ProfileStoreOptions {
  dataDir: string;
  keychain: Keychain;
  /** Base URL of the embedded sandbox this run started. */
  sandboxBaseUrl: string;
  /** The sandbox's public demo credentials, written to the keychain for the sandbox profile. */
  sandboxCredentials: ApiCredentials;
  warn?: (message: string) => void;
}

/**
 * Profiles live in `settings.json` under the data directory; their API key and
 * secret live only in the OS keychain (account = profile id).
 */
export class ProfileStore {
  private constructor(
    private settings: Settings,
    private readonly options: ProfileStoreOptions,
  ) {}

  static async open(options: ProfileStoreOptions): Promise<ProfileStore> {
    const warn = options.warn ?? ((m: string) => console.warn(m));
    const settings = await readJsonFile(join(options.dataDir, SETTINGS_FILE), settingsFile, defaults, warn);
    const store = new ProfileStore(settings, options);
    if (!store.find(settings.activeProfileId)) store.settings = { ...settings, activeProfileId: SANDBOX_PROFILE_ID };
    return store;
  }

  get activeId(): string {
    return this.settings.activeProfileId;
  }

  private sandboxProfile(): Profile {
    return { id: SANDBOX_PROFILE_ID, name: 'Sandbox', baseUrl: this.options.sandboxBaseUrl, kind: 'sandbox' };
  }

  /** Every profile, the sandbox first. */
  all(): Profile[] {
    return [this.sandboxProfile(), ...this.settings.profiles];
  }

  find(id: string): Profile | undefined {
    return this.all().find((p) => p.id === id);
  }

  findByName(name: string): Profile | undefined {
    const wanted = name.trim().toLowerCase();
    return this.all().find((p) => p.name.toLowerCase() === wanted);
  }

  get(id: string): Profile {
    const found = this.find(id);
    if (!found) throw new UserFacingError('not-found', `There is no profile with id ${id}.`);
    return found;
  }

  active(): Profile {
    return this.get(this.settings.activeProfileId);
  }

  async summaries(): Promise<ProfileSummary[]> {
    return Promise.all(
      this.all().map(async (p) => ({
        ...p,
        active: p.id === this.settings.activeProfileId,
        hasCredentials: p.kind === 'sandbox' ? true : await this.hasCredentials(p.id),
      })),
    );
  }

  async summary(id: string): Promise<ProfileSummary> {
    const found = (await this.summaries()).find((p) => p.id === id);
    if (!found) throw new UserFacingError('not-found', `There is no profile with id ${id}.`);
    return found;
  }

  private async hasCredentials(id: string): Promise<boolean> {
    try {
      return (await readCredentials(this.options.keychain, id)) !== null;
    } catch {
      return false;
    }
  }

  /**
   * The credentials to sign in with. The sandbox's are public demo values: they
   * are kept in the keychain like any other, and if the keychain cannot be used
   * the sandbox still works with them (they protect nothing); a service
   * profile's are read from the keychain only.
   */
  async credentials(id: string): Promise<ApiCredentials> {
    const p = this.get(id);
    if (p.kind === 'sandbox') {
      try {
        const kept = await readCredentials(this.options.keychain, id);
        if (kept && kept.apiKey === this.options.sandboxCredentials.apiKey) return kept;
        await writeCredentials(this.options.keychain, id, this.options.sandboxCredentials);
      } catch {
        // Keychain unavailable: see the comment above.
      }
      return this.options.sandboxCredentials;
    }
    const kept = await readCredentials(this.options.keychain, id);
    if (!kept) {
      throw new UserFacingError(
        'missing-credentials',
        `No API key and secret are stored for “${p.name}”. Enter them in Settings.`,
      );
    }
    return kept;
  }

  /** Creates or updates a service profile; the key and secret go to the keychain first. */
  async save(input: ProfileInput): Promise<Profile> {
    const data = profileInput.parse(input);
    if (data.id === SANDBOX_PROFILE_ID) {
      throw new UserFacingError('invalid-request', 'The Sandbox profile is built in and cannot be changed.');
    }
    const existing = data.id ? this.settings.profiles.find((p) => p.id === data.id) : undefined;
    if (data.id && !existing) throw new UserFacingError('not-found', `There is no profile with id ${data.id}.`);
    const clash = this.all().find((p) => p.name.toLowerCase() === data.name.toLowerCase() && p.id !== data.id);
    if (clash) {
      throw new UserFacingError('validation', `A profile named “${clash.name}” already exists.`, [
        { path: 'name', message: 'A profile with this name already exists' },
      ]);
    }
    if ((data.apiKey === undefined) !== (data.apiSecret === undefined)) {
      const missing = data.apiKey === undefined ? 'apiKey' : 'apiSecret';
      throw new UserFacingError('validation', 'Enter both the API key and the API secret.', [
        { path: missing, message: 'Enter both the API key and the API secret' },
      ]);
    }
    if (!existing && data.apiKey === undefined) {
      throw new UserFacingError('validation', 'A new profile needs an API key and secret.', [
        { path: 'apiKey', message: 'API key is required' },
        { path: 'apiSecret', message: 'API secret is required' },
      ]);
    }
    const saved: Profile & { kind: 'service' } = {
      id: existing?.id ?? randomUUID(),
      name: data.name,
      baseUrl: data.baseUrl,
      kind: 'service',
    };
    if (data.apiKey !== undefined && data.apiSecret !== undefined) {
      await writeCredentials(this.options.keychain, saved.id, { apiKey: data.apiKey, apiSecret: data.apiSecret });
    }
    const profiles = existing
      ? this.settings.profiles.map((p) => (p.id === saved.id ? saved : p))
      : [...this.settings.profiles, saved];
    await this.persist({ ...this.settings, profiles });
    return saved;
  }

  async remove(id: string): Promise<void> {
    const p = this.get(id);
    if (p.kind === 'sandbox') {
      throw new UserFacingError('invalid-request', 'The Sandbox profile is built in and cannot be removed.');
    }
    await deleteCredentials(this.options.keychain, id);
    const activeProfileId = this.settings.activeProfileId === id ? SANDBOX_PROFILE_ID : this.settings.activeProfileId;
    await this.persist({ ...this.settings, activeProfileId, profiles: this.settings.profiles.filter((x) => x.id !== id) });
  }

  async activate(id: string): Promise<Profile> {
    const p = this.get(id);
    await this.persist({ ...this.settings, activeProfileId: p.id });
    return p;
  }

  private async persist(next: Settings): Promise<void> {
    await writeJsonFile(join(this.options.dataDir, SETTINGS_FILE), next);
    this.settings = next;
  }
}
