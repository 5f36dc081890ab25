import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProfileRoster } from '@main/credentials/profile-roster';
import { KeychainUnavailableError } from '@main/credentials/keychain';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { brokenKeychain, memoryKeychain } from '../../helpers/memory-keychain';

const sandboxCredentials = { apiKey: 'demo-key', apiSecret: 'demo-secret' };

async function open(keychain = memoryKeychain(), dataDir?: string) {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'fd-profiles-')));
  const warnings: string[] = [];
  const roster = await ProfileRoster.open({
    dataDir: dir,
    keychain,
    sandboxBaseUrl: 'http://127.0.0.1:4567',
    sandboxCredentials,
    warn: (m) => warnings.push(m),
  });
  return { roster, dir, keychain, warnings };
}

describe('ProfileRoster', () => {
  it('starts on the built-in Sandbox profile, active', async () => {
    const { roster } = await open();
    expect(await roster.summaries()).toEqual([
      {
        id: 'sandbox',
        name: 'Sandbox',
        baseUrl: 'http://127.0.0.1:4567',
        kind: 'sandbox',
        active: true,
        hasCredentials: true,
      },
    ]);
  });

  it('keeps a service profile in settings.json and its secret only in the keychain', async () => {
    const { roster, dir, keychain } = await open();
    const saved = await roster.save({
      name: 'Live desk',
      baseUrl: 'https://api.example.com/',
      apiKey: 'K',
      apiSecret: 'S3cret!',
    });
    expect(saved).toMatchObject({ name: 'Live desk', baseUrl: 'https://api.example.com', kind: 'service' });

    const file = await readFile(join(dir, 'settings.json'), 'utf8');
    expect(file).toContain('Live desk');
    expect(file).not.toContain('S3cret!');
    // The entry names the origin the key and secret were given for.
    expect(JSON.parse(keychain.entries.get(saved.id) ?? '{}')).toEqual({
      apiKey: 'K',
      apiSecret: 'S3cret!',
      origin: 'https://api.example.com',
    });

    // A second run reads it back.
    const again = await open(keychain, dir);
    expect(again.roster.find(saved.id)?.name).toBe('Live desk');
    expect(await again.roster.credentials(saved.id)).toEqual({
      apiKey: 'K',
      apiSecret: 'S3cret!',
      origin: 'https://api.example.com',
    });
  });

  it('editing without a new secret keeps the stored one; removing deletes it', async () => {
    const { roster, keychain } = await open();
    const saved = await roster.save({ name: 'A', baseUrl: 'https://a.example', apiKey: 'K', apiSecret: 'S' });
    await roster.save({ id: saved.id, name: 'A renamed', baseUrl: 'https://a.example' });
    expect(await roster.credentials(saved.id)).toMatchObject({ apiKey: 'K', apiSecret: 'S' });
    await roster.activate(saved.id);
    await roster.remove(saved.id);
    expect(keychain.entries.has(saved.id)).toBe(false);
    expect(roster.activeId).toBe('sandbox');
  });

  it('refuses plain http except on loopback, duplicate names and half credentials', async () => {
    const { roster } = await open();
    await expect(
      roster.save({ name: 'X', baseUrl: 'http://api.example.com', apiKey: 'k', apiSecret: 's' }),
    ).rejects.toThrow(/https/);
    await expect(
      roster.save({ name: 'Local', baseUrl: 'http://127.0.0.1:9000', apiKey: 'k', apiSecret: 's' }),
    ).resolves.toBeTruthy();
    await expect(
      roster.save({ name: 'local', baseUrl: 'https://b.example', apiKey: 'k', apiSecret: 's' }),
    ).rejects.toThrow(/already exists/);
    await expect(roster.save({ name: 'Half', baseUrl: 'https://c.example', apiKey: 'k' })).rejects.toThrow(/both/);
    await expect(roster.remove('sandbox')).rejects.toThrow(/built in/);
  });

  it('says its refusals in Spanish when the desk speaks Spanish', async () => {
    const { roster } = await open();
    useLanguageSource(() => 'es');
    try {
      await roster.save({ name: 'Principal', baseUrl: 'https://a.example', apiKey: 'k', apiSecret: 's' });
      await expect(
        roster.save({ name: 'principal', baseUrl: 'https://b.example', apiKey: 'k', apiSecret: 's' }),
      ).rejects.toThrow('Ya existe un perfil llamado «Principal».');
      await expect(roster.save({ name: 'Mitad', baseUrl: 'https://c.example', apiKey: 'k' })).rejects.toThrow(
        'Introduzca tanto la clave como el secreto de la API.',
      );
      await expect(roster.remove('sandbox')).rejects.toThrow('El perfil Sandbox viene incluido y no se puede eliminar.');
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('asks for a new key and secret when the base URL moves to another scheme, host or port, not for another path', async () => {
    const { roster, keychain } = await open();
    const saved = await roster.save({
      name: 'Live',
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'K',
      apiSecret: 'S',
    });
    const edit = (baseUrl: string) => roster.save({ id: saved.id, name: 'Live', baseUrl });

    // The same origin, written differently, with another path: the stored credentials stay.
    await expect(edit('https://API.example.com:443/v2')).resolves.toMatchObject({
      baseUrl: 'https://API.example.com:443/v2',
    });
    expect(await roster.credentials(saved.id)).toEqual({
      apiKey: 'K',
      apiSecret: 'S',
      origin: 'https://api.example.com',
    });

    for (const elsewhere of ['https://api2.example.com/v2', 'https://api.example.com:8443/v2', 'http://127.0.0.1/v2']) {
      const refused = edit(elsewhere);
      await expect(refused).rejects.toMatchObject({
        code: 'validation',
        details: [
          { path: 'apiKey', message: expect.stringContaining('sent only to https://api.example.com') },
          { path: 'apiSecret', message: expect.stringContaining('sent only to https://api.example.com') },
        ],
      });
    }
    expect(roster.get(saved.id).baseUrl).toBe('https://API.example.com:443/v2');

    // With a new key and secret the move is made, and they belong to the new origin only.
    await roster.save({
      id: saved.id,
      name: 'Live',
      baseUrl: 'https://api2.example.com',
      apiKey: 'K2',
      apiSecret: 'S2',
    });
    expect(JSON.parse(keychain.entries.get(saved.id) ?? '{}')).toEqual({
      apiKey: 'K2',
      apiSecret: 'S2',
      origin: 'https://api2.example.com',
    });
  });

  it('keeps using a key and secret stored before their origin was recorded', async () => {
    const { roster, keychain, dir } = await open();
    const saved = await roster.save({ name: 'Old', baseUrl: 'https://old.example', apiKey: 'K', apiSecret: 'S' });
    keychain.entries.set(saved.id, JSON.stringify({ apiKey: 'K', apiSecret: 'S' }));
    const again = await open(keychain, dir);
    expect(await again.roster.credentials(saved.id)).toEqual({
      apiKey: 'K',
      apiSecret: 'S',
      origin: 'https://old.example',
    });
    expect((await again.roster.summary(saved.id)).hasCredentials).toBe(true);
  });

  it('never falls back to plaintext when the keychain is unavailable', async () => {
    const { roster, dir } = await open(brokenKeychain() as never);
    await expect(
      roster.save({ name: 'Live', baseUrl: 'https://api.example.com', apiKey: 'K', apiSecret: 'TopSecret' }),
    ).rejects.toBeInstanceOf(KeychainUnavailableError);
    const files = await readdir(dir);
    for (const f of files) expect(await readFile(join(dir, f), 'utf8')).not.toContain('TopSecret');
    expect(roster.all()).toHaveLength(1);
    // The sandbox's public demo credentials still work without a keychain.
    expect(await roster.credentials('sandbox')).toEqual({ ...sandboxCredentials, origin: 'http://127.0.0.1:4567' });
  });

  it('keeps an unreadable settings file aside instead of overwriting it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fd-profiles-'));
    await writeFile(join(dir, 'settings.json'), '{ not json');
    const { roster, warnings } = await open(memoryKeychain(), dir);
    expect(roster.activeId).toBe('sandbox');
    expect(warnings[0]).toMatch(/could not be read/);
    const aside = (await readdir(dir)).find((f) => f.startsWith('settings.json.broken-'));
    expect(aside).toBeDefined();
    expect(await readFile(join(dir, aside as string), 'utf8')).toBe('{ not json');
  });
});
