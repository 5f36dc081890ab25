import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import directions of DESIGN.md are held by eslint.config.mjs. These
 * cases lint small snippets as if they sat at a path in the tree (the files
 * need not exist) and check that a wrong import is an ERROR (so `npm run lint`
 * fails) and that the right ones are not reported.
 */
const root = path.resolve(__dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
  // Loading the config and the TypeScript and Svelte parsers takes seconds on a busy machine: do it once, here.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/renderer/src/warm-up.ts') });
  await eslint.lintText('<p>warm up</p>\n', { filePath: path.join(root, 'src/renderer/src/WarmUp.svelte') });
}, 120_000);

async function importProblems(file: string, specifier: string): Promise<ESLint.LintResult['messages']> {
  const code = file.endsWith('.svelte')
    ? `<script lang="ts">\n  import '${specifier}';\n</script>\n`
    : `import '${specifier}';\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => IMPORT_RULES.includes(message.ruleId ?? ''));
}

async function expectRefused(file: string, specifier: string): Promise<void> {
  const problems = await importProblems(file, specifier);
  expect(problems, `${file} importing '${specifier}' should be refused`).toHaveLength(1);
  expect(problems[0]?.severity, 'an error, so lint fails').toBe(2);
}

async function expectAllowed(file: string, specifier: string): Promise<void> {
  expect(await importProblems(file, specifier), `${file} importing '${specifier}' should be allowed`).toEqual([]);
}

type Case = readonly [file: string, specifier: string];

/** The rules that hold the import directions: the layers (and aliases) and, per layer, Node, Electron and packages. */
const IMPORT_RULES = ['freight-desk/import-directions', 'no-restricted-imports'];

describe('only src/main/electron and src/preload import electron', () => {
  it.each<Case>([
    ['src/main/electron/index.ts', 'electron'],
    ['src/main/electron/deeper/menu.ts', 'electron'],
    ['src/preload/index.ts', 'electron'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/main/app-core.ts', 'electron'],
    ['src/main/services/lookups.ts', 'electron'],
    ['src/main/services/lookups.ts', 'electron/main'],
    ['src/shared/ipc/contract.ts', 'electron'],
    ['src/renderer/src/main.ts', 'electron'],
    ['src/renderer/src/components/Button.svelte', 'electron'],
    ['src/sandbox/http/server.ts', 'electron'],
    ['src/cli/main.ts', 'electron'],
    ['src/harness/server.ts', 'electron'],
  ])('%s must not import %s', expectRefused);
});

describe('src/shared: no Node, no other layer', () => {
  it.each<Case>([
    ['src/shared/api/operations.ts', 'zod'],
    ['src/shared/api/operations.ts', './operation'],
    ['src/shared/ipc/contract.ts', '../domain/profile'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/shared/domain/money.ts', 'node:crypto'],
    ['src/shared/domain/money.ts', 'fs'],
    ['src/shared/domain/money.ts', 'fs/promises'],
    ['src/shared/domain/money.ts', 'path'],
    ['src/shared/api/operations.ts', 'undici'],
    ['src/shared/ipc/contract.ts', '@main/app-core'],
    ['src/shared/ipc/contract.ts', '@sandbox/http/server'],
    ['src/shared/ipc/contract.ts', '@renderer/lib/api'],
    ['src/shared/ipc/contract.ts', '@cli/main'],
    ['src/shared/ipc/contract.ts', '@harness/server'],
    ['src/shared/ipc/contract.ts', '@preload/index'],
    ['src/shared/ipc/deeper/x.ts', '@main'],
  ])('%s must not import %s', expectRefused);
});

describe('src/shared/domain: below the API contract', () => {
  it.each<Case>([
    ['src/shared/api/modes.ts', '../domain/mode-ids'],
    ['src/shared/domain/margin-rules.ts', './mode-ids'],
    ['src/shared/domain/surcharge-labels.ts', '../i18n/messages'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/shared/domain/margin-rules.ts', '../api/modes'],
    ['src/shared/domain/surcharge-labels.ts', '../api/rating'],
    ['src/shared/domain/deeper/x.ts', '../../api/tracking'],
    ['src/shared/domain/stored-records.ts', '../api/modes'],
    ['src/shared/domain/stored-records.ts', '../api/tracking'],
    ['src/shared/domain/margin-rules.ts', '@shared/api/modes'],
  ])('%s must not import %s', expectRefused);
});

describe('src/renderer: its own files and src/shared only', () => {
  it.each<Case>([
    ['src/renderer/src/main.ts', './app/routes'],
    ['src/renderer/src/main.ts', '@shared/ipc/contract'],
    ['src/renderer/src/lib/api.ts', '@shared/ipc/bridge'],
    ['src/renderer/src/screens/settings/Profiles.svelte', '@shared/domain/profile'],
    ['src/renderer/src/screens/settings/Profiles.svelte', '../../components/Button.svelte'],
    ['src/renderer/src/main.ts', 'svelte'],
    // Folders of the renderer that share a name with a layer are the renderer's own.
    ['src/renderer/src/lib/api.ts', '../main'],
    ['src/renderer/src/screens/cli/View.svelte', './main'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/renderer/src/main.ts', '@main/app-core'],
    ['src/renderer/src/lib/api.ts', '@main/ipc/router'],
    ['src/renderer/src/screens/settings/Profiles.svelte', '@main/credentials/profile-roster'],
    ['src/renderer/src/main.ts', '@preload/index'],
    ['src/renderer/src/main.ts', '@sandbox/accounts'],
    ['src/renderer/src/main.ts', '@cli/main'],
    ['src/renderer/src/main.ts', '@harness/server'],
    ['src/renderer/src/main.ts', 'node:path'],
    ['src/renderer/src/components/Button.svelte', 'fs'],
    ['src/renderer/src/lib/api.ts', 'keytar'],
  ])('%s must not import %s', expectRefused);
});

describe("the renderer's rooms: a screen imports no other screen", () => {
  it.each<Case>([
    ['src/renderer/src/screens/quotes/QuotesScreen.svelte', './quote-list.svelte'],
    ['src/renderer/src/screens/tracking/detail/Panel.svelte', '../ShipmentList.svelte'],
    ['src/renderer/src/screens/booking/booked-list.svelte.ts', '../../lib/shipment-list/row-windows'],
    ['src/renderer/src/screens/today/today-lines.ts', '../../components/ValidityText.svelte'],
    ['src/renderer/src/app/screen-loaders.ts', '../screens/today/TodayScreen.svelte'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/renderer/src/screens/quotes/quote-actions.ts', '../rating/validity'],
    ['src/renderer/src/screens/booking/BookedShipments.svelte', '../tracking/list-state'],
    ['src/renderer/src/screens/today/today-lines.ts', '@renderer/screens/quotes/quote-type'],
    ['src/renderer/src/screens/tracking/detail/Panel.svelte', '../../rating/now.svelte'],
    ['src/renderer/src/lib/quote-type.ts', '../screens/rating/form-modes'],
    ['src/renderer/src/components/Badge.svelte', '../screens/tracking/shipment-columns'],
  ])('%s must not import %s', expectRefused);
});

describe('nothing imports the renderer', () => {
  it.each<Case>([
    ['src/main/app-core.ts', '@renderer/lib/api'],
    ['src/main/electron/index.ts', '@renderer/main'],
    ['src/preload/index.ts', '@renderer/main'],
    ['src/sandbox/accounts.ts', '@renderer/lib/format'],
    ['src/cli/commands/call.ts', '@renderer/lib/format'],
    ['src/harness/server.ts', '@renderer/lib/format'],
  ])('%s must not import %s', expectRefused);
});

describe('src/main: not the shell, not the front ends', () => {
  it.each<Case>([
    ['src/main/app-core.ts', '@sandbox'],
    ['src/main/app-core.ts', './ipc/router'],
    ['src/main/services/lookups.ts', '@shared/ipc/result'],
    ['src/main/services/lookups.ts', 'node:fs/promises'],
    ['src/main/electron/index.ts', '@main/app-core'],
    ['src/main/electron/ipc-transport.ts', '@shared/ipc/contract'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/main/app-core.ts', '@main/electron/index'],
    ['src/main/ipc/router.ts', '@main/electron/ipc-transport'],
    ['src/main/api/deeper/x.ts', '@main/electron'],
    ['src/main/app-core.ts', '@cli/main'],
    ['src/main/app-core.ts', '@harness/server'],
    ['src/main/electron/index.ts', '@cli/main'],
    ['src/main/electron/index.ts', '@harness/server'],
  ])('%s must not import %s', expectRefused);
});

describe('src/main: the services, the session and the sync never import the IPC layer above them', () => {
  it.each<Case>([
    ['src/main/services/rating.ts', '@main/session/session-service'],
    ['src/main/services/rating.ts', './support/problems'],
    ['src/main/services/index.ts', './area-handlers'],
    ['src/main/sync/sync-service.ts', '@main/session/session-service'],
    ['src/main/ipc/router.ts', '@main/services'],
    ['src/main/session/session-service.ts', '@main/to-ipc-error'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/main/services/rating.ts', '@main/ipc/router'],
    ['src/main/services/support/kept-read.ts', '@main/ipc/router'],
    ['src/main/session/session-service.ts', '@main/ipc/router'],
    ['src/main/session/session-service.ts', '@main/services/support/kept-read'],
    ['src/main/sync/sync-service.ts', '@main/ipc'],
  ])('%s must not import %s', expectRefused);
});

describe("src/main: the sync, the stores' access, free time and settings sit below the services", () => {
  it.each<Case>([
    ['src/main/sync/sync-service.ts', '@main/store-access/local-store-access'],
    ['src/main/sync/sync-service.ts', '@main/settings/desk-settings-file'],
    ['src/main/services/today.ts', '@main/free-time/free-time-view'],
    ['src/main/services/area-handlers.ts', '@main/store-access/local-store-access'],
    ['src/main/store-access/local-store-access.ts', '@main/session/data-scope'],
    ['src/main/store-access/local-store-access.ts', './set-aside-store-words'],
    ['src/main/free-time/free-time-watch.ts', '@main/session/session-connection'],
    ['src/main/settings/desk-settings-file.ts', '@main/disk/json-file'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/main/sync/sync-service.ts', '@main/services/support/kept-read'],
    ['src/main/sync/store-recovery.ts', '@main/services'],
    ['src/main/sync/sync-service.ts', '@main/services/quote-pdf/serve-quote-pdfs'],
    // The sync's side of the worker thread imports no service: the thread's role table sits above both.
    ['src/main/sync/serve-list-sync.ts', '@main/services/quote-pdf/serve-quote-pdfs'],
    ['src/main/sync/serve-list-sync.ts', '@main/services/rating'],
    ['src/main/sync/list-sync-runner.ts', '@main/worker-thread/worker-launcher'],
    ['src/main/services/quote-pdf/quote-pdf-thread.ts', '@main/worker-thread/worker-roles'],
    ['src/main/store-access/local-store-access.ts', '@main/worker-thread/worker-launcher'],
    ['src/main/store-access/local-store-access.ts', '@main/services/support/kept-read'],
    ['src/main/store-access/local-store-access.ts', '@main/sync/sync-service'],
    ['src/main/free-time/free-time-view.ts', '@main/services/today'],
    ['src/main/free-time/free-time-watch.ts', '@main/sync/sync-service'],
    ['src/main/settings/desk-settings-file.ts', '@main/sync/sync-service'],
    ['src/main/settings/desk-settings-file.ts', '@main/store'],
    ['src/main/session/session-service.ts', '@main/store-access/local-store-access'],
    ['src/main/session/session-service.ts', '@main/sync/sync-service'],
  ])('%s must not import %s', expectRefused);
});

describe('src/main/worker-thread: the roles of the worker thread, started by the core', () => {
  it.each<Case>([
    ['src/main/worker-thread/worker-roles.ts', '@main/sync/serve-list-sync'],
    ['src/main/worker-thread/worker-roles.ts', '@main/services/quote-pdf/serve-quote-pdfs'],
    ['src/main/worker-thread/worker-roles.ts', '@main/store/file-chunk-thread'],
    ['src/main/app-core.ts', '@main/worker-thread/worker-launcher'],
    ['src/main/electron/bundled-worker.ts', '@main/worker-thread/worker-launcher'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/main/worker-thread/worker-roles.ts', '@main/ipc/router'],
    ['src/main/worker-thread/worker-launcher.ts', '@main/electron/bundled-worker'],
  ])('%s must not import %s', expectRefused);
});

describe('src/main/store: src/shared, Node and npm packages only', () => {
  it.each<Case>([
    ['src/main/store/local-store.ts', './database'],
    ['src/main/store/local-store.ts', '@shared/api/tracking'],
    ['src/main/store/migrations/v2-shipment-search.ts', '../shipment-columns'],
    ['src/main/store/migrations/v2-shipment-search.ts', '@shared/api/tracking'],
    ['src/main/store/database.ts', 'better-sqlite3'],
    ['src/main/store/database.ts', 'node:fs'],
    // The services build on the store.
    ['src/main/services/documents.ts', '@main/store'],
    ['src/main/app-core.ts', '@main/store/local-stores'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/main/store/local-store.ts', '@main/errors'],
    ['src/main/store/local-store.ts', '@main/services/documents'],
    ['src/main/store/local-store.ts', '@main/api'],
    ['src/main/store/local-store.ts', '@main/app-core'],
    ['src/main/store/local-store.ts', '@main'],
    ['src/main/store/migrations/v1-local-records.ts', '@main/services/tracking'],
    ['src/main/store/local-store.ts', '@main/electron/index'],
    ['src/main/store/local-store.ts', '@sandbox/accounts'],
    ['src/main/store/local-store.ts', '@renderer/lib/api'],
    ['src/main/store/local-store.ts', 'electron'],
    ['src/renderer/src/lib/api.ts', 'better-sqlite3'],
    ['src/shared/domain/stored-records.ts', 'better-sqlite3'],
    ['src/shared/domain/stored-records.ts', '@main/store'],
  ])('%s must not import %s', expectRefused);
});

describe('src/preload: electron and src/shared only', () => {
  it.each<Case>([
    ['src/preload/index.ts', '@shared/ipc/bridge'],
    ['src/preload/index.ts', './ipc-bridge'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/preload/index.ts', '@main/app-core'],
    ['src/preload/index.ts', '@sandbox/accounts'],
    ['src/preload/index.ts', 'node:fs'],
  ])('%s must not import %s', expectRefused);
});

describe('src/sandbox, src/cli and src/harness', () => {
  it.each<Case>([
    ['src/sandbox/http/server.ts', '@shared/api/operations'],
    ['src/sandbox/http/server.ts', 'fastify'],
    ['src/cli/main.ts', '@main/app-core'],
    ['src/cli/commands/call.ts', '@main/api/freight-client'],
    ['src/cli/commands/sandbox.ts', '@sandbox'],
    ['src/harness/server.ts', '@main/app-core'],
    ['src/harness/server.ts', '@sandbox'],
    ['src/harness/browser/web-bridge.ts', '@shared/ipc/bridge'],
    ['src/harness/browser/web-bridge.ts', '@harness/wire-codec'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/sandbox/http/server.ts', '@main/api/freight-client'],
    ['src/sandbox/accounts.ts', '@cli/main'],
    ['src/sandbox/accounts.ts', '@harness/server'],
    ['src/cli/main.ts', '@main/electron/index'],
    ['src/cli/commands/call.ts', '@main/electron/ipc-transport'],
    ['src/harness/server.ts', '@main/electron/index'],
    ['src/harness/browser/web-bridge.ts', 'node:fs'],
    ['src/harness/browser/web-bridge.ts', '@main/app-core'],
  ])('%s must not import %s', expectRefused);
});

describe('a relative path stays inside its layer: leaving it names the layer by its alias', () => {
  it.each<Case>([
    ['src/renderer/src/screens/settings/Profiles.svelte', '../../components/Button.svelte'],
    ['src/main/services/rating.ts', './support/problems'],
    ['src/main/api/freight-client.ts', '../errors'],
    ['src/harness/browser/web-bridge.ts', './wire'],
  ])('%s may import %s', expectAllowed);

  it.each<Case>([
    ['src/renderer/src/main.ts', '../../shared/ipc/contract'],
    ['src/renderer/src/screens/settings/Profiles.svelte', '../../../../shared/domain/profile'],
    ['src/main/services/rating.ts', '../session/session-service'],
    ['src/main/app-core.ts', './store/local-stores'],
    ['src/main/electron/index.ts', '../app-core'],
    ['src/harness/server.ts', '../sandbox'],
    ['src/harness/browser/web-bridge.ts', '../wire-codec'],
  ])('%s must not import %s', expectRefused);
});

describe('the rules also catch', () => {
  it('type-only imports, re-exports and dynamic imports', async () => {
    const file = path.join(root, 'src/renderer/src/lib/api.ts');
    const code =
      "import type { AppCore } from '@main/app-core';\nexport * from '@main/errors';\nexport type { AppCore };\nexport const load = () => import('@sandbox/accounts');\n";
    const [result] = await eslint.lintText(code, { filePath: file });
    const problems = (result?.messages ?? []).filter((message) => IMPORT_RULES.includes(message.ruleId ?? ''));
    expect(problems).toHaveLength(3);
  });

  it('a file nested deep in its layer (no depth where the rules stop)', async () => {
    await expectRefused('src/renderer/a/b/c/d/e/f/g/h/i/j/k.ts', '@main/app-core');
    // By a relative path: both that it leaves its layer and where it lands are errors.
    const problems = await importProblems('src/renderer/a/b/c/d/e/f/g/h/i/j/k.ts', `${'../'.repeat(11)}main/app-core`);
    expect(problems.map((problem) => problem.severity)).toEqual([2, 2]);
  });
});
