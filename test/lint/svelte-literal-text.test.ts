import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';

/**
 * Every word a template shows comes from the message files, so a Spanish desk
 * meets no English left in a component (eslint-rules/svelte-literal-text.mjs).
 * These cases lint templates as if they sat in src/renderer and check each
 * user-visible literal is an ERROR, and that messages, punctuation and
 * attributes nobody reads are not reported.
 */
const root = path.resolve(__dirname, '../..');
const RULE = 'freight-desk-words/literal-text';
const FILE = 'src/renderer/src/components/Example.svelte';
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
  await eslint.lintText('<p></p>\n', { filePath: path.join(root, FILE) });
}, 120_000);

async function literals(markup: string): Promise<string[]> {
  const code = `<script lang="ts">\n  import { m } from '@shared/i18n/messages';\n  let { open = false, n = 0 }: { open?: boolean; n?: number } = $props();\n  void m; void open; void n;\n</script>\n\n${markup}\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, FILE) });
  const problems = (result?.messages ?? []).filter((message) => message.ruleId === RULE);
  for (const problem of problems) expect(problem.severity, 'an error, so lint fails').toBe(2);
  return problems.map((problem) => problem.message);
}

describe('refused in a template: words not from the message files', () => {
  it.each([
    ['a text node', '<p>Save quote</p>', 'Save quote'],
    ['text around a value', '<p>{n} rates found</p>', 'rates found'],
    ['an aria-label', '<button aria-label="Close the detail">×</button>', 'Close the detail'],
    ['a title', '<span title="Copy the code">⧉</span>', 'Copy the code'],
    ['a placeholder', '<input placeholder="Search shipments" />', 'Search shipments'],
    ['a value given by a ternary', "<p>{open ? 'Hide' : 'Show'}</p>", 'Hide'],
    ['a fallback after ??', "<p>{undefined ?? 'none'}</p>", 'none'],
    ['a template string', '<p>{`${n} more`}</p>', 'more'],
    ['a label prop of a component', '<Button label="Book" />', 'Book'],
    ['an aria-label from an expression', "<nav aria-label={open ? 'Main' : 'Other'}></nav>", 'Main'],
  ])('%s', async (_what, markup, word) => {
    const found = await literals(markup);
    expect(found.length, found.join('\n')).toBeGreaterThan(0);
    expect(found[0]).toContain(word);
  });

  it('accented Spanish as much as English', async () => {
    expect(await literals('<p>Envíos</p>')).toHaveLength(1);
  });
});

describe('allowed', () => {
  it.each([
    ['a message', '<p>{m.route_today()}</p>'],
    ['a message in an attribute', '<button aria-label={m.dismiss()}>×</button>'],
    ['punctuation and figures', '<p>{n} · — / 100%</p>'],
    ['attributes nobody reads', '<div class="cluster gap-2" data-kind="status" role="status" id="list-a"></div>'],
    ['a string passed to a call', "<p>{String(n).padStart(2, 'x')}</p>"],
    ['styles', '<p></p>\n<style>\n  p::after { content: "Note"; }\n</style>'],
  ])('%s', async (_what, markup) => {
    expect(await literals(markup)).toEqual([]);
  });
});

describe('the templates left to move into the messages', () => {
  it('are files that still exist, so the list only shrinks', async () => {
    const { existsSync } = await import('node:fs');
    // Loaded by its URL: the list is the lint config's JavaScript, untyped here.
    const { notYetInMessages } = (await import(
      pathToFileURL(path.join(root, 'eslint-rules', 'not-yet-in-messages.mjs')).href
    )) as { notYetInMessages: readonly string[] };
    for (const file of notYetInMessages) expect(existsSync(path.join(root, file)), file).toBe(true);
  });
});
