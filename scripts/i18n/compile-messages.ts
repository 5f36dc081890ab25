/**
 * Compiles the message files (messages/en.json, es.json) into the functions
 * both processes import (src/shared/i18n/paraglide, Paraglide JS), after
 * writing the pseudo-locale's file (messages/en-XA.json) from English.
 *   npm run messages
 * Part of `npm run build`; the compiled output is committed so that the type
 * check, lint and tests need no build first (test/unit/shared/i18n checks it
 * is current).
 */
import { compile } from '@inlang/paraglide-js';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pseudoMessages } from './pseudo-messages';

const ROOT = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  const english = JSON.parse(await readFile(path.join(ROOT, 'messages', 'en.json'), 'utf8')) as Record<string, unknown>;
  await writeFile(path.join(ROOT, 'messages', 'en-XA.json'), `${JSON.stringify(pseudoMessages(english), null, 2)}\n`);
  await compile({
    project: path.join(ROOT, 'project.inlang'),
    outdir: path.join(ROOT, 'src', 'shared', 'i18n', 'paraglide'),
    // Each process says which language is current (desk-language.ts): no cookie, URL or storage.
    strategy: ['globalVariable', 'baseLocale'],
    isServer: 'false',
    outputStructure: 'message-modules',
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitReadme: false,
    emitPrettierIgnore: false,
  });
  await cachePluralRules(path.join(ROOT, 'src', 'shared', 'i18n', 'paraglide', 'registry.js'));
}

/** Paraglide's plural builds an Intl.PluralRules at every call; a list of counts then builds one per row. */
const PARAGLIDE_PLURAL = `export function plural(locale, input, options) { 
\treturn new Intl.PluralRules(locale, options).select(Number(input))
};`;

/** One Intl.PluralRules per locale and options, as the desk's own formatters are cached (shared/domain/intl-formats.ts). */
const CACHED_PLURAL = `export function plural(locale, input, options) {
\tconst key = options ? \`\${locale} \${JSON.stringify(options)}\` : locale;
\tlet rules = pluralRules.get(key);
\tif (!rules) {
\t\trules = new Intl.PluralRules(locale, options);
\t\tpluralRules.set(key, rules);
\t}
\treturn rules.select(Number(input));
};

/** @type {Map<string, Intl.PluralRules>} */
const pluralRules = new Map();`;

async function cachePluralRules(registry: string): Promise<void> {
  const source = await readFile(registry, 'utf8');
  if (!source.includes(PARAGLIDE_PLURAL)) {
    throw new Error(`${registry}: Paraglide's plural function is not the one cachePluralRules replaces; update it.`);
  }
  await writeFile(registry, source.replace(PARAGLIDE_PLURAL, CACHED_PLURAL));
}

main().catch((error: unknown) => {
  console.error('Compiling the messages failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
