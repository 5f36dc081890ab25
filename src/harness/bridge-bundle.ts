import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./browser/web-bridge.ts', import.meta.url));

/**
 * Bundles the browser bridge (src/harness/browser/web-bridge.ts and the shared
 * contract it imports) into one classic script, in memory, at harness start:
 * no build step of its own, and it always matches the contract in the tree.
 */
export async function bundleWebBridge(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['chrome120'],
    legalComments: 'none',
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no output for the web bridge');
  return output.text;
}
