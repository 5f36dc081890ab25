// ESLint flat config. Besides the recommended rules for TypeScript and Svelte,
// it holds the architecture: which folder may import which (DESIGN.md,
// "Processes and folders"), so a wrong import fails `npm run lint` instead of
// waiting for a reviewer. test/lint/import-directions.test.ts proves it does.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import svelteConfig from './svelte.config.mjs';

// ---------------------------------------------------------------------------
// Import directions
//
// Each code folder under src/ (a "layer") lists the layers it must not import
// and whether it may use Node built-ins and Electron. Everything not listed is
// allowed (its own files, src/shared, npm packages).
// ---------------------------------------------------------------------------

/** @typedef {{ banned: string[], node: boolean, electron: boolean, nodeOnlyPackages?: boolean, why: string }} Layer */

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
    banned: ['main/electron', 'preload', 'renderer', 'cli', 'harness'],
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
  'main/services': {
    banned: ['main/ipc', 'main/electron', 'preload', 'renderer', 'cli', 'harness'],
    node: true,
    electron: false,
    why: 'src/main/services serve the IPC router (src/main/ipc) and never import it: the router and the transports sit above them.',
  },
  'main/session': {
    banned: ['main/ipc', 'main/services', 'main/electron', 'preload', 'renderer', 'cli', 'harness'],
    node: true,
    electron: false,
    why: 'src/main/session is what the services build on (signing in, the data scope): it imports neither them nor the router.',
  },
  'main/sync': {
    banned: ['main/ipc', 'main/electron', 'preload', 'renderer', 'cli', 'harness'],
    node: true,
    electron: false,
    why: 'src/main/sync runs the store sync for the services and the router above it; it never imports the router.',
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

/** The deepest folder nesting under src/ the rules cover; a deeper file fails lint (see below). */
const MAX_DEPTH = 10;

const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_') && !name.includes('/'));
/** npm packages that only work in Node: as wrong in the renderer as `fs`. */
const NODE_ONLY_PACKAGES = ['keytar', 'undici', 'fastify', 'better-sqlite3'];

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const anyOf = (names) => `(${names.map(escapeRegex).join('|')})`;

/**
 * The relative specifier that reaches src/<target> from a file `depth` folders
 * below src/ in `layer`, as a regex: `../../main(/...)` from src/renderer/src/x.ts.
 * Generated per depth because a relative path means a different folder at each
 * depth: '../main' from src/renderer/src/lib/x.ts is src/renderer/src/main,
 * which is fine, while from src/renderer/x.ts it is src/main, which is not.
 */
function relativeTargetRegex(layer, depth, target) {
  const from = layer.split('/');
  const to = target.split('/');
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common++;
  const up = depth - common;
  if (common === to.length) {
    // The target holds the layer (src/main for src/main/store): up to it (or '..', its index),
    // then into anything but the layer's own folder, and no further up.
    const into = `(\\.\\./){${up}}(?!${escapeRegex(from[common])}(/|$)|\\.\\.(/|$))`;
    return `^(${into}|(\\.\\./){${up - 1}}\\.\\.$)`;
  }
  const climb = up === 0 ? '\\./' : `(\\.\\./){${up}}`;
  return `^${climb}${to.slice(common).map(escapeRegex).join('/')}(/|$)`;
}

function restrictedImportPatterns(layerName, layer, depth) {
  const patterns = layer.banned.map((target) => ({
    regex: relativeTargetRegex(layerName, depth, target),
    caseSensitive: true,
    message: layerName.startsWith(`${target}/`)
      ? `src/${layerName} must not import the rest of src/${target}. ${layer.why}`
      : `src/${layerName} must not import src/${target}. ${layer.why}`,
  }));
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

/** One config object per layer and folder depth (globs end in `*`: they add no files to lint). */
function importDirectionConfigs() {
  const configs = [];
  for (const [layerName, layer] of Object.entries(LAYERS)) {
    const minDepth = layerName.split('/').length;
    for (let depth = minDepth; depth <= MAX_DEPTH; depth++) {
      configs.push({
        name: `freight-desk/import-directions/${layerName}/depth-${depth}`,
        files: [`src/${layerName}/${'*/'.repeat(depth - minDepth)}*`],
        rules: { 'no-restricted-imports': ['error', { patterns: restrictedImportPatterns(layerName, layer, depth) }] },
      });
    }
  }
  configs.push({
    name: 'freight-desk/import-directions/too-deep',
    files: [`src/${'*/'.repeat(MAX_DEPTH + 1)}**/*`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: `More than ${MAX_DEPTH} folders below src/: the import-direction rules do not reach here. Flatten the folder, or raise MAX_DEPTH in eslint.config.mjs.`,
        },
      ],
    },
  });
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
);
