import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/ARCHITECTURE.md is the map a newcomer opens first: every path it names
 * in backticks must lead somewhere. A path is a backticked text holding a
 * folder separator or ending in a source file's extension. One with a
 * separator names a file or folder from the repository's root; a bare file
 * name (`app-core.ts`, said right after its folder) names a file at the
 * root or in the project's own folders. Placeholders (`<area>`) and ellipses are not paths.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PAGE = path.join(ROOT, 'docs', 'ARCHITECTURE.md');
const PROJECT_FOLDERS = ['src', 'scripts', 'test', 'eslint-rules', 'messages', 'docs'];
const FILE_ENDINGS = /\.(ts|mts|mjs|js|svelte|json|css|md|yml|yaml)$/;

/** The backticked texts of the page that name a path, each with the line it is on. */
export function namedPaths(markdown: string): { readonly path: string; readonly line: number }[] {
  const named: { path: string; line: number }[] = [];
  markdown.split(/\r?\n/).forEach((text, index) => {
    for (const [, quoted = ''] of text.matchAll(/`([^`]+)`/g)) {
      if (/[\s<>…*]/.test(quoted) || quoted.startsWith('@')) continue;
      const bare = quoted.replace(/\/$/, '');
      if (bare.includes('/') || FILE_ENDINGS.test(bare)) named.push({ path: bare, line: index + 1 });
    }
  });
  return named;
}

/** The names of every file in the project's own folders. */
function fileNames(): Set<string> {
  const names = new Set<string>();
  for (const folder of PROJECT_FOLDERS) {
    for (const entry of readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) names.add(entry.name);
    }
  }
  return names;
}

function existing(): (named: string) => boolean {
  const names = fileNames();
  return (named) => existsSync(path.join(ROOT, ...named.split('/'))) || (!named.includes('/') && names.has(named));
}

describe('the architecture page', () => {
  it('names only paths that exist in the repository', () => {
    const named = namedPaths(readFileSync(PAGE, 'utf8'));
    const exists = existing();
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((n) => !exists(n.path)).map((n) => `line ${n.line}: ${n.path}`)).toEqual([]);
  });

  it('takes a backticked file or folder for a path, and leaves names, channels and placeholders alone', () => {
    const page = [
      'See `src/main/app-core.ts`, `router.ts` and `test/e2e/`,',
      'channel `rating.rate`, `AppCore`, `src/shared/api/<area>.ts`, `@shared/…`.',
    ].join('\n');
    expect(namedPaths(page)).toEqual([
      { path: 'src/main/app-core.ts', line: 1 },
      { path: 'router.ts', line: 1 },
      { path: 'test/e2e', line: 1 },
    ]);
  });
});
