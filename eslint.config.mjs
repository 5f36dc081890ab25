// ESLint flat config. Besides the recommended rules for TypeScript and Svelte,
// it holds the architecture: which folder may import which (DESIGN.md,
// "Processes and folders"), so a wrong import fails `npm run lint` instead of
// waiting for a reviewer. test/lint/import-directions.test.ts proves it does.
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import svelteConfig from './svelte.config.mjs';
import { portableTests } from './eslint-rules/portable-tests.mjs';
import { svelteLiteralText } from './eslint-rules/svelte-literal-text.mjs';
import { notYetInMessages } from './eslint-rules/not-yet-in-messages.mjs';
import { testsAtTestMomentConfig } from './eslint-rules/tests-at-test-moment.mjs';

// ---------------------------------------------------------------------------
// Import directions
//
// Each code folder under src/ (a "layer") lists the layers it must not import
// and whether it may use Node built-ins and Electron. Everything not listed is
// allowed (its own files, src/shared, npm packages).
// ---------------------------------------------------------------------------

/**
 * @typedef {{ banned: string[], node: boolean, electron: boolean, nodeOnlyPackages?: boolean, why: string }} Layer
 */

/** What sits above all of src/main: the shell and the front ends. */
const ABOVE_MAIN = ['main/electron', 'preload', 'renderer', 'cli', 'harness'];
/** What sits above the sync and everything it builds on: the router, the services, the worker thread's roles. */
const ABOVE_THE_SYNC = ['main/ipc', 'main/services', 'main/worker-thread'];

/** @type {Record<string, Layer>} Ordered: a sub-folder (main/electron) after its parent, so its rules win there. */
const LAYERS = {
  shared: {
    banned: ['main', 'preload', 'renderer', 'sandbox', 'cli', 'harness'],
    node: false,
    electron: false,
    nodeOnlyPackages: false,
    why: 'src/shared runs in every process (renderer included): pure TypeScript, importing only src/shared.',
  },
  main: {
    banned: ABOVE_MAIN,
    node: true,
    electron: false,
    why: 'src/main runs in plain Node too (CLI, web harness, tests): only src/main/electron may touch Electron.',
  },
  'main/electron': {
    banned: ['preload', 'renderer', 'cli', 'harness'],
    node: true,
    electron: true,
    why: 'src/main/electron talks to the renderer only over IPC, and loads the built renderer, never its source.',
  },
  'main/worker-thread': {
    banned: ['main/ipc', ...ABOVE_MAIN],
    node: true,
    electron: false,
    why: "src/main/worker-thread is the worker thread's entry and its roles (the sync's, the store's, the quote PDFs'): it imports them, and only the core, the shell and the harness start it.",
  },
  'main/services': {
    banned: ['main/ipc', 'main/worker-thread', ...ABOVE_MAIN],
    node: true,
    electron: false,
    why: 'src/main/services serve the IPC router (src/main/ipc) and never import it: the router and the transports sit above them.',
  },
  'main/session': {
    banned: [...ABOVE_THE_SYNC, 'main/sync', 'main/store-access', 'main/free-time', 'main/settings', ...ABOVE_MAIN],
    node: true,
    electron: false,
    why: 'src/main/session is what the services build on (signing in, the data scope): it imports neither them nor the router.',
  },
  'main/sync': {
    banned: [...ABOVE_THE_SYNC, ...ABOVE_MAIN],
    node: true,
    electron: false,
    why: 'src/main/sync runs the store sync for the services and the router above it; it imports neither.',
  },
  'main/store-access': {
    banned: [...ABOVE_THE_SYNC, 'main/sync', ...ABOVE_MAIN],
    node: true,
    electron: false,
    why: "src/main/store-access opens each profile's store for the services and the sync above it: it imports neither.",
  },
  'main/free-time': {
    banned: [...ABOVE_THE_SYNC, 'main/sync', ...ABOVE_MAIN],
    node: true,
    electron: false,
    why: 'src/main/free-time counts the free-time clocks from the store for the services above it: it imports neither them nor the sync.',
  },
  'main/settings': {
    banned: [...ABOVE_THE_SYNC, 'main/sync', 'main/session', 'main/store', ...ABOVE_MAIN],
    node: true,
    electron: false,
    why: "src/main/settings is the desk's settings file that the services, the sync and the notifier read: a file on disk, it imports none of them.",
  },
  'main/store': {
    // 'main', an ancestor: everything in src/main but src/main/store itself.
    banned: ['main', 'sandbox', 'preload', 'renderer', 'cli', 'harness'],
    node: true,
    electron: false,
    why: 'src/main/store is the local database the services build on: it imports only src/shared, Node and npm packages.',
  },
  preload: {
    banned: ['main', 'renderer', 'sandbox', 'cli', 'harness'],
    node: false,
    electron: true,
    nodeOnlyPackages: false,
    why: 'The preload is sandboxed: it may import electron and src/shared only.',
  },
  renderer: {
    banned: ['main', 'preload', 'sandbox', 'cli', 'harness'],
    node: false,
    electron: false,
    nodeOnlyPackages: false,
    why: 'The renderer talks to nothing but window.freightDesk: it may import its own files and src/shared only.',
  },
  sandbox: {
    banned: ['main', 'preload', 'renderer', 'cli', 'harness'],
    node: true,
    electron: false,
    why: 'The sandbox is a stand-alone service: it may import src/shared only.',
  },
  cli: {
    banned: ['main/electron', 'preload', 'renderer', 'harness'],
    node: true,
    electron: false,
    why: 'The CLI runs in plain Node on the same core as the app: src/main (not src/main/electron), src/sandbox and src/shared.',
  },
  harness: {
    banned: ['main/electron', 'preload', 'renderer', 'cli'],
    node: true,
    electron: false,
    why: 'The web harness serves the BUILT renderer (out/renderer) and runs the core in plain Node: no Electron, no renderer source.',
  },
  'harness/browser': {
    banned: ['main', 'preload', 'renderer', 'sandbox', 'cli'],
    node: false,
    electron: false,
    nodeOnlyPackages: false,
    why: 'src/harness/browser is bundled for the browser (the web stand-in for the preload): src/shared and the harness only.',
  },
};

