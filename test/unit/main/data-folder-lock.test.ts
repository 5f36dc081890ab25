import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderInUseError, holdDataFolder } from '@main/data-folder-lock';
import { startSandboxAtTestMoment } from '../../helpers/sandbox-at-test-moment';
import { TEST_NOW } from '../../helpers/test-clock';

describe('the data folder lock', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-folder-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const refusal = (hold: () => unknown): FolderInUseError => {
    try {
      hold();
    } catch (error) {
      if (error instanceof FolderInUseError) return error;
      throw error;
    }
    throw new Error('the folder was held twice');
  };

  it('holds a folder once: a second hold is refused, naming the folder, the process and what it is', () => {
    const dir = folder();
    const desk = holdDataFolder(dir, 'desktop app');
    try {
      const refused = refusal(() => holdDataFolder(dir, 'web harness'));
      expect(refused.message).toBe(
        `${dir} is in use by the desktop app (pid ${process.pid}): stop it first, or use another data folder`,
      );
      expect(refused.holder).toEqual({ pid: process.pid, kind: 'desktop app' });
    } finally {
      desk.release();
    }
    // Let go: the next desk holds it, and nothing of the first is left but the lock file itself.
    holdDataFolder(dir, 'web harness').release();
    expect(readdirSync(dir)).toEqual(['freight-desk.lock']);
  });

  it('never names a process that is gone: a holder note left by a killed one is not believed', () => {
    const dir = folder();
    const desk = holdDataFolder(dir, 'web harness');
    try {
      // As a desk killed before it could write its own note, with an old one left there.
      writeFileSync(join(dir, 'freight-desk.lock.json'), JSON.stringify({ pid: 2 ** 22 + 17, kind: 'sandbox' }));
      const refused = refusal(() => holdDataFolder(dir, 'web harness'));
      expect(refused.holder).toBeNull();
      expect(refused.message).toContain(`${dir} is in use by another Freight Desk process`);
    } finally {
      desk.release();
    }
  });

  it("a sandbox holds its state's folder: a second sandbox on it is refused until the first closes", async () => {
    const dir = folder();
    const first = await startSandboxAtTestMoment({ dataDir: dir, clockStartAt: TEST_NOW });
    try {
      await expect(startSandboxAtTestMoment({ dataDir: dir, clockStartAt: TEST_NOW })).rejects.toThrow(
        `${dir} is in use by the sandbox (pid ${process.pid})`,
      );
    } finally {
      await first.close();
    }
    const second = await startSandboxAtTestMoment({ dataDir: dir, clockStartAt: TEST_NOW });
    await second.close();
  });
});
