import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodInTheRenderer } from '../../../zod-in-the-renderer.config.mjs';

/**
 * The renderer's build leaves zod's JSON Schema output and its JIT object
 * parser out (zod-in-the-renderer.config.mts). Built here as the renderer is,
 * with the installed zod: schemas parse as zod does, and only what was left
 * out is gone, saying so when called.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const ENTRY = 'virtual:zod-renderer-entry';

const entryCode = `
  import { z } from 'zod';
  z.config({ jitless: true });
  export const shipment = z.object({ code: z.string().min(2), boxes: z.number().int(), mode: z.enum(['sea', 'air']) });
`;

const virtualEntry: Plugin = {
  name: 'test-entry',
  resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
  load: (id) => (id === `\0${ENTRY}` ? entryCode : null),
};

type Built = { shipment: typeof shipmentAsZodBuildsIt };
const shipmentAsZodBuildsIt = z.object({
  code: z.string().min(2),
  boxes: z.number().int(),
  mode: z.enum(['sea', 'air']),
});

let code = '';
let built: Built;
let dir = '';

beforeAll(async () => {
  const result = await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [virtualEntry, zodInTheRenderer()],
    build: {
      write: false,
      minify: false,
      // The entry's exports are what the test reads: kept, as a library's would be.
      rolldownOptions: { input: ENTRY, preserveEntrySignatures: 'strict', output: { format: 'es' } },
    },
  });
  // One build without watching: its output, alone or as the one of a list.
  const [output] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  code = output!.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
  dir = await mkdtemp(path.join(tmpdir(), 'zod-renderer-'));
  const file = path.join(dir, 'entry.mjs');
  await writeFile(file, code);
  built = (await import(pathToFileURL(file).href)) as Built;
}, 120_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('zod as the renderer builds it', () => {
  it('parses and refuses as zod does', () => {
    for (const input of [
      { code: 'FR01', boxes: 3, mode: 'sea' },
      { code: 'F', boxes: 1.5, mode: 'rail' },
      { boxes: '3' },
      null,
    ]) {
      const mine = built.shipment.safeParse(input);
      const theirs = shipmentAsZodBuildsIt.safeParse(input);
      expect(mine.success).toBe(theirs.success);
      expect(mine.data).toEqual(theirs.data);
      expect(mine.error?.issues.map((i) => [i.code, i.path, i.message])).toEqual(
        theirs.error?.issues.map((i) => [i.code, i.path, i.message]),
      );
    }
  });

  it('keeps what a schema tells of its checks', () => {
    expect(built.shipment.shape.code.minLength).toBe(2);
    expect(built.shipment.shape.boxes.isInt).toBe(true);
  });

  it('has no JSON Schema output, and says so when asked for one', () => {
    expect(() => built.shipment.toJSONSchema()).toThrow(/left out of the renderer/);
    expect(code).not.toContain('draft-2020-12');
  });

  it('has no object parser compiled with new Function', () => {
    expect(code).not.toContain('$ZodObjectJIT');
    expect(code).not.toContain('new Doc(');
  });
});
