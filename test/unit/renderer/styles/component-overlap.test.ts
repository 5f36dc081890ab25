import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDERER, styleRules, svelteFiles, type Rule } from './style-rules';

/**
 * A component owns its look: a screen (or the app's frame) that needs a
 * sort button, a panel or a notice composes the component instead of
 * writing its rule out again. This test finds a rule of a screen that
 * repeats most of one of a component's rules, declaration for declaration.
 */

const COMPONENTS = path.join(RENDERER, 'components');

/** Below this many declarations in common, two rules merely look alike (a flex row, a muted text). */
export const RESTATED_AT = 6;

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
