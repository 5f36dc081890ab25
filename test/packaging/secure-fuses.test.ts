import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuseDifferences, SECURE_FUSES } from '../e2e-electron/secure-fuses';

/*
 * The Electron suite reads the fuses back from the packaged binary and
 * compares them with the secure values it writes itself (secure-fuses.ts);
 * no Electron binary exists here, so this checks that comparison on binaries
 * made of a fuse wire alone, read by @electron/fuses as the suite reads them.
 */

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'freight-desk-fuses-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A "binary" holding a fuse wire of version 1 with these states ('0' off, '1' on, 'r' removed). */
async function binaryWith(states: string): Promise<string> {
  const file = path.join(work, `electron-${states}`);
  const wire = Buffer.concat([Buffer.from(SENTINEL), Buffer.from([1, states.length]), Buffer.from(states, 'latin1')]);
  await writeFile(file, Buffer.concat([Buffer.alloc(64, 7), wire, Buffer.alloc(64, 7)]));
  return file;
}

const secureStates = SECURE_FUSES.map((fuse) => (fuse.on ? '1' : '0')).join('');

describe('the packaged binary’s fuses against the secure values', () => {
  it('a binary flipped to the secure values passes', async () => {
    expect(fuseDifferences(await getCurrentFuseWire(await binaryWith(secureStates)))).toEqual([]);
  });

  it('Electron’s defaults do not: each unsafe fuse is named, with why it matters', async () => {
    // An unflipped Electron binary's wire (Electron 35 and later).
    const differences = fuseDifferences(await getCurrentFuseWire(await binaryWith('101100011')));
    expect(differences).toEqual([
      expect.stringMatching(/^RunAsNode is on, not off: ELECTRON_RUN_AS_NODE/),
      expect.stringMatching(/^EnableCookieEncryption is off, not on/),
      expect.stringMatching(/^EnableNodeOptionsEnvironmentVariable is on, not off/),
      expect.stringMatching(/^EnableNodeCliInspectArguments is on, not off/),
      expect.stringMatching(/^EnableEmbeddedAsarIntegrityValidation is off, not on/),
      expect.stringMatching(/^OnlyLoadAppFromAsar is off, not on/),
      expect.stringMatching(/^GrantFileProtocolExtraPrivileges is on, not off/),
    ]);
  });

  it('the journeys’ build may leave --inspect on, and nothing else', async () => {
    const journeys = { EnableNodeCliInspectArguments: true };
    const inspectOn = secureStates.slice(0, 3) + '1' + secureStates.slice(4);
    expect(fuseDifferences(await getCurrentFuseWire(await binaryWith(inspectOn)), journeys)).toEqual([]);
    expect(fuseDifferences(await getCurrentFuseWire(await binaryWith(secureStates)), journeys)).toEqual([
      expect.stringMatching(/^EnableNodeCliInspectArguments is off, not on/),
    ]);
    const runAsNode = '1' + inspectOn.slice(1);
    expect(fuseDifferences(await getCurrentFuseWire(await binaryWith(runAsNode)), journeys)).toHaveLength(1);
  });

  it('a fuse a newer Electron adds, or one it removed, fails until it is decided', async () => {
    expect(fuseDifferences(await getCurrentFuseWire(await binaryWith(`${secureStates}1`)))).toEqual([
      `fuse ${SECURE_FUSES.length} is one this check does not know: decide its secure value in secure-fuses.ts`,
    ]);
    const removed = secureStates.slice(0, 6) + 'r' + secureStates.slice(7);
    expect(fuseDifferences(await getCurrentFuseWire(await binaryWith(removed)))).toEqual([
      expect.stringMatching(/^LoadBrowserProcessSpecificV8Snapshot is removed from this Electron, not off/),
    ]);
    expect(fuseDifferences(await getCurrentFuseWire(await binaryWith(secureStates.slice(0, 8))))).toEqual([
      "WasmTrapHandlers is not in the binary's fuse wire",
    ]);
  });
});
