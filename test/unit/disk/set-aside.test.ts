import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setFileAside } from '@main/disk/set-aside';

const AT = new Date('2031-02-03T04:05:06.789Z');
const STAMP = '2031-02-03T04-05-06-789Z';

describe('setFileAside', () => {
  it('renames the file and its companions under one new name, and deletes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fd-aside-'));
    const file = join(dir, 'p.sqlite');
    await writeFile(file, 'db');
    await writeFile(`${file}-wal`, 'log');
    const setAsidePath = setFileAside(file, AT, ['-wal', '-shm']);
    expect(setAsidePath).toBe(`${file}.broken-${STAMP}`);
    expect((await readdir(dir)).sort()).toEqual([`p.sqlite.broken-${STAMP}`, `p.sqlite.broken-${STAMP}-wal`]);
    expect(await readFile(setAsidePath, 'utf8')).toBe('db');
    expect(await readFile(`${setAsidePath}-wal`, 'utf8')).toBe('log');
  });

  it('never replaces an earlier copy, nor an earlier copy’s companion', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fd-aside-'));
    const file = join(dir, 'p.sqlite');
    await writeFile(`${file}.broken-${STAMP}`, 'first');
    await writeFile(`${file}.broken-${STAMP}-2-wal`, 'a stray log');
    await writeFile(file, 'second');
    expect(setFileAside(file, AT, ['-wal'])).toBe(`${file}.broken-${STAMP}-3`);
    expect(await readFile(`${file}.broken-${STAMP}`, 'utf8')).toBe('first');
    expect(await readFile(`${file}.broken-${STAMP}-2-wal`, 'utf8')).toBe('a stray log');
  });
});
