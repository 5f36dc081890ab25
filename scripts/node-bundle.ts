import type { BuildOptions } from 'esbuild';

/**
 * The packages every build of our Node code leaves to node_modules, one list
 * for all: main's (electron.vite.config.ts), the harness's and the CLI's
 * (NODE_BUNDLE below), and the bench's children that stand for main
 * (test/bench/bundle-for-node.ts). The native modules (a .node binary cannot
 * be bundled), and the large packages main loads only when a PDF or an XLSX
 * is made (bundled, they were half the harness's bytes, read at every start).
 * Every other package (zod, fastify, undici, electron-log ...) is bundled:
 * require()d from node_modules, Node resolved, read and compiled them file by
 * file, some 500 files and a third of main's start.
 */
export const LEFT_TO_NODE_MODULES = ['better-sqlite3', 'keytar', 'pdf-lib', '@pdf-lib/fontkit', 'exceljs'] as const;

/** Those packages and any file inside them (`pdf-lib/cjs/...`), for a bundler's `external` that takes patterns (npm names hold no regex characters but `.`). */
export const LEFT_TO_NODE_MODULES_PATTERN = new RegExp(
  `^(${LEFT_TO_NODE_MODULES.map((name) => name.replaceAll('.', '\\.')).join('|')})(/.*)?$`,
);

/**
 * How our plain-Node programs (the web harness, the command line) are built:
 * our source and the JavaScript packages (fastify, undici, zod ...) in one
 * CommonJS file per entry, so a start reads one file instead of resolving
 * packages file by file from node_modules. The native modules stay require()d
 * from node_modules (a .node binary cannot be bundled), and so do the large
 * packages loaded only when a PDF or an XLSX is made.
 */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'warning',
  legalComments: 'none',
  sourcemap: 'linked',
  // Node reads and compiles the whole file at every start: without white space and with shorter syntax the
  // harness is two thirds of the bytes (4.0 to 2.7 MB). Names are kept, so a stack trace still says which
  // function failed.
  minifyWhitespace: true,
  minifySyntax: true,
  // esbuild leaves a package's own files (`pdf-lib/cjs/...`) external with it.
  external: [...LEFT_TO_NODE_MODULES],
} as const satisfies BuildOptions;

/** Runs a build script's main and ends the process with one line if it fails. */
export function runBuild(what: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`building ${what} failed:`, error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