/**
 * Directions inside a layer, whose files import each other by relative path: a
 * folder that must not import another folder of its layer. `allowed`: one
 * file's imports of one banned folder, each with its reason, a way out the
 * rule names where it stands.
 * @typedef {{ file: string, target: string, why: string }} Allowed
 * @typedef {{ folder: string, banned: string[], allowed?: Allowed[], why: string }} Inner
 */
/** @type {Inner[]} */
const INNER = [
  {
    folder: 'shared/domain',
    banned: ['shared/api'],
    why: 'src/shared/domain is below the API contract, which builds on its money, dates and rules: it names none of the contract.',
  },
];

/**
 * The path aliases (tsconfig.base.json "paths", and the same in the Vite and
 * vitest configs): an import that leaves its layer names the layer it goes to.
 */
const ALIASES = {
  '@shared': 'shared',
  '@main': 'main',
  '@sandbox': 'sandbox',
  '@renderer': 'renderer/src',
  '@harness': 'harness',
  '@cli': 'cli',
  '@preload': 'preload',
};

const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_') && !name.includes('/'));
/** npm packages that only work in Node: as wrong in the renderer as `fs`. */
const NODE_ONLY_PACKAGES = ['keytar', 'undici', 'fastify', 'better-sqlite3'];

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const anyOf = (names) => `(${names.map(escapeRegex).join('|')})`;
const SRC = path.join(import.meta.dirname, 'src');
const inside = (folder, target) => target === folder || target.startsWith(`${folder}/`);

/** The layer of a file: the deepest LAYERS folder holding it (paths relative to src/, with '/'). */
function layerOf(fromSrc) {
  let found = null;
  for (const name of Object.keys(LAYERS))
    if (inside(name, fromSrc) && (!found || name.length > found.length)) found = name;
  return found;
}

/** Where an import lands, relative to src/ ('/' separated), or null: a package, or outside src/. */
function targetOf(fileFromSrc, specifier) {
  if (specifier.startsWith('.')) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(fileFromSrc), specifier));
    return resolved.startsWith('..') ? null : resolved;
  }
  const [alias, ...rest] = specifier.split('/');
  return alias in ALIASES ? [ALIASES[alias], ...rest].join('/') : null;
}

