import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Keychain } from '@main/credentials/keychain';
import { KeychainUnavailableError } from '@main/credentials/keychain';
import { ProfileRoster } from '@main/credentials/profile-roster';
import { UserFacingError } from '@main/errors';
import { memoryKeychain } from '../../helpers/memory-keychain';

const sandboxCredentials = { apiKey: 'demo-key', apiSecret: 'demo-secret' };
/** The clock that names a set-aside file: fixed, so the name is known. */
const SET_ASIDE_AT = new Date('2031-02-03T04:05:06.789Z');

async function open(dataDir?: string, keychain: Keychain = memoryKeychain()) {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'fd-profile-writes-')));
  const warnings: string[] = [];
  const roster = await ProfileRoster.open({
    dataDir: dir,
    keychain,
    sandboxBaseUrl: 'http://127.0.0.1:4567',
    sandboxCredentials,
    warn: (m) => warnings.push(m),
    now: () => SET_ASIDE_AT,
  });
  return { roster, dir, warnings };
}

async function settingsNames(dir: string): Promise<string[]> {
  const file = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as { profiles: Array<{ name: string }> };
  return file.profiles.map((p) => p.name).sort();
}

/** Makes every later write of settings.json fail: a folder now sits where the file is renamed to. */
async function blockSettingsWrites(dir: string): Promise<void> {
  await rm(join(dir, 'settings.json'), { force: true });
  await mkdir(join(dir, 'settings.json'));
}

describe('ProfileRoster under concurrent writes', () => {
  it('50 concurrent saves and activations leave a settings file that parses and holds every saved profile', async () => {
    const keychain = memoryKeychain();
    const { roster, dir } = await open(undefined, keychain);
    const first = await roster.save({ name: 'Seed', baseUrl: 'https://seed.example', apiKey: 'k', apiSecret: 's' });
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 50; i++) {
      work.push(
        roster.save({ name: `Desk ${i}`, baseUrl: `https://desk-${i}.example`, apiKey: `k${i}`, apiSecret: `s${i}` }),
      );
      work.push(roster.activate(i % 2 === 0 ? first.id : 'sandbox'));
    }
    await Promise.all(work);

    expect(await settingsNames(dir)).toEqual(['Seed', ...Array.from({ length: 50 }, (_, i) => `Desk ${i}`)].sort());
    // The next start reads it as it is: nothing set aside, and every keychain entry belongs to a profile.
    const again = await open(dir, keychain);
    expect(again.warnings).toEqual([]);
    expect(again.roster.setAsideFile).toBeNull();
    expect([...keychain.entries.keys()].filter((id) => !again.roster.find(id))).toEqual([]);
    // The last activation wins, as it was the last asked for.
    expect(again.roster.activeId).toBe('sandbox');
    // No temp file is left behind.
    expect((await readdir(dir)).filter((f) => f !== 'settings.json')).toEqual([]);
  });

  it('concurrent edits of one profile and removals of others each apply to what the one before left', async () => {
    const { roster, dir } = await open();
    const keep = await roster.save({ name: 'Keep', baseUrl: 'https://keep.example', apiKey: 'k', apiSecret: 's' });
    const gone = await Promise.all(
      [1, 2, 3].map((i) =>
        roster.save({ name: `Gone ${i}`, baseUrl: `https://gone-${i}.example`, apiKey: 'k', apiSecret: 's' }),
      ),
    );
    await Promise.all([
      ...gone.map((p) => roster.remove(p.id)),
      roster.save({ id: keep.id, name: 'Keep renamed', baseUrl: 'https://keep.example/v2' }),
      roster.save({ name: 'New', baseUrl: 'https://new.example', apiKey: 'k', apiSecret: 's' }),
    ]);
    expect(await settingsNames(dir)).toEqual(['Keep renamed', 'New']);
  });
});

