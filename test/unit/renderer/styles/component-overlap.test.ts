import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A component owns its look: a screen (or the app's frame) that needs a
 * sort button, a panel or a notice composes the component instead of
 * writing its rule out again. This test finds a rule of a screen that
 * repeats most of one of a component's rules, declaration for declaration.
 */

const RENDERER = path.resolve(__dirname, '../../../../src/renderer/src');
const COMPONENTS = path.join(RENDERER, 'components');

/** Below this many declarations in common, two rules merely look alike (a flex row, a muted text). */
export const RESTATED_AT = 6;

interface Rule {
  readonly selector: string;
  readonly declarations: ReadonlySet<string>;
}

/** The plain rules of a file's <style> blocks (at-rule blocks left out), with their declarations normalised. */
export function styleRules(source: string): Rule[] {
  const styles = [...source.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  let css = styles.join('\n').replace(/\/\*[\s\S]*?\*\//g, '');
  for (;;) {
    const next = css.replace(/@[^{}]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
    if (next === css) break;
    css = next;
  }
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: (m[1] ?? '').trim(),
    declarations: new Set(
      (m[2] ?? '')
        .split(';')
        .map((d) =>
          d
            .trim()
            .replace(/\s+/g, ' ')
            .replace(/\s*:\s*/, ': '),
        )
        .filter((d) => d.length > 0),
    ),
  }));
}

/** Each rule of `source` that shares RESTATED_AT or more declarations with one rule of a component. */
export function restatedComponentRules(
  source: string,
  components: ReadonlyArray<{ readonly name: string; readonly rules: readonly Rule[] }>,
): string[] {
  const found: string[] = [];
  for (const rule of styleRules(source)) {
    for (const component of components) {
      for (const own of component.rules) {
        const shared = [...own.declarations].filter((d) => rule.declarations.has(d)).length;
        if (shared >= RESTATED_AT) found.push(`${rule.selector} restates ${component.name} ${own.selector}`);
      }
    }
  }
  return found;
}

function svelteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return svelteFiles(full);
    return entry.name.endsWith('.svelte') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(RENDERER, file).split(path.sep).join('/');
const components = svelteFiles(COMPONENTS).map((file) => ({
  name: path.basename(file, '.svelte'),
  rules: styleRules(readFileSync(file, 'utf8')),
}));
const composers = svelteFiles(RENDERER).filter((file) => !relative(file).startsWith('components/'));

describe("components' looks", () => {
  it('finds a rule that writes out most of a component rule again, and leaves a merely similar one', () => {
    const button = {
      name: 'SortButton',
      rules: styleRules(`<style>
        .sort { display: inline-flex; align-items: center; gap: var(--space-1); padding: var(--space-1) 0;
          border: none; background: none; color: inherit; font: inherit; cursor: pointer; }
      </style>`),
    };
    const screen = `<style>
      .sort { display: inline-flex; align-items: center; gap: var(--space-1); padding: var(--space-1) 0;
        border: none; background: transparent; color: inherit; font: inherit; cursor: pointer; }
      .row { display: inline-flex; align-items: center; gap: var(--space-1); color: inherit; cursor: pointer; }
      @media (width < 60rem) { .sort { display: inline-flex; align-items: center; gap: var(--space-1); padding: 0; border: none; color: inherit; } }
    </style>`;
    expect(restatedComponentRules(screen, [button])).toEqual(['.sort restates SortButton .sort']);
  });

  it('is not restated by any screen or by the app frame', () => {
    const offenders = composers
      .map((file) => ({ file: relative(file), rules: restatedComponentRules(readFileSync(file, 'utf8'), components) }))
      .filter(({ rules }) => rules.length > 0);
    expect(offenders).toEqual([]);
  });
});
