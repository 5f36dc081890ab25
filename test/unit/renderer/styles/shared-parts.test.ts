import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainRules, RENDERER, styleOf, withoutComments } from './style-rules';

/**
 * styles/parts.css names the looks several components used to write out
 * each on its own (the spinner, the hover tint of a quiet control, the plain
 * button, the boxed notice, the status tones) and layout.css names the list
 * reset. A component that writes one of them out again, as a rule holding
 * every declaration of the shared one, or defines the same @keyframes, has
 * started a copy that will drift: this test finds it.
 */

const COMPONENTS = path.join(RENDERER, 'components');

export function keyframeNames(css: string): string[] {
  return [...withoutComments(css).matchAll(/@keyframes\s+([\w-]+)/g)].map((m) => m[1] ?? '');
}

/** The component rules that hold every declaration of a shared look, and the shared keyframes they define again. */
export function copiesOf(shared: string, source: string): string[] {
  const looks = plainRules(shared).filter((look) => look.declarations.size >= 2);
  const css = styleOf(source);
  const copies = plainRules(css)
    .filter((rule) => looks.some((look) => [...look.declarations].every((d) => rule.declarations.has(d))))
    .map((rule) => rule.selector);
  const names = new Set(keyframeNames(shared));
  return [
    ...copies,
    ...keyframeNames(css)
      .filter((name) => names.has(name))
      .map((name) => `@keyframes ${name}`),
  ];
}

const read = (name: string) => readFileSync(path.join(RENDERER, 'styles', name), 'utf8');
/** parts.css, and the list reset of layout.css (its arrangements are checked by shared-looks.test.ts). */
const shared = [read('parts.css'), /:where\(\.plain-list\)\s*\{[^}]*\}/.exec(read('layout.css'))?.[0] ?? ''].join('\n');

describe('looks the components share', () => {
  it('reads the list reset from layout.css', () => {
    expect(shared).toContain('list-style: none');
  });

  it('finds a rule that writes a shared look out again, and keyframes defined twice', () => {
    const source = `<span></span><style>
      .tab:hover { background: var(--color-surface-hover); color: var(--color-text); cursor: pointer; }
      .list { margin: 0; padding: 0; list-style: none; }
      .tab { background: var(--color-surface-hover); }
      .own { color: var(--color-text); }
      @keyframes spin { to { transform: rotate(360deg); } }
      @keyframes pulse { 50% { opacity: 0.35; } }
    </style>`;
    expect(copiesOf(shared, source)).toEqual(['.tab:hover', '.list', '@keyframes spin']);
  });

  it('is not written out again by any component', () => {
    const copies = readdirSync(COMPONENTS)
      .filter((name) => name.endsWith('.svelte'))
      .map((name) => ({ name, copies: copiesOf(shared, readFileSync(path.join(COMPONENTS, name), 'utf8')) }))
      .filter(({ copies }) => copies.length > 0);
    expect(copies).toEqual([]);
  });
});
