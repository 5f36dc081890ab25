import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionStatus } from '@shared/ipc/session';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';
import { memoryKeychain } from '../helpers/memory-keychain';
import { startSandboxAtTestMoment } from '../helpers/sandbox-at-test-moment';
import { silentLog } from '../helpers/silent-log';
import { TEST_NOW } from '../helpers/test-clock';

/**
 * Tests live at one moment: lint (eslint-rules/tests-at-test-moment.mjs) refuses
 * a test that starts a sandbox, an app core, the web harness or the command
 * line's sandbox any other way than at that moment, or that reads the real
 * clock; and the routes it leaves do start there. The snippets are linted as
 * if they sat at a path in the tree (the files need not exist).
 */
const root = path.resolve(__dirname, '../..');
const RULE = 'freight-desk-clock/at-test-moment';
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
  // Loading the config and the TypeScript parser takes seconds on a busy machine: once, here.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'test/unit/warm-up.test.ts') });
}, 120_000);

async function problems(file: string, code: string): Promise<ESLint.LintResult['messages']> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE);
}

type Case = readonly [file: string, code: string];

describe('lint refuses a test that starts what has a clock on the real calendar', () => {
  it.each<Case>([
    ['test/integration/x.test.ts', "import { startSandbox } from '@sandbox';\nvoid startSandbox({});\n"],
    ['test/cli/x.test.ts', "import { startSandbox as start } from '@sandbox';\nvoid start;\n"],
    ['test/integration/x.test.ts', "import { createAppCore } from '@main/app-core';\nvoid createAppCore;\n"],
    ['test/unit/x.test.ts', "import * as sandbox from '@sandbox';\nvoid sandbox.startSandbox({});\n"],
    ['test/e2e/x.spec.ts', "import { spawn } from 'node:child_process';\nspawn('node', ['out/harness/main.js']);\n"],
    ['test/e2e/x.spec.ts', "import path from 'node:path';\nvoid path.join(ROOT, 'out', 'harness', 'main.js');\n"],
    ['test/unit/x.test.ts', "void ['--import', 'tsx', 'src/harness/main.ts'];\n"],
    ['test/cli/x.test.ts', "void runCli(['sandbox', '--port', '0']);\n"],
    ['test/cli/x.test.ts', "void spawn(process.execPath, [BIN, 'sandbox']);\n"],
  ])('%s: %s', async (file, code) => {
    const found = await problems(file, code);
    expect(found.length, `${file}: ${code}`).toBeGreaterThan(0);
    expect(found[0]?.severity, 'an error, so lint fails').toBe(2);
  });
});

describe('lint refuses a test that reads the real clock', () => {
  it.each<Case>([
    ['test/unit/x.test.ts', 'const at = Date.now();\n'],
    ['test/unit/x.test.ts', 'const at = new Date();\n'],
    ['test/unit/x.test.ts', 'const at = Date();\n'],
    ['test/integration/x.test.ts', 'const clock = { now: Date.now };\n'],
    ['test/e2e/x.spec.ts', 'const due = new Date(Date.now() + 86_400_000);\n'],
    // Node-side code beside a page call is not in the page.
    ['test/e2e/x.spec.ts', 'await page.evaluate(() => 1);\nconst at = Date.now();\n'],
    ['test/e2e/x.spec.ts', 'await page.evaluate(Date.now());\n'],
    ['test/unit/x.test.ts', 'vi.useFakeTimers();\n'],
    ['test/unit/x.test.ts', "vi.useFakeTimers({ toFake: ['setTimeout'] });\n"],
  ])('%s: %s', async (file, code) => {
    expect(await problems(file, code), code).toHaveLength(1);
  });
});

describe('lint allows the routes, the page and what names its moment', () => {
  it.each<Case>([
    ['test/helpers/sandbox-at-test-moment.ts', "import { startSandbox } from '@sandbox';\nvoid startSandbox;\n"],
    [
      'test/helpers/app-core-at-test-moment.ts',
      "import { createAppCore } from '@main/app-core';\nvoid createAppCore;\n",
    ],
    ['test/e2e/support/harness-process.ts', "const BUILT = path.join('out', 'harness', 'main.js');\n"],
    ['test/cli/x.test.ts', "void runCli(['sandbox', '--start-at', new Date(TEST_NOW).toISOString()]);\n"],
    ['test/cli/x.test.ts', "void runCli(['call', 'lookup.containers']);\n"],
    ['test/unit/x.test.ts', "expect(names).toEqual(['sandbox', 'store']);\n"],
    ['test/unit/x.test.ts', 'const at = new Date(TEST_NOW);\nconst later = Date.parse(at.toISOString());\n'],
    ['test/unit/x.test.ts', "import type { AppCore } from '@main/app-core';\nlet core: AppCore;\n"],
    ['test/unit/x.test.ts', 'vi.useFakeTimers({ now: TEST_NOW });\n'],
    // Code Playwright runs in the page reads the page's clock, which the fixtures install at the moment.
    ['test/e2e/x.spec.ts', 'await page.evaluate(() => Date.now());\n'],
    ['test/e2e/x.spec.ts', 'await page.evaluate(() => new Date(Date.now() + 86_400_000).toISOString());\n'],
    ['test/e2e/x.spec.ts', 'await locator.evaluate((el) => { el.title = String(new Date()); });\n'],
    ['test/e2e/x.spec.ts', 'await page.waitForFunction(function () { return Date.now() > 0; });\n'],
    // It installs a shifted Date and reads that one back.
    ['test/unit/harness/process-clock.test.ts', 'expect(Date.now()).toBe(START);\n'],
    // Benches time real work on the real clock and assert nothing.
    ['test/bench/x.ts', "import { startSandbox } from '@sandbox';\nconst until = Date.now() + 1_000;\n"],
  ])('%s: %s', async (file, code) => {
    expect(await problems(file, code), code).toEqual([]);
  });
});

describe('the routes start at the tests’ moment', () => {
  it('startSandboxAtTestMoment: both of the sandbox’s clocks', async () => {
    const sandbox = await startSandboxAtTestMoment();
    try {
      for (const now of [sandbox.clock.now(), sandbox.clock.operatorNow()]) {
        expect(now).toBeGreaterThanOrEqual(TEST_NOW);
        // Simulated time runs 60 times faster: an hour of it is a minute of a slow start.
        expect(now).toBeLessThan(TEST_NOW + 3_600_000);
      }
    } finally {
      await sandbox.close();
    }
  });

  it('createAppCoreAtTestMoment: main’s clock and its sandbox’s agree on the moment', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fd-test-moment-'));
    const core = await createAppCoreAtTestMoment({
      dataDir,
      keychain: memoryKeychain(),
      log: silentLog,
      sandbox: { demoHistory: false },
    });
    try {
      expect(core.sandbox.clock.operatorNow()).toBeGreaterThanOrEqual(TEST_NOW);
      expect(core.sandbox.clock.operatorNow()).toBeLessThan(TEST_NOW + 60_000);
      // Main's clock is read back as the time of the last answer.
      await core.invoke('lookups.containers', undefined);
      const status = (await core.invoke('session.status', undefined)) as { ok: true; value: SessionStatus };
      const lastSuccess = Date.parse(status.value.lastSuccessAt ?? '');
      expect(lastSuccess).toBeGreaterThanOrEqual(TEST_NOW);
      expect(lastSuccess).toBeLessThan(TEST_NOW + 60_000);
    } finally {
      await core.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
