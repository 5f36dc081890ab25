import type { BuildOptions } from 'esbuild';

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
  // The native modules, and the packages main loads only on demand (the quote PDF's pdf-lib and font
  // engine, the XLSX export's exceljs): bundled, they were half the harness's bytes, read at every start.
  external: ['better-sqlite3', 'keytar', 'pdf-lib', '@pdf-lib/fontkit', 'exceljs'],
} as const satisfies BuildOptions;

/** Runs a build script's main and ends the process with one line if it fails. */
export function runBuild(what: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`building ${what} failed:`, error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
