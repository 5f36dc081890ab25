import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Comments say why in a sentence; a measured time goes to the bench's table
 * and docs/performance.md, where it can be measured again, never into a
 * comment that goes stale. A comment of src that quotes a number of ms or µs
 * fails here. Sizes are not checked: a limit the code enforces ("the 25 MiB
 * upload limit") is said in the same units.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const GENERATED = 'src/shared/i18n/paraglide/';
const SOURCE = /\.(ts|mts|cts|js|mjs|cjs|svelte)$/;
const MEASURED_TIME = /\d[\d,.]*\s?(ms|µs)\b/;

/** The comments of a script: every comment range TypeScript's scanner finds before or after a token. */
function scriptComments(text: string): string[] {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, false);
  const seen = new Map<number, string>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()));
    take(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  take(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...seen.values()];
}

/** The comments of a file: its scripts' and, in a Svelte component, its markup's. */
export function commentsOf(file: string, text: string): string[] {
  if (!file.endsWith('.svelte')) return scriptComments(text);
  const scripts = [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) =>
    scriptComments(match[1] ?? ''),
  );
  const markup = [...text.matchAll(/<!--([\s\S]*?)-->/g)].map((match) => match[0]);
  return [...scripts, ...markup];
}

/** The lines of a file's comments that quote a measured time, as `file: line`. */
export function timesQuoted(file: string, text: string): string[] {
  return commentsOf(file, text)
    .flatMap((comment) => comment.split(/\r?\n/))
    .filter((line) => MEASURED_TIME.test(line))
    .map((line) => `${file}: ${line.trim()}`);
}

function sourceFiles(): string[] {
  return readdirSync(path.join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => SOURCE.test(file) && !file.startsWith(GENERATED));
}

describe('a comment in src', () => {
  it('quotes no measured time: figures go to docs/performance.md', () => {
    const quoted = sourceFiles().flatMap((file) => timesQuoted(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(quoted).toEqual([]);
  });

  it('is found in a script, its strings and code left alone', () => {
    const text = [
      '/** Took 20 ms here. */',
      'const timeoutMs = 5_000; // about 1.5 µs a row',
      "const words = '30 ms in a string';",
      'const later = `${1} ms`;',
      '// the 25 MiB upload limit',
    ].join('\n');
    expect(timesQuoted('a.ts', text)).toEqual(['a.ts: /** Took 20 ms here. */', 'a.ts: // about 1.5 µs a row']);
  });

  it('is found in a component, in its script and its markup', () => {
    const text = '<script lang="ts">\n  // held 40 ms\n  let a = 1;\n</script>\n<!-- drawn in 3ms -->\n<p>{a} ms</p>';
    expect(timesQuoted('A.svelte', text)).toEqual(['A.svelte: // held 40 ms', 'A.svelte: <!-- drawn in 3ms -->']);
  });
});
