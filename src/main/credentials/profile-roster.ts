import { m } from '@shared/i18n/messages';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import {
  SANDBOX_PROFILE_ID,
  baseUrlOrigin,
  movedOriginMessages,
  movesToAnotherOrigin,
  profile,
  type Profile,
  type ProfileSummary,
} from '@shared/domain/profile';
import type { ProfileInput } from '@shared/ipc/channels/profiles';
import { profileInput } from '@shared/ipc/channels/profiles';
import type { SetAsideSettingsFile } from '@shared/ipc/settings-file';
import { removeStaleTempFiles } from '../disk/durable-write';
import { readJsonFile, writeJsonFile } from '../disk/json-file';
import {
  deleteCredentials,
  readCredentials,
  restoreEntry,
  snapshotEntry,
  writeCredentials,
  type ApiCredentials,
  type KeychainSnapshot,
} from './credentials';
import type { Keychain } from './keychain';
import type { SecretSink } from '../api/redact';
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

export interface ProfileRosterOptions {
  dataDir: string;
  keychain: Keychain;
  /** Base URL of the embedded sandbox this run started. */
  sandboxBaseUrl: string;
  /** The sandbox's public demo credentials, written to the keychain for the sandbox profile. */
  sandboxCredentials: ApiCredentials;
  /** Where problems that need no answer go (a settings file set aside, a rollback that failed); default stderr. */
  warn?: (message: string) => void;
  /** The clock that names a set-aside settings file; default the system clock. */
  now?: () => Date;
  /** Told every key and secret saved or read, so the app's log leaves them out (src/main/log). */
  secrets?: SecretSink;
}

/** Credentials with the origin they may be sent to: the client sends them nowhere else. */
export interface BoundCredentials extends ApiCredentials {
  readonly origin: string;
}

/**
 * Profiles live in `settings.json` under the data directory; their API key and
 * secret live only in the OS keychain (account = profile id), with the origin
 * they were given for.
 *
 * Changes (save, remove, activate) run one at a time, each from the state the
 * previous one left: two at once would each write what they saw, and the later
 * write would drop the other's profile. A change touches the keychain and the
 * settings file together or not at all: when the file cannot be written, the
 * keychain entry is put back as it was.
 */
