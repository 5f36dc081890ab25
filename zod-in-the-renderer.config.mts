import { basename, dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/*
 * zod in the renderer's bundle without the code the renderer never runs
 * (electron.vite.config.ts uses this for the renderer only; main, the preload
 * and the tests keep all of zod):
 *
 * - JSON Schema output. Every zod schema carries a toJSONSchema method and a
 *   JSON Schema step, so the generator ships with the first schema built
 *   (about a fifth of zod in the first screen's JavaScript). Its modules are
 *   replaced by ones whose exports throw, saying why, if ever called; the
 *   schemas' own getters (minLength, isInt…) keep what they read.
 * - The object parser compiled with `new Function` (zod's JIT). The app's
 *   CSP forbids eval, so the renderer turns it off first thing
 *   (src/renderer/src/zod-jitless.ts) and never runs it: object schemas are
 *   built on zod's plain object parser instead, which is what runs jitless.
 *
 * Both rely on file names and one line inside zod: when a new zod moves
 * them, the build stops and says so rather than ship the code again unnoticed.
 */

/** zod's JSON Schema modules (v4/core), and the exports of each kept as they are. */
const LEFT_OUT: Readonly<Record<string, readonly string[]>> = {
  'json-schema-processors.js': ['aggregateChecks'],
  'to-json-schema.js': [],
  'json-schema-generator.js': [],
};

/** In v4/classic/schemas.js: how ZodObject builds on the JIT object parser, and what it builds on instead. */
const JIT_OBJECT = 'core.$ZodObjectJIT.init(inst, def);';
const PLAIN_OBJECT = 'core.$ZodObject.init(inst, def);';

const STUB = '\0zod-left-out:';
const isZodFile = (id: string) => id.replaceAll('\\', '/').includes('/node_modules/zod/');

/** A module with the exports of `file`, each throwing when called; those in `kept` come from the real one. */
async function stubOf(file: string, kept: readonly string[]): Promise<string> {
  const names = Object.keys((await import(pathToFileURL(file).href)) as object);
  for (const name of kept) {
    if (!names.includes(name)) throw new Error(`zod's ${basename(file)} no longer exports ${name}`);
  }
  const lines = [
    `function leftOut() { throw new Error('JSON Schema output is left out of the renderer (zod-in-the-renderer.config.mts)'); }`,
  ];
  if (kept.length > 0) lines.push(`export { ${kept.join(', ')} } from ${JSON.stringify(file)};`);
  for (const name of names) {
    if (kept.includes(name)) continue;
    // A create… export is a factory a schema calls for its methods: it hands out the thrower.
    lines.push(`export const ${name} = ${name.startsWith('create') ? '() => leftOut' : 'leftOut'};`);
  }
  return `${lines.join('\n')}\n`;
}

export function zodInTheRenderer(): Plugin {
  let objectParserReplaced = false;
  return {
    name: 'freight-desk:zod-in-the-renderer',
    // The dev server prebundles zod whole, past these hooks: the renderer's zod-jitless.ts covers it there.
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !isZodFile(importer) || !source.startsWith('.')) return null;
      if (!(basename(source) in LEFT_OUT)) return null;
      return STUB + resolve(dirname(importer), source);
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const file = id.slice(STUB.length);
      return stubOf(file, LEFT_OUT[basename(file)] ?? []);
    },
    transform(code, id) {
      if (!isZodFile(id) || !id.replaceAll('\\', '/').endsWith('/v4/classic/schemas.js')) return null;
      if (!code.includes(JIT_OBJECT)) {
        this.error(`zod's classic/schemas.js no longer reads "${JIT_OBJECT}": see zod-in-the-renderer.config.mts`);
      }
      objectParserReplaced = true;
      return { code: code.replace(JIT_OBJECT, PLAIN_OBJECT), map: null };
    },
    buildEnd(error) {
      if (!error && !objectParserReplaced) {
        this.error('zod was bundled without its v4/classic/schemas.js: see zod-in-the-renderer.config.mts');
      }
    },
  };
}
