import { foldText } from './fold';

/*
 * The order of place suggestions (postal codes, ports, airports): the place
 * the operator means first. The service answers in its own order, which the
 * desk cannot change, so the desk orders what it gets, by these keys in turn:
 *
 * 1. how well the typed text matches: a code typed whole (BCN, ESVLC, 28001),
 *    then a city named exactly ("Valencia", not "Valencia de Don Juan"; an
 *    airport whose name starts with the whole word, "Barcelona International
 *    Airport"), then a name that starts with the text, then one with a word that
 *    starts with it, then one that only contains it, then what the service
 *    matched on something the desk does not see;
 * 2. the chosen country before the others;
 * 3. the bigger place before the smaller (a weight the caller measures: an
 *    airport's size class, how many postal codes a city has in its region);
 * 4. the service's own order.
 *
 * Accents and case never matter: "malaga" is "Málaga", "SAO PAULO" "São Paulo".
 */

/** What the ranking reads of one suggestion. */
export interface PlaceFacts {
  /** Codes an operator may type whole: IATA, UN/LOCODE, postal code. */
  readonly codes: readonly (string | null)[];
  /** City names: exact only when equal to the text. */
  readonly cities: readonly (string | null)[];
  /** Names of the place itself (an airport's): exact when they start with the text as whole words. */
  readonly names?: readonly (string | null)[];
  /** ISO 3166-1 alpha-2, or null when unknown. */
  readonly country: string | null;
  /** Bigger is more important; 0 when unknown. */
  readonly weight: number;
}

export interface RankOptions {
  /** The country chosen in the form (ISO alpha-2): its places first. */
  readonly country?: string | null;
}

/** Match tiers, best first. */
export const MATCH = {
  code: 0,
  exact: 1,
  prefix: 2,
  wordPrefix: 3,
  contains: 4,
  unseen: 5,
} as const;

/** A name that starts with the whole text and then a word break ("barcelona international"). */
function startsWithWords(name: string, text: string): boolean {
  if (!name.startsWith(text)) return false;
  const next = name.charAt(text.length);
  return next === '' || !/[\p{L}\p{N}]/u.test(next);
}

function hasWordStartingWith(name: string, text: string): boolean {
  return name.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(text));
}

/** Only letters and digits, for codes: "08 001" and "es-vlc" are typed codes too. */
function codeKey(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}]/gu, '');
}

/** How well one place matches the typed text (a MATCH tier; lower is better). */
export function matchTier(facts: PlaceFacts, typed: string): number {
  const text = foldText(typed).replace(/\s+/g, ' ');
  if (text === '') return MATCH.unseen;
  const code = codeKey(typed);
  if (code !== '' && facts.codes.some((c) => c !== null && codeKey(c) === code)) return MATCH.code;
  const cities = facts.cities.flatMap((c) => (c ? [foldText(c)] : []));
  const names = (facts.names ?? []).flatMap((n) => (n ? [foldText(n)] : []));
  if (cities.some((c) => c === text) || names.some((n) => startsWithWords(n, text))) return MATCH.exact;
  const all = [...cities, ...names];
  if (all.some((n) => n.startsWith(text))) return MATCH.prefix;
  if (code !== '' && facts.codes.some((c) => c !== null && codeKey(c).startsWith(code))) return MATCH.prefix;
  if (all.some((n) => hasWordStartingWith(n, text))) return MATCH.wordPrefix;
  if (all.some((n) => n.includes(text))) return MATCH.contains;
  return MATCH.unseen;
}

/**
 * The suggestions in the order the operator most likely means them; a new
 * array, the input untouched. Ties keep the service's order.
 */
export function rankPlaces<T>(
  items: readonly T[],
  typed: string,
  factsOf: (item: T) => PlaceFacts,
  options: RankOptions = {},
): T[] {
  const chosen = options.country?.trim().toUpperCase() || null;
  return items
    .map((item, index) => {
      const facts = factsOf(item);
      return {
        item,
        index,
        tier: matchTier(facts, typed),
        abroad: chosen !== null && facts.country?.toUpperCase() !== chosen ? 1 : 0,
        weight: facts.weight,
      };
    })
    .sort((a, b) => a.tier - b.tier || a.abroad - b.abroad || b.weight - a.weight || a.index - b.index)
    .map((ranked) => ranked.item);
}
