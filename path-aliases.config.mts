import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The path aliases of tsconfig.base.json ("paths"), for the bundlers and
 * vitest, which do not read it: an import that leaves its layer names the
 * layer it goes to (eslint.config.mjs holds the rule).
 */
export const pathAliases: Record<string, string> = {
  '@shared': resolve(root, 'src/shared'),
  '@main': resolve(root, 'src/main'),
  '@sandbox': resolve(root, 'src/sandbox'),
  '@renderer': resolve(root, 'src/renderer/src'),
  '@harness': resolve(root, 'src/harness'),
  '@cli': resolve(root, 'src/cli'),
  '@preload': resolve(root, 'src/preload'),
};
