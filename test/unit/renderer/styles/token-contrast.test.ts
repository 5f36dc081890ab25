import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDERER } from './style-rules';

/**
 * WCAG 2.2 AA contrast, held where the colours are chosen: every text colour
 * of tokens.css reads at 4.5:1 on every surface and tint a component may draw
 * it on, and every mark (a status dot, the focus ring, an accent bar) shows
 * at 3:1, in the light theme and the dark one. A screen built from the tokens
 * inherits it; a token changed past the line fails here, named with the pair.
 */

const TOKENS = readFileSync(path.join(RENDERER, 'styles', 'tokens.css'), 'utf8');

/** The surfaces and tints text and marks are drawn on. */
const SURFACES = [
  'app',
  'sidebar',
  'surface',
  'surface-sunken',
  'surface-hover',
  'row-alt',
  'nav-hover',
  'nav-current',
  'accent-soft',
  'ok-soft',
  'busy-soft',
  'warning-soft',
  'danger-soft',
  'off-soft',
] as const;

/** Colours text is written in (a tone's colour is its badge's text too). */
const TEXTS = ['text', 'text-muted', 'text-subtle', 'accent-text', 'ok', 'busy', 'warning', 'danger'] as const;

/** Colours of marks that carry meaning: WCAG 1.4.11 asks 3:1 of them. */
const MARKS = ['accent', 'ok', 'busy', 'warning', 'danger', 'off', 'focus'] as const;

/** A field's frame, all that shows where to type: against the field's own fill and what forms sit on. */
const FIELD_FRAME = [
  ['border-field', 'surface'],
  ['border-field', 'surface-sunken'],
  ['border-field', 'app'],
] as const;

/** Text on a fill of its own: a primary or danger button, the logo's white preview. */
const FILLED = [
  ['on-accent', 'accent'],
  ['on-accent', 'accent-hover'],
  ['on-danger-fill', 'danger-fill'],
  ['on-danger-fill', 'danger-fill-hover'],
  ['on-paper-muted', 'paper'],
] as const;

/**
 * The light theme and the dark one: each `--color-name` is either one colour for both
 * (`#rrggbb`) or a pair, `light-dark(#light, #dark)`, which color-scheme picks from.
 */
function themes(css: string): Record<'light' | 'dark', Map<string, string>> {
  const light = new Map<string, string>();
  const dark = new Map<string, string>();
  for (const m of css.matchAll(/--color-([a-z-]+):\s*(?:light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)|(#[0-9a-f]{6})\b)/gi)) {
    light.set(m[1]!, (m[2] ?? m[4])!);
    dark.set(m[1]!, (m[3] ?? m[4])!);
  }
  if (dark.size === 0) throw new Error('tokens.css declares no colours');
  return { light, dark };
}

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Each pair below its ratio, as "theme: fg on bg 3.9 (< 4.5)". */
function shortfalls(
  theme: string,
  tokens: Map<string, string>,
  pairs: ReadonlyArray<readonly [string, string]>,
  ratio: number,
): string[] {
  return pairs.flatMap(([fg, bg]) => {
    const [front, back] = [tokens.get(fg), tokens.get(bg)];
    if (!front || !back) return [`${theme}: --color-${!front ? fg : bg} is not a #rrggbb colour`];
    const measured = contrast(front, back);
    return measured >= ratio ? [] : [`${theme}: ${fg} on ${bg} ${measured.toFixed(2)} (< ${ratio})`];
  });
}

const across = (fronts: readonly string[]) => fronts.flatMap((fg) => SURFACES.map((bg) => [fg, bg] as const));

describe('colour tokens', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(shortfalls('t', new Map([['a', '#777777'], ['b', '#ffffff']]), [['a', 'b']], 4.5)).toEqual([
      't: a on b 4.48 (< 4.5)',
    ]);
  });

  for (const [theme, tokens] of Object.entries(themes(TOKENS))) {
    it(`${theme}: every text colour reads at 4.5:1 on every surface and tint`, () => {
      expect(shortfalls(theme, tokens, across(TEXTS), 4.5)).toEqual([]);
      expect(shortfalls(theme, tokens, FILLED, 4.5)).toEqual([]);
    });

    it(`${theme}: every mark shows at 3:1 on every surface and tint`, () => {
      expect(shortfalls(theme, tokens, across(MARKS), 3)).toEqual([]);
      expect(shortfalls(theme, tokens, FIELD_FRAME, 3)).toEqual([]);
    });
  }
});