const aliasOf = (target) =>
  Object.entries(ALIASES)
    .filter(([, folder]) => inside(folder, target))
    .sort(([, a], [, b]) => b.length - a.length)[0]?.[0] ?? null;

/** Where the renderer's screens live: each folder under it is one screen's room. */
const SCREENS = 'renderer/src/screens';
/** The renderer's folders every screen builds on, which therefore import no screen. */
const SCREEN_FOUNDATIONS = ['renderer/src/lib', 'renderer/src/components'];

/**
 * Why an import crosses the renderer's rooms, or null: a screen imports no other screen (what two share
 * goes to lib or components), and lib and components import no screen.
 */
function roomRefusal(file, target) {
  if (!inside(SCREENS, target)) return null;
  const roomOf = (fromSrc) => fromSrc.slice(SCREENS.length + 1).split('/')[0];
  if (inside(SCREENS, file) && roomOf(file) !== roomOf(target)) {
    return `A screen imports no other screen: src/${file} reaches src/${SCREENS}/${roomOf(target)}. Move what both use to src/renderer/src/lib (or components).`;
  }
  const foundation = SCREEN_FOUNDATIONS.find((folder) => inside(folder, file));
  return foundation ? `src/${foundation} is what the screens build on: it imports no screen (src/${target}).` : null;
}

/**
 * The import-direction rule. Inside its layer a file imports by relative
 * path; an import that leaves the layer uses an alias (so a path never means
 * another folder at another depth), and a layer may not import the layers it
 * bans (LAYERS). Node built-ins, Electron and Node-only packages are refused
 * per layer by no-restricted-imports below.
 */
