import { resolve } from 'node:path';

/**
 * The path aliases of tsconfig.base.json ("paths"), for the bundlers and
 * vitest, which do not read it: an import that leaves its layer names the
 * layer it goes to (eslint.config.mjs holds the rule).
 */
export const pathAliases: Record<string, string> = {
  '@shared': resolve(__dirname, 'src/shared'),
  '@main': resolve(__dirname, 'src/main'),
  '@sandbox': resolve(__dirname, 'src/sandbox'),
  '@renderer': resolve(__dirname, 'src/renderer/src'),
  '@harness': resolve(__dirname, 'src/harness'),
  '@cli': resolve(__dirname, 'src/cli'),
  '@preload': resolve(__dirname, 'src/preload'),
};
