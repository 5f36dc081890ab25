import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * A CommonJS file run with V8's code cache: its compiled code is kept beside
 * it (`<file>.cache`) and read back at the next start instead of compiling
 * the file again. The built harness is one large file, and compiling it was
 * half of the harness's start. Node 22 does this by itself (module.enableCompileCache);
 * Node 20, which the project supports, does not.
 *
 * V8 checks a cache against its own version and flags, but of the source only
 * its length: the cache starts with a hash of the source it was made from,
 * and a cache of other source (a new build) is never used.
 *
 * The file must not use import(): Node 20 loses the callback that import()
 * needs in code read from a cache (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING).
 * The harness's build turns its import() of packages into require()
 * (scripts/build-harness.ts).
 */
export interface CachedRun {
  /** What the file exported (module.exports). */
  readonly exports: unknown;
  /** Whether its compiled code came from the cache. */
  readonly fromCache: boolean;
  /**
   * Keeps the compiled code for the next start, unless it came from the
   * cache: called once the program has started, so that the functions its
   * start ran are in it, not only the file's top level.
   */
  keepCache(): void;
}

const HASH_BYTES = 32;

/** Of the file's bytes, not its text: hashing the string makes its UTF-8 again first. */
function sourceHash(bytes: Buffer): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** The cache made from this very source, or undefined (none, unreadable, or of other source). */
function readCache(cacheFile: string, hash: Buffer): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  if (bytes.length <= HASH_BYTES || !bytes.subarray(0, HASH_BYTES).equals(hash)) return undefined;
  return bytes.subarray(HASH_BYTES);
}

/** Runs `file` as Node's require would (its own require, module, __filename, __dirname), with the code cache. */
export function runWithCodeCache(file: string): CachedRun {
  const bytes = readFileSync(file);
  const hash = sourceHash(bytes);
  const source = bytes.toString('utf8');
  const cacheFile = `${file}.cache`;
  const cachedData = readCache(cacheFile, hash);
  const script = new vm.Script(Module.wrap(source), { filename: file, ...(cachedData ? { cachedData } : {}) });
  const fromCache = cachedData !== undefined && !script.cachedDataRejected;
  const module = new Module(file);
  module.filename = file;
  // Module's own list of node_modules folders above a directory (not in @types/node).
  module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    path.dirname(file),
  );
  // Module.wrap's function: (exports, require, module, __filename, __dirname).
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  module.loaded = true;
  return {
    get exports() {
      return module.exports;
    },
    fromCache,
    keepCache() {
      if (fromCache) return;
      try {
        // Written whole, then renamed: a harness starting meanwhile reads the old cache or none, never half of one.
        const partial = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(partial, Buffer.concat([hash, script.createCachedData()]));
        renameSync(partial, cacheFile);
      } catch {
        // A folder the harness cannot write to: it compiles its file at each start, as without a cache.
      }
    },
  };
}
