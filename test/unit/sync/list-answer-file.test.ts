import { promises as fs, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { incomingFolder, newListAnswerFile } from '@main/sync/list-answer-file';

/** The file a sync's list waits in: a new one per sync, and what a killed desk left is deleted. */
const dataDir = mkdtempSync(join(tmpdir(), 'fd-incoming-'));
afterEach(() => vi.restoreAllMocks());

describe('the file a sync saves the list to', () => {
  it('is a new file in the incoming folder, and a list left by a killed desk is deleted', async () => {
    await newListAnswerFile(dataDir, 'p-1');
    writeFileSync(join(incomingFolder(dataDir), 'shipments-p-1-left.json'), '[]');
    const file = await newListAnswerFile(dataDir, 'p-1');
    expect(file.startsWith(incomingFolder(dataDir))).toBe(true);
    expect(readdirSync(incomingFolder(dataDir))).toEqual([]);
    expect(await newListAnswerFile(dataDir, 'p-1')).not.toBe(file);
  });

  it('a left file the system will not delete yet (a thread still reads it) does not stop the next sync', async () => {
    writeFileSync(join(incomingFolder(dataDir), 'shipments-p-1-held.json'), '[]');
    vi.spyOn(fs, 'rm').mockRejectedValue(Object.assign(new Error('EPERM: operation not permitted'), { code: 'EPERM' }));
    await expect(newListAnswerFile(dataDir, 'p-1')).resolves.toContain('shipments-p-1-');
    vi.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
