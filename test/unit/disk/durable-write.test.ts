import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileDurably, type DurableFs, type WritableHandle } from '@main/disk/durable-write';

/** A file system double that records each call, in order; `fail` makes one call throw. */
function recordingFs(fail: Partial<Record<string, NodeJS.ErrnoException>> = {}) {
  const calls: string[] = [];
  const step = async (name: string): Promise<void> => {
    calls.push(name);
    const error = fail[name];
    if (error) throw error;
  };
  const handle = (what: string): WritableHandle => ({
    writeFile: () => step(`write ${what}`),
    sync: () => step(`sync ${what}`),
    close: () => step(`close ${what}`),
  });
  const kind = (path: string) => (path.endsWith('.tmp') ? 'temp' : path.endsWith('settings.json') ? 'file' : 'folder');
  const fs: DurableFs = {
    mkdir: () => step('mkdir'),
    open: async (path, flags) => {
      await step(`open ${kind(path)} ${flags}`);
      return handle(kind(path));
    },
    rename: (from, to) => step(`rename ${kind(from)} -> ${kind(to)}`),
    rm: (path) => step(`rm ${kind(path)}`),
  };
  return { fs, calls };
}

const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(code), { code });

describe('writeFileDurably', () => {
  it('flushes the temp file before the rename and the folder after it', async () => {
    const { fs, calls } = recordingFs();
    await writeFileDurably('/data/settings.json', '{}', { fs, platform: 'linux' });
    expect(calls).toEqual([
      'mkdir',
      'open temp wx',
      'write temp',
      'sync temp',
      'close temp',
      'rename temp -> file',
      'open folder r',
      'sync folder',
      'close folder',
    ]);
  });

  it('does not try to open the folder on Windows, which cannot open one', async () => {
    const { fs, calls } = recordingFs();
    await writeFileDurably('C:\\data\\settings.json', '{}', { fs, platform: 'win32' });
    expect(calls.at(-1)).toBe('rename temp -> file');
    expect(calls.some((c) => c.includes('folder'))).toBe(false);
  });

  it('accepts a file system that refuses to open or flush a folder', async () => {
    for (const failing of ['open folder r', 'sync folder']) {
      for (const code of ['EISDIR', 'EPERM', 'EINVAL']) {
        const warnings: string[] = [];
        const { fs, calls } = recordingFs({ [failing]: errno(code) });
        await writeFileDurably('/data/settings.json', '{}', { fs, platform: 'linux', warn: (m) => warnings.push(m) });
        expect(calls).toContain('rename temp -> file');
        expect(warnings).toEqual([]);
      }
    }
  });

  it('reports, without failing, a folder flush that failed after the rename put the new content in place', async () => {
    const warnings: string[] = [];
    const { fs } = recordingFs({ 'sync folder': errno('EIO') });
    await writeFileDurably('/data/settings.json', '{}', { fs, platform: 'linux', warn: (m) => warnings.push(m) });
    expect(warnings).toEqual([
      expect.stringMatching(/settings\.json was written, but its folder could not be flushed/),
    ]);
  });

  it('removes the temp file and leaves the old file in place when writing or flushing it fails', async () => {
    for (const failing of ['write temp', 'sync temp', 'rename temp -> file']) {
      const { fs, calls } = recordingFs({ [failing]: errno('ENOSPC') });
      await expect(writeFileDurably('/data/settings.json', '{}', { fs, platform: 'linux' })).rejects.toMatchObject({
        code: 'disk-full',
      });
      expect(calls.at(-1)).toBe('rm temp');
      expect(calls.filter((c) => c.startsWith('rename'))).toEqual(failing.startsWith('rename') ? [failing] : []);
    }
  });

  it('says a full disk and a read-only folder in words, naming the folder; other failures stay as they are', async () => {
    const refused = async (code: string) =>
      writeFileDurably('/data/settings.json', '{}', { fs: recordingFs({ 'open temp wx': errno(code) }).fs }).then(
        () => null,
        (error: unknown) => error as { code: string; message: string },
      );
    expect(await refused('ENOSPC')).toMatchObject({
      code: 'disk-full',
      message: 'The disk is full: Freight Desk could not write to /data. Free some space on that disk, then try again.',
    });
    expect(await refused('EROFS')).toMatchObject({
      code: 'read-only',
      message: expect.stringMatching(/^The data folder is read-only: Freight Desk could not write to \/data\. /),
    });
    expect(await refused('EACCES')).toMatchObject({ code: 'read-only' });
    expect(await refused('EIO')).toMatchObject({ code: 'EIO', message: 'EIO' });
  });

  it('writes the text through Node’s file system, with no temp file left', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fd-durable-'));
    const path = join(dir, 'settings.json');
    await writeFileDurably(path, 'first');
    await Promise.all([writeFileDurably(path, 'second'), writeFileDurably(path, 'third')]);
    expect(['second', 'third']).toContain(await readFile(path, 'utf8'));
    expect(await readdir(dir)).toEqual(['settings.json']);
  });
});
