import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runExpectingRefusal, type EndedRun } from '../helpers/refused-start';
import { TEST_NOW } from '../helpers/test-clock';
import { startHarnessProcess, type HarnessProcess } from './support/harness-process';

/**
 * One desk per data folder: a second web harness, or `freight-desk sandbox`,
 * on a folder a harness runs on is refused in one line naming the folder and
 * the harness; once the harness is gone (kill -9 too) the folder is free.
 */

const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

// A harness expected to be refused: startHarnessProcess waits for one that serves; --start-at is given all the same.
const harnessOn = (dataDir: string) =>
  // eslint-disable-next-line freight-desk-clock/at-test-moment -- a start meant to fail, with --start-at given
  runExpectingRefusal(['out/harness/main.js', '--port', '0', '--data', dataDir, '--start-at', new Date(TEST_NOW).toISOString()], PROJECT_ROOT, /^http:\/\/127\./);
const sandboxOn = (dataDir: string) =>
  runExpectingRefusal(
    ['bin/freight-desk.js', 'sandbox', '--port', '0', '--data', dataDir, '--start-at', new Date(TEST_NOW).toISOString()],
    PROJECT_ROOT,
    /sandbox running at/,
  );

/** Refused: a non-zero exit and one line on stderr, naming the folder and the harness that holds it. */
function expectRefused(ended: EndedRun, folder: string, holder: HarnessProcess): void {
  expect(ended.code).not.toBe(0);
  const lines = ended.stderr.trimEnd().split(/\r?\n/);
  expect(lines, ended.stderr).toHaveLength(1);
  expect(lines[0]).toContain(folder);
  expect(lines[0]).toContain(`the web harness (pid ${holder.pid})`);
}

test.describe('one desk per data folder', () => {
  test('a second harness and a sandbox on its folders are refused; after a kill -9 the folder starts again', async () => {
    test.setTimeout(180_000);
    const first = await startHarnessProcess({ startAt: TEST_NOW });
    let last: HarnessProcess | undefined;
    try {
      expectRefused(await harnessOn(first.dataDir), first.dataDir, first);
      // The sandbox's state of that desk, and the desk's folder itself.
      const sandboxState = path.join(first.dataDir, 'sandbox');
      expectRefused(await sandboxOn(sandboxState), sandboxState, first);
      expectRefused(await sandboxOn(first.dataDir), first.dataDir, first);

      process.kill(first.pid, 'SIGKILL');
      await first.stop({ keepData: true });
      last = await startHarnessProcess({ startAt: TEST_NOW, workDir: first.workDir });
      expect(last.dataDir).toBe(first.dataDir);
    } finally {
      await (last ?? first).stop();
    }
  });
});