export class ProfileRoster {
  /** The change running now; the next one waits for it. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private settings: Settings,
    private readonly options: ProfileRosterOptions,
    private readonly warn: (message: string) => void,
    /** The settings file this run could not read and kept aside, if it had to. */
    readonly setAsideFile: SetAsideSettingsFile | null,
  ) {}

  static async open(options: ProfileRosterOptions): Promise<ProfileRoster> {
    const warn = options.warn ?? ((m: string) => console.warn(m));
    const path = join(options.dataDir, SETTINGS_FILE);
    await removeStaleTempFiles(path);
    const read = await readJsonFile(path, settingsFile, defaults, { warn, now: options.now ?? (() => new Date()) });
    const roster = new ProfileRoster(read.value, options, warn, read.setAside);
    if (!roster.find(read.value.activeProfileId))
      roster.settings = { ...read.value, activeProfileId: SANDBOX_PROFILE_ID };
    return roster;
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
    if (!found) throw new UserFacingError('not-found', m.main_profile_unknown({ id }));
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
        hasCredentials: p.kind === 'sandbox' ? true : await this.hasCredentials(p),
      })),
    );
  }

  async summary(id: string): Promise<ProfileSummary> {
    const found = (await this.summaries()).find((p) => p.id === id);
    if (!found) throw new UserFacingError('not-found', m.main_profile_unknown({ id }));
    return found;
  }

  /** Whether the keychain holds credentials this profile may use (given for its origin). */
  private async hasCredentials(p: Profile): Promise<boolean> {
    try {
      const kept = await readCredentials(this.options.keychain, p.id);
      return kept !== null && (kept.origin === undefined || kept.origin === baseUrlOrigin(p.baseUrl));
    } catch {
      return false;
    }
  }

  /**
   * The credentials to sign in with, bound to the origin of the profile's base
   * URL. The sandbox's are public demo values: they are kept in the keychain
   * like any other, and if the keychain cannot be used the sandbox still works
   * with them (they protect nothing); a service profile's are read from the
   * keychain only, and only when they were given for the origin the profile
   * points at now (settings.json may have been edited by hand).
   */
  async credentials(id: string): Promise<BoundCredentials> {
    const p = this.get(id);
    const origin = baseUrlOrigin(p.baseUrl) ?? p.baseUrl;
    if (p.kind === 'sandbox') {
      try {
        const kept = await readCredentials(this.options.keychain, id);
        if (kept && kept.apiKey === this.options.sandboxCredentials.apiKey) {
          return { apiKey: kept.apiKey, apiSecret: kept.apiSecret, origin };
        }
        await writeCredentials(this.options.keychain, id, this.options.sandboxCredentials);
      } catch {
        // Keychain unavailable: see the comment above.
      }
      return { ...this.options.sandboxCredentials, origin };
    }
    const kept = await readCredentials(this.options.keychain, id);
    this.options.secrets?.add(kept?.apiKey);
    this.options.secrets?.add(kept?.apiSecret);
    if (!kept) {
      throw new UserFacingError(
        'missing-credentials',
        m.keychain_no_credentials({ name: p.name }),
      );
    }
    if (kept.origin !== undefined && kept.origin !== origin) {
      throw new UserFacingError(
        'missing-credentials',
        m.keychain_other_origin({ name: p.name, kept: kept.origin, origin }),
      );
    }
    return { apiKey: kept.apiKey, apiSecret: kept.apiSecret, origin };
  }

  /**
   * Creates or updates a service profile; the key and secret go to the keychain
   * first, and come out again if the settings file cannot be written. Moving a
   * profile to another origin needs a new key and secret: the stored ones are
   * never sent to a server they were not given for.
   */
  save(input: ProfileInput): Promise<Profile> {
    return this.serially(() => this.saveNow(input));
  }

  async remove(id: string): Promise<void> {
    await this.serially(() => this.removeNow(id));
  }

  activate(id: string): Promise<Profile> {
    return this.serially(async () => {
      const p = this.get(id);
      await this.persist({ ...this.settings, activeProfileId: p.id });
      return p;
    });
  }

  /** Runs a change after the ones before it have finished (whether they worked or not). */
  private serially<T>(change: () => Promise<T>): Promise<T> {
    const run = this.queue.then(change);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async saveNow(input: ProfileInput): Promise<Profile> {
    const data = profileInput.parse(input);
    if (data.id === SANDBOX_PROFILE_ID) {
      throw new UserFacingError('invalid-request', m.main_profile_sandbox_unchangeable());
    }
    const existing = data.id ? this.settings.profiles.find((p) => p.id === data.id) : undefined;
    if (data.id && !existing) throw new UserFacingError('not-found', m.main_profile_unknown({ id: data.id }));
    const clash = this.all().find((p) => p.name.toLowerCase() === data.name.toLowerCase() && p.id !== data.id);
    if (clash) {
      throw new UserFacingError('validation', m.main_profile_name_taken({ name: clash.name }), [
        { path: 'name', message: m.main_profile_name_taken_field() },
      ]);
    }
    if ((data.apiKey === undefined) !== (data.apiSecret === undefined)) {
      const missing = data.apiKey === undefined ? 'apiKey' : 'apiSecret';
      throw new UserFacingError('validation', m.main_profile_key_and_secret(), [
        { path: missing, message: m.main_profile_key_and_secret_field() },
      ]);
    }
    if (!existing && data.apiKey === undefined) {
      throw new UserFacingError('validation', m.main_profile_new_needs_key(), [
        { path: 'apiKey', message: m.main_profile_api_key_required() },
        { path: 'apiSecret', message: m.main_profile_api_secret_required() },
      ]);
    }
    if (existing && data.apiKey === undefined && movesToAnotherOrigin(existing.baseUrl, data.baseUrl)) {
      const said = movedOriginMessages(existing.baseUrl, data.baseUrl);
      throw new UserFacingError('validation', said.summary, [
        { path: 'apiKey', message: said.apiKey },
        { path: 'apiSecret', message: said.apiSecret },
      ]);
    }
    const saved: Profile & { kind: 'service' } = {
      id: existing?.id ?? randomUUID(),
      name: data.name,
      baseUrl: data.baseUrl,
      kind: 'service',
    };
    let before: KeychainSnapshot | undefined;
    if (data.apiKey !== undefined && data.apiSecret !== undefined) {
      // A new profile's id is new: there is nothing in the keychain to keep.
      before = existing ? await snapshotEntry(this.options.keychain, saved.id) : null;
      const origin = baseUrlOrigin(saved.baseUrl) ?? saved.baseUrl;
      this.options.secrets?.add(data.apiKey);
      this.options.secrets?.add(data.apiSecret);
      await writeCredentials(this.options.keychain, saved.id, {
        apiKey: data.apiKey,
        apiSecret: data.apiSecret,
        origin,
      });
    }
    const profiles = existing
      ? this.settings.profiles.map((p) => (p.id === saved.id ? saved : p))
      : [...this.settings.profiles, saved];
    try {
      await this.persist({ ...this.settings, profiles });
    } catch (error) {
      if (before !== undefined) await this.putBack(saved, before);
      throw error;
    }
    return saved;
  }

  private async removeNow(id: string): Promise<void> {
    const p = this.get(id);
    if (p.kind === 'sandbox') {
      throw new UserFacingError('invalid-request', m.main_profile_sandbox_unremovable());
    }
    // Read first: if the keychain cannot be used, nothing has changed yet, and the
    // profile stays (removing it alone would leave its entry behind, unreachable).
    const before = await snapshotEntry(this.options.keychain, id);
    if (before !== null) await deleteCredentials(this.options.keychain, id);
    const activeProfileId = this.settings.activeProfileId === id ? SANDBOX_PROFILE_ID : this.settings.activeProfileId;
    try {
      await this.persist({
        ...this.settings,
        activeProfileId,
        profiles: this.settings.profiles.filter((x) => x.id !== id),
      });
    } catch (error) {
      await this.putBack(p, before);
      throw error;
    }
  }

  /** Undoes a keychain change after the settings file could not be written. */
  private async putBack(p: Profile, before: KeychainSnapshot): Promise<void> {
    try {
      await restoreEntry(this.options.keychain, p.id, before);
    } catch (error) {
      this.warn(
        m.main_profile_keychain_not_restored({ name: p.name, id: p.id, detail: (error as Error).message }),
      );
    }
  }

  private async persist(next: Settings): Promise<void> {
    const path = join(this.options.dataDir, SETTINGS_FILE);
    try {
      await writeJsonFile(path, next, this.warn);
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new UserFacingError(
        'settings-not-saved',
        m.main_settings_not_saved({ path, why }),
      );
    }
    this.settings = next;
  }
}
