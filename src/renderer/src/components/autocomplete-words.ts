import { m } from '@shared/i18n/messages';

/** What an Autocomplete searches for: its words are chosen by it, so each language says them with its own plurals. */
export type SearchedKind = 'port' | 'airport' | 'place';

interface SearchWords {
  /** "port": in "No port found for …" under the field. */
  readonly noun: () => string;
  readonly searching: () => string;
  readonly failed: () => string;
  readonly none: () => string;
  readonly found: (count: number) => string;
}

const SEARCH_WORDS: Readonly<Record<SearchedKind, SearchWords>> = {
  port: {
    noun: m.rating_end_port_noun,
    searching: m.autocomplete_port_searching,
    failed: m.autocomplete_port_failed,
    none: m.autocomplete_port_none,
    found: (count) => m.autocomplete_port_found({ count }),
  },
  airport: {
    noun: m.rating_end_airport_noun,
    searching: m.autocomplete_airport_searching,
    failed: m.autocomplete_airport_failed,
    none: m.autocomplete_airport_none,
    found: (count) => m.autocomplete_airport_found({ count }),
  },
  place: {
    noun: m.rating_address_noun,
    searching: m.autocomplete_place_searching,
    failed: m.autocomplete_place_failed,
    none: m.autocomplete_place_none,
    found: (count) => m.autocomplete_place_found({ count }),
  },
};

/** The searched thing in one word, in the desk's language: "port", "aeropuerto". */
export function searchedNoun(kind: SearchedKind): string {
  return SEARCH_WORDS[kind].noun();
}

/** Where a search stands, as the field's live region reads it to a screen reader. */
export interface SearchState {
  readonly open: boolean;
  readonly phase: 'idle' | 'loading' | 'ready' | 'error';
  readonly count: number;
}

/** What the screen reader hears: nothing while the list is closed, else searching, failed, none or how many. */
export function searchAnnouncement(kind: SearchedKind, { open, phase, count }: SearchState): string {
  const words = SEARCH_WORDS[kind];
  if (!open || phase === 'idle') return '';
  if (phase === 'loading') return words.searching();
  if (phase === 'error') return words.failed();
  return count === 0 ? words.none() : words.found(count);
}
