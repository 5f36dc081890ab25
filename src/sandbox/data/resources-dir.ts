import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file every candidate folder must hold to count as the sandbox's data folder. */
const MARKER = 'ports.json';

/**
 * Where resources/data is. In order: an explicit folder (option or the
 * FREIGHT_DESK_SANDBOX_DATA environment variable), then resources/data in the
 * repo root found by walking up from this module and from the working
 * directory (the module sits at a different depth in src/ and in a bundle).
 */
export function findResourcesDir(explicit?: string): string {
  const given = explicit ?? process.env.FREIGHT_DESK_SANDBOX_DATA;
  if (given) {
    const dir = resolve(given);
    if (!existsSync(join(dir, MARKER))) throw new Error(`sandbox data folder ${dir} has no ${MARKER}`);
    return dir;
  }
  const starts = [moduleDir(), process.cwd()].filter((d): d is string => d !== undefined);
  for (const start of starts) {
    let dir = start;
    for (let i = 0; i < 8; i++) {
      const candidate = join(dir, 'resources', 'data');
      if (existsSync(join(candidate, MARKER))) return candidate;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(
    `cannot find the sandbox data (resources/data/${MARKER}) above ${starts.join(' or ')}; pass resourcesDir or set FREIGHT_DESK_SANDBOX_DATA`,
  );
}

function moduleDir(): string | undefined {
  try {
    // import.meta.url is empty when a bundler turned this module into CommonJS (the
    // built harness): there, __dirname is the bundle's folder.
    const url = import.meta.url;
    if (url) return dirname(fileURLToPath(url));
    return typeof __dirname === 'string' ? __dirname : undefined;
  } catch {
    return undefined;
  }
}
