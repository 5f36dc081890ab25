import { readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * Reading the renderer's CSS for the tests that keep its looks in one place
 * (shared-looks, shared-parts, component-looks, component-overlap and the
 * table CSS test): the rules of a stylesheet or of a .svelte file's <style>,
 * each with its declarations written one way.
 */

export const RENDERER = path.resolve(__dirname, '../../../../src/renderer/src');

export interface Rule {
  readonly selector: string;
  readonly declarations: ReadonlySet<string>;
}

export function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** A rule's declarations, one space after each colon and none elsewhere, so equal ones compare equal. */
export function declarations(body: string): ReadonlySet<string> {
  return new Set(
    body
      .split(';')
      .map((d) =>
        d
          .trim()
          .replace(/\s+/g, ' ')
          .replace(/\s*:\s*/, ': '),
      )
      .filter((d) => d.length > 0),
  );
}

/** The CSS of a .svelte file's <style> blocks. */
export function styleOf(source: string): string {
  return [...source.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('\n');
}

/**
 * The plain rules of a stylesheet: rules inside @media, @container or
 * @keyframes are left out (a screen may change its arrangement there).
 */
export function plainRules(css: string): Rule[] {
  let clean = withoutComments(css);
  for (;;) {
    const next = clean.replace(/@[^{}]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
    if (next === clean) break;
    clean = next;
  }
  return [...clean.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: (m[1] ?? '').trim(),
    declarations: declarations(m[2] ?? ''),
  }));
}

/** The plain rules of a .svelte file's <style> blocks. */
export function styleRules(source: string): Rule[] {
  return plainRules(styleOf(source));
}

/** Every .svelte file below a folder. */
export function svelteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return svelteFiles(full);
    return entry.name.endsWith('.svelte') ? [full] : [];
  });
}