const importDirections = {
  meta: { type: 'problem', schema: [], messages: { refused: '{{message}}' } },
  create(context) {
    const file = path.relative(SRC, context.filename).split(path.sep).join('/');
    if (file.startsWith('..')) return {};
    const layerName = layerOf(file);
    if (!layerName) return {};
    const layer = LAYERS[layerName];
    const check = (node) => {
      const specifier = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (specifier === null) return;
      const target = targetOf(file, specifier);
      if (target === null) return;
      const report = (message) => context.report({ node, messageId: 'refused', data: { message } });
      const crossing = roomRefusal(file, target);
      if (crossing) report(crossing);
      const targetLayer = layerOf(target);
      if (specifier.startsWith('.') && targetLayer !== layerName) {
        const alias = aliasOf(target);
        report(
          `src/${layerName} reaches src/${target} by a relative path: leave a layer through its alias${alias ? ` (${alias}/${target.slice(ALIASES[alias].length + 1)})` : ''}.`,
        );
      }
      for (const inner of INNER.filter((rule) => inside(rule.folder, file))) {
        const bannedInside = inner.banned.find((name) => inside(name, target));
        const allowed = inner.allowed?.some((way) => way.file === file && inside(way.target, target));
        if (bannedInside && !allowed) report(`src/${inner.folder} must not import src/${bannedInside}. ${inner.why}`);
      }
      if (targetLayer === layerName) return;
      const banned = layer.banned.find((name) => inside(name, target));
      if (banned) {
        report(
          inside(banned, layerName)
            ? `src/${layerName} must not import the rest of src/${banned}. ${layer.why}`
            : `src/${layerName} must not import src/${banned}. ${layer.why}`,
        );
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
    };
  },
};

/** Node built-ins, Electron and Node-only packages, per layer (a sub-folder's config comes after its parent's and wins). */
function packagePatterns(layer) {
  const patterns = [];
  if (!layer.electron) {
    patterns.push({ regex: '^electron(/|$)', caseSensitive: true, message: `No Electron here. ${layer.why}` });
  }
  if (!layer.node) {
    patterns.push({
      regex: `^(node:|${anyOf(NODE_BUILTINS)}(/|$))`,
      caseSensitive: true,
      message: `No Node built-ins here. ${layer.why}`,
    });
  }
  if (layer.nodeOnlyPackages === false) {
    patterns.push({
      regex: `^${anyOf(NODE_ONLY_PACKAGES)}(/|$)`,
      caseSensitive: true,
      message: `That package runs only in Node. ${layer.why}`,
    });
  }
  return patterns;
}

function importDirectionConfigs() {
  const configs = [
    {
      name: 'freight-desk/import-directions',
      files: ['src/**/*'],
      plugins: { 'freight-desk': { rules: { 'import-directions': importDirections } } },
      rules: { 'freight-desk/import-directions': 'error' },
    },
  ];
  // Parents before their sub-folders (shorter names first), so the sub-folder's patterns win there.
  for (const [layerName, layer] of Object.entries(LAYERS).sort(
    ([a], [b]) => a.split('/').length - b.split('/').length,
  )) {
    configs.push({
      name: `freight-desk/import-directions/packages/${layerName}`,
      files: [`src/${layerName}/**/*`],
      rules: { 'no-restricted-imports': ['error', { patterns: packagePatterns(layer) }] },
    });
  }
  return configs;
}

// ---------------------------------------------------------------------------

export default defineConfig(
  globalIgnores([
    'out/',
    'dist/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'resources/data/',
    '.vite/',
    // Compiled from messages/*.json by `npm run messages` (Paraglide JS).
    'src/shared/i18n/paraglide/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  svelte.configs.recommended,

  {
    name: 'freight-desk/svelte-with-typescript',
    files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
    languageOptions: {
      parserOptions: {
        parser: tseslint.parser,
        extraFileExtensions: ['.svelte'],
        svelteConfig,
      },
    },
  },

  {
    name: 'freight-desk/words-in-messages',
    files: ['src/renderer/**/*.svelte'],
    ignores: notYetInMessages,
    plugins: { 'freight-desk-words': { rules: { 'literal-text': svelteLiteralText } } },
    rules: { 'freight-desk-words/literal-text': 'error' },
  },

  {
    name: 'freight-desk/typescript',
    rules: {
      // `_name` marks a parameter a callback signature requires but this code does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // The team rule: `any` only with a comment saying why; an eslint-disable line is that comment.
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },

  {
    // package.json has no "type": "module", so a .js file is CommonJS (bin/freight-desk.js):
    // require() is how it imports.
    name: 'freight-desk/commonjs',
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  {
    // A formatter per call was most of the work of drawing a tracking row: src/shared/domain/intl-formats.ts
    // builds each once per locale and options, for the renderer and src/shared alike.
    name: 'freight-desk/intl-formatters-built-once',
    files: ['src/renderer/**', 'src/shared/**'],
    ignores: ['src/shared/domain/intl-formats.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|DisplayNames)$/]",
          message:
            'Use numberFormat, dateTimeFormat or displayNames from @shared/domain/intl-formats: they build each formatter once per locale and options.',
        },
      ],
    },
  },

  {
    // The tests and scripts run on Windows, macOS and Linux (.github/workflows/ci.yml): no '/tmp', HOME,
    // POSIX shell, '/'-joined path or '\n' split of a file's lines (test/lint/portable-tests.test.ts).
    name: 'freight-desk/portable-tests',
    files: ['test/**/*.{ts,mts,cts,js,mjs,cjs}', 'scripts/**/*.{ts,mts,cts,js,mjs,cjs}'],
    plugins: { 'freight-desk-tests': { rules: { portable: portableTests } } },
    rules: { 'freight-desk-tests/portable': 'error' },
  },

  // Globals by environment (DESIGN.md): Node, the browser, or neither (src/shared).
  {
    name: 'freight-desk/globals/node',
    files: [
      'src/main/**',
      'src/sandbox/**',
      'src/cli/**',
      'src/harness/**',
      'test/**',
      'scripts/**',
      'bin/**',
      'resources/**',
      '*.{js,mjs,cjs,ts,mts,cts}',
    ],
    ignores: ['src/harness/browser/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'freight-desk/globals/browser',
    files: ['src/renderer/**', 'src/preload/**', 'src/harness/browser/**'],
    languageOptions: { globals: { ...globals.browser } },
  },

  ...importDirectionConfigs(),

  // Tests start what has a clock only at the tests' moment, and never read the real clock.
  testsAtTestMomentConfig,
);
