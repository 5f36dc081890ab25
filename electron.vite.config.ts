import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import { pathAliases } from './path-aliases.config.mjs';
import { zodInTheRenderer } from './zod-in-the-renderer.config.mjs';
import { LEFT_TO_NODE_MODULES_PATTERN } from './scripts/node-bundle';

/**
 * The renderer's modules that build zod schemas as they load, or need those
 * that do: zod, the API's request and IPC schemas, the drafts and the
 * rating, booking and quote forms. Kept out of screen-parts, which every
 * screen loads, so that the window's first file, Today and Tracking build
 * none: they go with the screens that use them.
 */
const BUILDS_SCHEMAS =
  /[\\/](node_modules[\\/]zod|src[\\/]shared[\\/](api|ipc[\\/]channel)|src[\\/]renderer[\\/]src[\\/](lib[\\/](form-draft|drafts|quote-context)|screens[\\/](rating|booking|quotes)[\\/]))/;

/**
 * One config for the three builds. Output formats follow package.json, which
 * has no "type": "module", so main and preload are CommonJS: a sandboxed
 * renderer cannot load an ES module preload.
 */
export default defineConfig({
  main: {
    resolve: { alias: pathAliases },
    build: {
      outDir: resolve(__dirname, 'out/main'),
      lib: {
        entry: {
          index: resolve(__dirname, 'src/main/electron/index.ts'),
          // The worker thread: a file of its own beside index.js (src/main/electron/bundled-worker.ts
          // starts it from there). `?modulePath` would do this, but electron-vite's loader of it does
          // not handle a `lib` build.
          'worker-thread': resolve(__dirname, 'src/main/worker-thread/worker-thread.ts'),
        },
        formats: ['cjs'],
      },
      // The JavaScript packages (zod, fastify, undici, electron-log, electron-updater ...) are bundled:
      // require()d from node_modules, Node resolved, read and compiled some 500 files at every start, a
      // third of main's cold start. Only the native modules and the packages loaded for a PDF or an XLSX
      // stay require()d from node_modules (LEFT_TO_NODE_MODULES, the list the harness, the CLI and the
      // bench share), where electron-builder ships them; electron and Node's own modules are external as
      // electron-vite makes them. What is loaded later (the sandbox's HTTP app, the API client) is a
      // dynamic import: a chunk of its own, read when first needed.
      externalizeDeps: false,
      rolldownOptions: { external: [LEFT_TO_NODE_MODULES_PATTERN] },
    },
  },
  preload: {
    resolve: { alias: pathAliases },
    build: {
      outDir: resolve(__dirname, 'out/preload'),
      lib: { entry: resolve(__dirname, 'src/preload/index.ts'), formats: ['cjs'] },
      // A sandboxed preload can require() only 'electron' (and a few Node shims), not
      // node_modules: everything it uses (zod, through the channel table) is bundled in.
      externalizeDeps: false,
      // One self-contained file: a sandboxed preload cannot load chunks either.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    resolve: { alias: pathAliases },
    // The Svelte config sits at the repo root (svelte-check reads it there too), not in the Vite root.
    // zod without its JSON Schema output and JIT object parser, which the renderer never runs.
    plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.mjs') }), zodInTheRenderer()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // electron-vite leaves the renderer unminified; minified, the first screen's
      // JS is a third smaller to load and parse at every start (the app ships no maps).
      minify: true,
      rolldownOptions: {
        input: resolve(__dirname, 'src/renderer/index.html'),
        // Few files rather than many small ones. Split by which screens share each module (the default), a
        // first visit to Tracking fetched some 35 files (29 of them under 2 KB, with their CSS) over the
        // browser's 6 connections to the harness, and the screen's first calls to main queued behind them. So: what
        // the window loads at start is one file (the entry), the code two or more screens share is one more
        // (screen-parts, with the first screen that needs any of it), and each screen is its own chunk.
        output: {
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'], priority: 2 },
              { name: 'screen-parts', minShareCount: 2, priority: 1, test: (id) => !BUILDS_SCHEMAS.test(id) },
            ],
          },
        },
      },
    },
  },
});
