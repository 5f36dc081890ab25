import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { z } from 'zod';

/**
 * Reads a JSON file through a schema. A missing file gives `fallback`; a file
 * that is not valid JSON or does not fit the schema is moved aside (never
 * overwritten, so nothing the operator had is lost) and `fallback` is used.
 */
export async function readJsonFile<S extends z.ZodType>(
  path: string,
  schema: S,
  fallback: z.output<S>,
  warn: (message: string) => void,
): Promise<z.output<S>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
  try {
    return schema.parse(JSON.parse(text));
  } catch (error) {
    const aside = `${path}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(path, aside);
    warn(`${path} could not be read (${(error as Error).message.split('\n')[0]}); it was kept as ${aside} and defaults are used.`);
    return fallback;
  }
}

/** Writes JSON atomically (temp file, then rename) so a crash never leaves half a file. */
export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  await rename(temp, path);
}
