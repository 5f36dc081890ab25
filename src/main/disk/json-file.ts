import { promises as fs } from 'node:fs';
import { ZodError, type z } from 'zod';
import { m } from '@shared/i18n/messages';
import type { SetAsideSettingsFile } from '@shared/ipc/settings-file';
import { writeFileDurably } from './durable-write';
import { setFileAside } from './set-aside';

export interface JsonFileRead<T> {
  readonly value: T;
  /** Set when the file could not be read and was moved aside (the fallback is the value then). */
  readonly setAside: SetAsideSettingsFile | null;
}

export interface ReadJsonOptions {
  readonly warn: (message: string) => void;
  /** The clock that names a set-aside copy. */
  readonly now: () => Date;
}

/**
 * Reads a JSON file through a schema. A missing file gives `fallback`; a file
 * that is not valid JSON or does not fit the schema is moved aside as
 * `<file>.broken-<time>` (never overwritten, never deleted, so nothing the
 * operator had is lost), `fallback` is used, and the caller learns where the
 * copy is so it can tell the operator.
 */
export async function readJsonFile<S extends z.ZodType>(
  path: string,
  schema: S,
  fallback: z.output<S>,
  options: ReadJsonOptions,
): Promise<JsonFileRead<z.output<S>>> {
  let text: string;
  try {
    text = await fs.readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { value: fallback, setAside: null };
    throw error;
  }
  let reason: string;
  try {
    return { value: schema.parse(JSON.parse(text)), setAside: null };
  } catch (error) {
    reason = unreadableReason(text, error);
  }
  const at = options.now();
  const setAsidePath = setFileAside(path, at);
  options.warn(m.main_json_file_set_aside({ path, reason, setAsidePath }));
  return { value: fallback, setAside: { file: path, setAsidePath, reason, at: at.toISOString() } };
}

/** Why a file's text is not what was expected, in words for the operator. */
function unreadableReason(text: string, error: unknown): string {
  if (text.trim() === '') return m.main_json_file_empty();
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return m.main_json_file_unexpected({ problem: `${where}${issue?.message ?? m.main_json_file_unexpected_content()}` });
  }
  return m.main_json_file_not_json({ detail: (error as Error).message.split('\n')[0] ?? '' });
}

/**
 * Writes JSON durably (see writeFileDurably): a crash or a kill at any moment
 * leaves the old file or the new one, and concurrent writes never share a temp file.
 */
export async function writeJsonFile(path: string, value: unknown, warn?: (message: string) => void): Promise<void> {
  await writeFileDurably(path, `${JSON.stringify(value, null, 2)}\n`, warn ? { warn } : {});
}
