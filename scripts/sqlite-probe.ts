import type { NativeProbe } from '../test/helpers/preflight';

/**
 * Whether better-sqlite3 opens a database in this Node. It is built either
 * for Node (the tests, the harness, the CLI) or for Electron (`npm start`),
 * and a build for the other one throws on load: `npm start` and `npm test`'s
 * preflight each ask this before switching it.
 */
export function probeSqlite(): NativeProbe {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- probed at run time: the wrong build throws on load
    const Database = require('better-sqlite3') as new (file: string) => { close(): void };
    new Database(':memory:').close();
    return { works: true };
  } catch (error) {
    return { works: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
