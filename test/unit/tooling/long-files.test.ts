import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Small files with one job: a source file over 400 lines says at its top why
 * it is one file ("Over 400 lines because ..."), or is split. The messages
 * Paraglide writes are generated and left out.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'scripts'];
const GENERATED = 'src/shared/i18n/paraglide/';
const SOURCE = /\.(ts|mts|mjs|js|svelte|css)$/;
const MOST_LINES = 400;
/** How far down "at its top" reaches: a header after the imports of a file that has few. */
const TOP_LINES = 40;

/** A file that is long says so, with a reason, near its top. */
export function saysWhyItIsLong(text: string): boolean {
  const top = text.split(/\r?\n/).slice(0, TOP_LINES).join(' ');
  return /over 400 lines (because|for)\b/i.test(top.replace(/\s*\*\s*/g, ' '));
}

/** Lines as `wc -l` counts them: line ends. */
const lineCount = (text: string) => text.match(/\n/g)?.length ?? 0;

function longFiles(): string[] {
  const long: string[] = [];
  for (const folder of FOLDERS) {
    for (const entry of readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })) {
      const file = path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!entry.isFile() || !SOURCE.test(file) || file.startsWith(GENERATED)) continue;
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      if (lineCount(text) > MOST_LINES && !saysWhyItIsLong(text)) long.push(file);
    }
  }
  return long;
}

describe('a source file over 400 lines', () => {
  it('says at its top why it is one file', () => {
    expect(longFiles()).toEqual([]);
  });

  it('counts as said only when the reason is given, not the length alone', () => {
    expect(
      saysWhyItIsLong('/*\n * The client. Over 400 lines because one\n * request is one piece of state.\n */'),
    ).toBe(true);
    expect(saysWhyItIsLong('// one class, over 400 lines for that reason')).toBe(true);
    expect(saysWhyItIsLong('/* A long file of 420 lines. */\nexport const a = 1;')).toBe(false);
  });
});
