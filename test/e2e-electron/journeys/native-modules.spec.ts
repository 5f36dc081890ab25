import { expect, test } from '../support/desk';

/**
 * The native modules as the packaged app carries them (unpacked beside
 * app.asar, rebuilt by electron-builder for this Electron's ABI): they load
 * in its main process and work there. A module built for Node instead would
 * not load; the error then names it.
 */

test('better-sqlite3 and keytar load and work in the packaged main process', async ({ desk }) => {
  const worked = await desk.app.evaluate(async (_electron, keychain) => {
    const load = process.mainModule!.require.bind(process.mainModule);
    // require answers any: better-sqlite3's calls and keytar's used here.
    const Database = load('better-sqlite3') as new (file: string) => {
      exec(sql: string): void;
      prepare(sql: string): { get(): { kept: string } };
      close(): void;
    };
    const keytar = load('keytar') as {
      setPassword(service: string, account: string, secret: string): Promise<void>;
      getPassword(service: string, account: string): Promise<string | null>;
      deletePassword(service: string, account: string): Promise<boolean>;
    };
    const database = new Database(':memory:');
    database.exec("create table probe (kept text); insert into probe values ('written and read by SQLite')");
    const sqlite = database.prepare('select kept from probe').get().kept;
    database.close();
    await keytar.setPassword(keychain, 'native-module-probe', 'kept by the OS keychain');
    const keychainAnswer = await keytar.getPassword(keychain, 'native-module-probe');
    await keytar.deletePassword(keychain, 'native-module-probe');
    return { sqlite, keychain: keychainAnswer };
  }, desk.keychainService);
  expect(worked).toEqual({ sqlite: 'written and read by SQLite', keychain: 'kept by the OS keychain' });
});
