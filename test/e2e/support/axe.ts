import axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * axe-core over the page as it is now, for the WCAG 2.2 A and AA rules.
 *
 * axe's source is evaluated through the DevTools protocol (page.evaluate),
 * which the page's Content-Security-Policy (script-src 'self', no inline
 * script) does not govern: the renderer is checked under the policy it ships
 * with, nothing loosened for the test. The page has no frames, so axe.run on
 * the document sees everything.
 */

/**
 * The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA, by axe-core's tags,
 * and axe's best practices: landmark-unique, which tells apart two landmarks
 * of one name a screen-reader user jumps between, is one of those.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/** The rules among those whose outcome a colour theme can change: they read colours, the others markup and layout. */
export const AXE_THEME_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** A finding the sweep accepts, with the argument for it: the test that uses it says why in `why`. */
export interface AllowedFinding {
  readonly rule: string;
  /** The finding's element, as axe names it (its CSS selector). */
  readonly target: RegExp;
  readonly why: string;
}

/** One element that breaks one rule. */
export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  readonly target: string;
  readonly summary: string;
}

interface AxeRunOutcome {
  readonly violations: ReadonlyArray<{
    readonly id: string;
    readonly impact?: string | null;
    readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<unknown>; readonly failureSummary?: string }>;
  }>;
}

export interface AxeOptions {
  readonly allowed?: readonly AllowedFinding[];
  /** Only these rules; default every rule of AXE_TAGS. */
  readonly rules?: readonly string[];
}

/** Every violation of AXE_TAGS' rules axe finds in the page now, less the allowed ones. */
export async function axeFindings(page: Page, options: AxeOptions = {}): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const runOnly = options.rules
    ? { type: 'rule' as const, values: [...options.rules] }
    : { type: 'tag' as const, values: [...AXE_TAGS] };
  // Colours caught half way through a transition (a theme just switched) are no colours anyone reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const outcome = await page.evaluate(
    // axe is the global the source above defined; the page's own code has none.
    (only) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: only, resultTypes: ['violations'] }),
    runOnly,
  );
  const allowed = options.allowed ?? [];
  const findings: AxeFinding[] = [];
  for (const violation of (outcome as AxeRunOutcome).violations) {
    for (const node of violation.nodes) {
      const target = node.target.map(String).join(' ');
      if (allowed.some((a) => a.rule === violation.id && a.target.test(target))) continue;
      findings.push({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        target,
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      });
    }
  }
  return findings;
}

/** Findings as lines a failing test prints: where, which rule, and axe's reason. */
export function describeFindings(where: string, findings: readonly AxeFinding[]): string[] {
  return findings.map((f) => `${where}: ${f.rule} (${f.impact}) at ${f.target}: ${f.summary}`);
}
