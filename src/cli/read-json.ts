import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CliIo } from './io';
import { CommandFailure, UsageError } from './usage-error';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON in FILE, or on stdin for '-'. A missing file is a usage error; bad JSON is a failed payload. */
export async function readJsonInput(file: string, io: CliIo, what: string): Promise<unknown> {
  let text: string;
  if (file === '-') {
    text = await readAll(io.stdin);
  } else {
    try {
      text = await readFile(resolve(io.cwd, file), 'utf8');
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      throw new UsageError(
        code === 'ENOENT'
          ? `${what} file not found: ${file}`
          : `cannot read ${what} file ${file} (${String(code ?? error)})`,
        'Give the path of a JSON file, or - to read standard input.',
      );
    }
  }
  try {
    // A UTF-8 byte order mark is common in files saved on Windows; JSON.parse refuses it.
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new CommandFailure(
      `${what} ${file === '-' ? '(standard input)' : file} is not valid JSON: ${(error as Error).message}`,
    );
  }
}
