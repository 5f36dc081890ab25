import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadHarnessParts } from '@harness/built-parts';

describe('the harness parts', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('are the files built beside the built harness, the bridge served as built', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'harness-parts-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'web-bridge.js'), 'window.builtBridge = true;');
    await writeFile(path.join(dir, 'worker-thread.js'), '');
    const parts = await loadHarnessParts(dir);
    expect(parts.from).toBe('built');
    expect(parts.bridgeScript).toBe('window.builtBridge = true;');
  });

  it('are made from source when the harness runs from source', async () => {
    const parts = await loadHarnessParts(path.resolve(__dirname, '../../../src/harness'));
    expect(parts.from).toBe('source');
    // The bridge bundled now: it defines the page's window.freightDesk.
    expect(parts.bridgeScript).toContain('freightDesk');
  });
});
