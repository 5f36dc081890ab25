import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** The path in a "Saved to <path>" message (the harness saves to its downloads folder). */
export async function savedPath(notice: Locator): Promise<string> {
  await expect(notice).toContainText('Saved to ');
  const text = (await notice.innerText()).trim();
  return text.slice(text.indexOf('Saved to ') + 'Saved to '.length).trim();
}

/** A saved CSV's records (header first), after checking it starts with the UTF-8 byte order mark. */
export async function csvRecords(file: string): Promise<string[]> {
  const csv = await readFile(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  return csv
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '');
}
