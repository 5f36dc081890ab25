import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CliIo } from './io';

/** A normalised value as pretty JSON: on stdout, or into --out FILE. */
export async function printJson(value: unknown, io: CliIo, out?: string): Promise<void> {
  // An empty answer (status-only operations) prints as null, so stdout is always JSON.
  const text = `${JSON.stringify(value ?? null, null, 2)}\n`;
  if (out === undefined || out === '-') {
    io.stdout.write(text);
    return;
  }
  const path = resolve(io.cwd, out);
  await writeFile(path, text, 'utf8');
  io.stderr.write(`Wrote ${path}\n`);
}