describe('ProfileRoster keeps the keychain and settings.json together', () => {
  it('takes a new profile’s key and secret out of the keychain again when settings.json cannot be written', async () => {
    const keychain = memoryKeychain();
    const { roster, dir } = await open(undefined, keychain);
    await blockSettingsWrites(dir);
    const failed = roster.save({ name: 'Live', baseUrl: 'https://live.example', apiKey: 'K', apiSecret: 'S' });
    await expect(failed).rejects.toBeInstanceOf(UserFacingError);
    await expect(failed).rejects.toMatchObject({
      code: 'settings-not-saved',
      message: expect.stringContaining('settings.json'),
    });
    expect([...keychain.entries.keys()]).toEqual([]);
    expect(roster.all().map((p) => p.name)).toEqual(['Sandbox']);
  });

  it('puts an edited profile’s previous keychain entry back, unchanged, when settings.json cannot be written', async () => {
    const keychain = memoryKeychain();
    const { roster, dir } = await open(undefined, keychain);
    const saved = await roster.save({
      name: 'Live',
      baseUrl: 'https://live.example',
      apiKey: 'old-key',
      apiSecret: 'old-secret',
    });
    const before = keychain.entries.get(saved.id);
    await blockSettingsWrites(dir);
    await expect(
      roster.save({
        id: saved.id,
        name: 'Live',
        baseUrl: 'https://live.example',
        apiKey: 'new-key',
        apiSecret: 'new-secret',
      }),
    ).rejects.toMatchObject({ code: 'settings-not-saved' });
    expect(keychain.entries.get(saved.id)).toBe(before);
    expect(await roster.credentials(saved.id)).toMatchObject({ apiKey: 'old-key', apiSecret: 'old-secret' });
  });

  it('keeps a profile’s keychain entry when its removal cannot be written to settings.json', async () => {
    const keychain = memoryKeychain();
    const { roster, dir } = await open(undefined, keychain);
    const saved = await roster.save({ name: 'Live', baseUrl: 'https://live.example', apiKey: 'K', apiSecret: 'S' });
    const before = keychain.entries.get(saved.id);
    await blockSettingsWrites(dir);
    await expect(roster.remove(saved.id)).rejects.toMatchObject({ code: 'settings-not-saved' });
    expect(keychain.entries.get(saved.id)).toBe(before);
    expect(roster.find(saved.id)?.name).toBe('Live');
  });

  it('changes neither the keychain nor settings.json when the keychain fails during a save or a removal', async () => {
    const entries = memoryKeychain();
    let failing = false;
    const flaky: Keychain = {
      get: (account) => entries.get(account),
      set: async (account, secret) => {
        if (failing) throw new KeychainUnavailableError(new Error('locked'));
        await entries.set(account, secret);
      },
      delete: async (account) => {
        if (failing) throw new KeychainUnavailableError(new Error('locked'));
        return entries.delete(account);
      },
    };
    const { roster, dir } = await open(undefined, flaky);
    const saved = await roster.save({ name: 'Live', baseUrl: 'https://live.example', apiKey: 'K', apiSecret: 'S' });
    const fileBefore = await readFile(join(dir, 'settings.json'), 'utf8');
    failing = true;
    await expect(
      roster.save({ name: 'Other', baseUrl: 'https://other.example', apiKey: 'K2', apiSecret: 'S2' }),
    ).rejects.toBeInstanceOf(KeychainUnavailableError);
    await expect(roster.remove(saved.id)).rejects.toBeInstanceOf(KeychainUnavailableError);
    expect(await readFile(join(dir, 'settings.json'), 'utf8')).toBe(fileBefore);
    expect([...entries.entries.keys()]).toEqual([saved.id]);
    expect(roster.all().map((p) => p.name)).toEqual(['Sandbox', 'Live']);
  });
});

describe('ProfileRoster and a settings.json it cannot read', () => {
  it('keeps the file as settings.json.broken-<time>, says where, and starts on the Sandbox', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fd-profile-writes-'));
    await writeFile(join(dir, 'settings.json'), '{"version":1,"activeProfileId":"x","profiles":[{"na');
    const { roster, warnings } = await open(dir);
    const setAsidePath = join(dir, 'settings.json.broken-2031-02-03T04-05-06-789Z');
    expect(roster.setAsideFile).toEqual({
      file: join(dir, 'settings.json'),
      setAsidePath,
      reason: expect.stringMatching(/^it is not valid JSON/),
      at: SET_ASIDE_AT.toISOString(),
    });
    expect(await readFile(setAsidePath, 'utf8')).toBe('{"version":1,"activeProfileId":"x","profiles":[{"na');
    expect(warnings).toEqual([expect.stringContaining(setAsidePath)]);
    expect(roster.activeId).toBe('sandbox');
  });

  it('says what in the file was wrong, and never replaces an earlier copy', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fd-profile-writes-'));
    const earlier = join(dir, 'settings.json.broken-2031-02-03T04-05-06-789Z');
    await writeFile(earlier, 'the earlier copy');
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ version: 2, activeProfileId: 'sandbox', profiles: [] }),
    );
    const { roster } = await open(dir);
    expect(roster.setAsideFile?.setAsidePath).toBe(`${earlier}-2`);
    expect(roster.setAsideFile?.reason).toMatch(/^it does not hold what Freight Desk expects \(version: /);
    expect(await readFile(earlier, 'utf8')).toBe('the earlier copy');
  });

  it('calls an empty file empty', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fd-profile-writes-'));
    await writeFile(join(dir, 'settings.json'), '');
    const { roster } = await open(dir);
    expect(roster.setAsideFile?.reason).toBe('the file is empty');
  });
});

describe('ProfileRoster and temp files left by a killed run', () => {
  it('removes the temp files of processes that no longer run, and only those', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fd-profile-writes-'));
    // A process that has exited: its pid is free (and not reused this soon).
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const dead = `settings.json.${deadPid}-0f0e0d0c-0b0a-4009-8807-060504030201.tmp`;
    const legacyDead = `settings.json.${deadPid}.tmp`;
    const live = `settings.json.${process.pid}-01020304-0506-4708-8900-0a0b0c0d0e0f.tmp`;
    for (const name of [dead, legacyDead, live, 'settings.json.notes']) await writeFile(join(dir, name), '{');
    await open(dir);
    expect((await readdir(dir)).sort()).toEqual([live, 'settings.json.notes'].sort());
  });
});
