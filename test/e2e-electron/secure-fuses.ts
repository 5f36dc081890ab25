// The package's index does not re-export the states its wire holds.
import { FuseState } from '@electron/fuses/dist/constants';

/**
 * The fuses the app must ship with, written here and not read from
 * electron-builder.yml: a mistaken edit there changes the config and the
 * binary together, and a check that read the config would pass. By wire
 * index, so a fuse Electron adds (the wire grows) fails the check until it is
 * decided here; @electron/fuses 1.8 knows the first eight by name.
 */
export const SECURE_FUSES: ReadonlyArray<{ readonly name: string; readonly on: boolean; readonly why: string }> = [
  { name: 'RunAsNode', on: false, why: 'ELECTRON_RUN_AS_NODE would turn the app into a plain Node runtime' },
  { name: 'EnableCookieEncryption', on: true, why: 'cookies are encrypted at rest with the OS keychain' },
  { name: 'EnableNodeOptionsEnvironmentVariable', on: false, why: 'NODE_OPTIONS would inject code into main' },
  { name: 'EnableNodeCliInspectArguments', on: false, why: '--inspect would open main to a debugger' },
  { name: 'EnableEmbeddedAsarIntegrityValidation', on: true, why: 'a changed app.asar must not load' },
  { name: 'OnlyLoadAppFromAsar', on: true, why: 'an app folder dropped beside app.asar must not load instead' },
  { name: 'LoadBrowserProcessSpecificV8Snapshot', on: false, why: 'the app ships no snapshot of its own' },
  {
    name: 'GrantFileProtocolExtraPrivileges',
    on: false,
    why: 'the renderer is served from app://, file:// needs nothing',
  },
  { name: 'WasmTrapHandlers', on: true, why: "Electron's default: out-of-bounds WebAssembly memory traps" },
];

/** What @electron/fuses' getCurrentFuseWire reads: a state per wire index. */
export type FuseWire = Readonly<Partial<Record<number, number>>> & { readonly version: string };

/**
 * Each way `wire` differs from the secure fuses, in words ([] when it does
 * not); `allowed` names fuses a build may set otherwise (the journeys' build
 * leaves --inspect on).
 */
export function fuseDifferences(wire: FuseWire, allowed: Readonly<Record<string, boolean>> = {}): string[] {
  const length = Object.keys(wire).filter((key) => /^\d+$/.test(key)).length;
  const differences: string[] = [];
  for (let index = 0; index < Math.max(length, SECURE_FUSES.length); index++) {
    const fuse = SECURE_FUSES[index];
    const state = wire[index];
    if (fuse === undefined) {
      differences.push(`fuse ${index} is one this check does not know: decide its secure value in secure-fuses.ts`);
      continue;
    }
    const on = allowed[fuse.name] ?? fuse.on;
    if (state === undefined) differences.push(`${fuse.name} is not in the binary's fuse wire`);
    else if (state !== (on ? FuseState.ENABLE : FuseState.DISABLE))
      differences.push(`${fuse.name} is ${describe(state)}, not ${on ? 'on' : 'off'}: ${fuse.why}`);
  }
  return differences;
}

function describe(state: number): string {
  if (state === FuseState.ENABLE) return 'on';
  if (state === FuseState.DISABLE) return 'off';
  if (state === FuseState.REMOVED) return 'removed from this Electron';
  return `in the unknown state ${state}`;
}
