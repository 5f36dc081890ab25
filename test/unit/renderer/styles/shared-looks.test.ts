import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarations, RENDERER, styleRules, svelteFiles, withoutComments } from './style-rules';

/**
 * The flex arrangements and text looks in styles/layout.css and
 * styles/text.css are named in markup (class="stack gap-3", "text-hint").
 * A component whose <style> writes one of them out again, as a rule made of
 * nothing else, is restating a shared look: this test finds such rules.
 */

const STYLES = path.join(RENDERER, 'styles');

type Declarations = ReadonlySet<string>;

/** Each shared class and the declarations it stands for, read from the stylesheets. */
export function sharedLooks(css: string): Map<string, Declarations> {
  const looks = new Map<string, Declarations>();
  const clean = withoutComments(css);
  for (const match of clean.matchAll(/:where\(\.([\w-]+)\)\s*\{([^{}]*)\}/g)) {
    looks.set(match[1] ?? '', declarations(match[2] ?? ''));
  }
  return looks;
}

/**
 * The selectors of plain rules (not inside @media or @container, where a
 * screen legitimately changes its arrangement) that are wholly made of shared
 * looks: every declaration is covered by a look that fits inside the rule.
 */
export function restatedRules(source: string, looks: Map<string, Declarations>): string[] {
  const restated: string[] = [];
  for (const { selector, declarations: rule } of styleRules(source)) {
    // A state (:hover), a pseudo-element or a child component's element is not markup a class can go on.
    if (/:(?!where|is)|::|:global/.test(selector)) continue;
    // Nor a form control named by its tag: base.css gives controls `font: inherit; color: inherit`, which outweighs these looks.
    if (/(?:^|[\s>+~,])(?:input|select|textarea|button)\b/.test(selector)) continue;
    if (rule.size === 0) continue;
    const covered = new Set<string>();
    for (const look of looks.values()) {
      if ([...look].every((d) => rule.has(d))) for (const d of look) covered.add(d);
    }
    if ([...rule].every((d) => covered.has(d))) restated.push(selector);
  }
  return restated;
}

const looks = sharedLooks(
  ['layout.css', 'text.css'].map((name) => readFileSync(path.join(STYLES, name), 'utf8')).join('\n'),
);

describe('shared layout and text looks', () => {
  it('reads the shared classes from the stylesheets', () => {
    expect(looks.get('stack')).toEqual(new Set(['display: flex', 'flex-direction: column']));
    expect(looks.get('gap-3')).toEqual(new Set(['gap: var(--space-3)']));
    expect(looks.get('text-hint')).toEqual(new Set(['color: var(--color-text-subtle)', 'font-size: var(--text-sm)']));
  });

  it('finds a rule made only of shared looks, and leaves the rest', () => {
    const source = `<div></div><style>
      .list { display: flex; flex-direction: column; gap: var(--space-3); }
      .hint { font-size: var(--text-sm); color: var(--color-text-subtle) }
      .bar { display: flex; align-items: center; gap: var(--space-2); padding: 0; }
      .flexonly { display: flex; }
      .x:hover { color: var(--color-text-subtle); font-size: var(--text-sm); }
      input.code { font-family: var(--font-mono); }
      @media (width < 60rem) { .list { display: flex; flex-direction: column; } }
    </style>`;
    expect(restatedRules(source, looks)).toEqual(['.list', '.hint']);
  });

  it('is not restated by any component or screen', () => {
    const offenders = svelteFiles(RENDERER)
      .map((file) => ({
        file: path.relative(RENDERER, file).split(path.sep).join('/'),
        rules: restatedRules(readFileSync(file, 'utf8'), looks),
      }))
      .filter(({ rules }) => rules.length > 0);
    expect(offenders).toEqual([]);
  });
});
