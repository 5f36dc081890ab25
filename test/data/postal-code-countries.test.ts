import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postalCodesFileSchema } from '@sandbox/data/schemas';
import {
  addressCountries,
  COUNTRY_GROUPS,
  countryOptions,
  postalCodeCountries,
} from '@renderer/screens/rating/countries';

/*
 * The countries the rating form offers for an address against the postal
 * codes the desk's place list holds: a country the form says it suggests
 * postal codes for must have them, and a country without them must be offered
 * as "typed by hand", with its reason.
 */
const postal = postalCodesFileSchema.parse(
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'resources', 'data', 'postal-codes.json'), 'utf8')),
);
/** Fewer codes than this is not a list an operator can pick from. */
const ENOUGH_CODES = 40;

describe('postal codes for the countries the rating form offers', () => {
  it('has a list of postal codes for every country the form suggests postal codes for', () => {
    const missing = postalCodeCountries.filter((code) => (postal[code]?.length ?? 0) < ENOUGH_CODES);
    expect(missing).toEqual([]);
  });

  it('suggests postal codes for every offered country the data holds', () => {
    const held = addressCountries.filter((code) => (postal[code]?.length ?? 0) >= ENOUGH_CODES);
    expect([...held].sort()).toEqual([...postalCodeCountries].sort());
  });

  it('offers the countries without a list apart, under a heading that says the postal code is typed by hand', () => {
    const options = countryOptions(null, 'en');
    const byHand = options.filter((o) => o.group === COUNTRY_GROUPS.byHand).map((o) => o.value);
    const listed = options.filter((o) => o.group === COUNTRY_GROUPS.listed).map((o) => o.value);
    expect(byHand.every((code) => postal[code] === undefined)).toBe(true);
    expect(listed.every((code) => (postal[code]?.length ?? 0) >= ENOUGH_CODES)).toBe(true);
    expect(listed.length + byHand.length).toBe(addressCountries.length);
    // Listed first: the countries the search fills are the ones at hand.
    expect(options.findIndex((o) => o.group === COUNTRY_GROUPS.byHand)).toBe(listed.length);
  });
});
