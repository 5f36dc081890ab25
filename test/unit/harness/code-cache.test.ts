import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runWithCodeCache } from '@harness/code-cache';

/*
 * The built harness runs its 2.8 MB file through V8's code cache: a start
 * after the first reads the compiled code instead of compiling it. Here with
 * small files, each run as a CommonJS module would be.
 */
describe('a file run with its code cache', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  async function folder(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'code-cache-'));
    dirs.push(dir);
    return dir;
  }

  const program = (answer: number) => `
    const { helper } = require('./helper');
    exports.answer = helper(${answer});
    exports.where = { file: __filename, dir: __dirname, isModule: module.exports === exports };
  `;

  async function files(answer: number): Promise<string> {
    const dir = await folder();
    await writeFile(path.join(dir, 'helper.js'), 'exports.helper = (n) => n * 2;');
    await writeFile(path.join(dir, 'program.js'), program(answer));
    return path.join(dir, 'program.js');
  }

  /**
   * The file and its cache in a new folder: V8 also keeps what it compiled in memory, by source and
   * file name, and a run under the same name would find that rather than read the cache.
   */
  async function moved(file: string): Promise<string> {
    const dir = await folder();
    for (const name of ['helper.js', 'program.js', 'program.js.cache']) {
      const from = path.join(path.dirname(file), name);
      if (existsSync(from)) await writeFile(path.join(dir, name), await readFile(from));
    }
    return path.join(dir, 'program.js');
  }

  it('runs as Node would run it: its require, exports, __filename and __dirname', async () => {
    const file = await files(21);
    const run = runWithCodeCache(file);
    const exports = run.exports as { answer: number; where: object };
    expect(exports.answer).toBe(42);
    expect(exports.where).toEqual({ file, dir: path.dirname(file), isModule: true });
  });

  it('compiles the first time and keeps the cache; the next run takes its code from it', async () => {
    const file = await files(21);
    const first = runWithCodeCache(file);
    expect(first.fromCache).toBe(false);
    expect(existsSync(`${file}.cache`)).toBe(false);
    first.keepCache();
    expect(existsSync(`${file}.cache`)).toBe(true);

    const second = runWithCodeCache(await moved(file));
    expect(second.fromCache).toBe(true);
    expect((second.exports as { answer: number }).answer).toBe(42);
  });

  it('never uses the cache of other source, even of the same length (a new build)', async () => {
    const file = await files(21);
    runWithCodeCache(file).keepCache();
    // Same length as before: V8's own check of the source would take this cache.
    await writeFile(file, program(33));
    const rebuiltFile = await moved(file);
    const rebuilt = runWithCodeCache(rebuiltFile);
    expect(rebuilt.fromCache).toBe(false);
    expect((rebuilt.exports as { answer: number }).answer).toBe(66);
    // And it keeps the new one.
    rebuilt.keepCache();
    expect(runWithCodeCache(await moved(rebuiltFile)).fromCache).toBe(true);
  });

  it('compiles as without a cache when the cache is damaged', async () => {
    const file = await files(21);
    runWithCodeCache(file).keepCache();
    const cache = await readFile(`${file}.cache`);
    // The source's hash kept, V8's part cut short.
    await writeFile(`${file}.cache`, cache.subarray(0, 40));
    const run = runWithCodeCache(await moved(file));
    expect(run.fromCache).toBe(false);
    expect((run.exports as { answer: number }).answer).toBe(42);
  });

  it('runs without keeping a cache where it cannot write one', async () => {
    const file = await files(21);
    // A folder in the cache's place: the write fails, the program is not disturbed.
    await mkdir(`${file}.cache`);
    const run = runWithCodeCache(file);
    expect(() => run.keepCache()).not.toThrow();
    expect((run.exports as { answer: number }).answer).toBe(42);
  });
});
