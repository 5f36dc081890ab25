import { build } from 'esbuild';
import path from 'node:path';

/**
 * Bundles the browser bridge (src/harness/browser/web-bridge.ts and the channel
 * names it imports) into one classic script, in memory, at harness start:
 * no build step of its own, and it always matches the contract in the tree.
 * The built harness has it built already (built-parts.ts); this is for the
 * harness run from source.
 */
export async function bundleWebBridge(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'browser', 'web-bridge.ts')],
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
