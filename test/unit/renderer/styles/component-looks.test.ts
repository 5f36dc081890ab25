import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDERER, styleRules, svelteFiles, type Rule } from './style-rules';

/**
 * A component owns its look: a card's frame, a notice's tint, a field's
 * border. A screen whose <style> writes one of those looks out again (every
 * declaration of a component's rule, in one rule of its own) has copied the
 * component instead of composing it, and drifts from it. This test finds
 * such rules.
 */

const COMPONENTS = path.join(RENDERER, 'components');
const SCREENS = path.join(RENDERER, 'screens');

/** A rule needs this many declarations to be a look of its own, not a common pair (display: flex; gap). */
const LOOK_SIZE = 4;

/** The rules of `screen` that hold every declaration of one of the `looks`, with the look they copy. */
export function copiedLooks(screen: string, looks: ReadonlyArray<Rule & { readonly from: string }>): string[] {
  return styleRules(screen).flatMap((rule) =>
    looks
      .filter((look) => [...look.declarations].every((d) => rule.declarations.has(d)))
      .map((look) => `${rule.selector} copies ${look.from} ${look.selector}`),
  );
}

/** The looks several components share live in styles/parts.css: copying one of those is copying them. */
const PARTS = path.join(RENDERER, 'styles', 'parts.css');

const componentLooks = [
  ...svelteFiles(COMPONENTS).map((file) => ({ from: path.basename(file), source: readFileSync(file, 'utf8') })),
  { from: 'parts.css', source: `<style>${readFileSync(PARTS, 'utf8')}</style>` },
].flatMap(({ from, source }) =>
  styleRules(source)
    .filter((rule) => rule.declarations.size >= LOOK_SIZE)
    .map((rule) => ({ ...rule, from })),
);

describe('component looks', () => {
  it('finds a screen rule that holds all of a component rule, whatever else it adds', () => {
    const card = styleRules(`<style>
      .card { padding: var(--space-3); background: var(--color-surface); border: 1px solid var(--color-border); border-radius: var(--radius-md); }
    </style>`).map((rule) => ({ ...rule, from: 'Card.svelte' }));
    const screen = `<div></div><style>
      .box { display: flex; padding: var(--space-3);
        background: var(--color-surface); border: 1px solid var(--color-border); border-radius: var(--radius-md); }
      .other { padding: var(--space-3); background: var(--color-surface); }
      @media (width < 60rem) { .card { padding: var(--space-3); background: var(--color-surface); border: 1px solid var(--color-border); border-radius: var(--radius-md); } }
    </style>`;
    expect(copiedLooks(screen, card)).toEqual(['.box copies Card.svelte .card']);
  });

  it('reads the looks of the components (a card, a field frame)', () => {
    expect(componentLooks.map((look) => look.from)).toEqual(
      expect.arrayContaining(['DetailCard.svelte', 'Panel.svelte', 'parts.css']),
    );
  });

  it('are not copied by any screen: screens compose the components', () => {
    const offenders = svelteFiles(SCREENS)
      .map((file) => ({
        file: path.relative(SCREENS, file).split(path.sep).join('/'),
        copies: copiedLooks(readFileSync(file, 'utf8'), componentLooks),
      }))
      .filter(({ copies }) => copies.length > 0);
    expect(offenders).toEqual([]);
  });
});
