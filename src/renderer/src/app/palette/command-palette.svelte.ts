import { ratingModeIds } from '@shared/api/modes';
import type { ProfileSummary } from '@shared/domain/profile';
import type { StoredShipmentListItem } from '@shared/ipc/channels/tracking';
import { api } from '../../lib/backend';
import { Debounced } from '../../lib/debounce';
import { profiles } from '../../lib/profiles.svelte';
import { session } from '../../lib/session.svelte';
import { router } from '../router.svelte';
import { routes } from '../routes';
import { profileEntries, ratingEntries, screenEntries, shipmentEntries, type PaletteActions } from './palette-entries';
import { bySection, matchEntries, type PaletteEntry } from './palette-match';

/** What the palette lists and does, outside itself; the app's own unless a test gives others. */
export interface PaletteDeps {
  readonly actions: PaletteActions;
  /** The profiles to switch to, as the app holds them. */
  readonly profiles: () => readonly ProfileSummary[];
  /** Shipments whose code, places or references hold the words, from main's store. */
  readonly findShipments: (words: string) => Promise<readonly StoredShipmentListItem[]>;
}

/** How many shipments the palette lists for the words typed. */
const SHIPMENTS_LISTED = 5;
/** Shipments are looked for once the operator stops typing for this long (milliseconds). */
const SEARCH_WAIT_MS = 150;
/** Fewer characters than this find too many shipments to be a search. */
const SEARCH_FROM = 2;

const appDeps = (): PaletteDeps => ({
  actions: {
    go: (screen, params) => router.go(screen, params),
    activateProfile: (id) => void session.activate(id),
  },
  profiles: () => profiles.list,
  findShipments: async (words) => (await api().tracking.shipments({ search: words, limit: SHIPMENTS_LISTED })).rows,
});

/**
 * The command palette's state: the words typed, the entries they match
 * (screens, rating modes, profiles, and shipments found in main's store), by
 * section, and the option the arrow keys made active.
 */
export class CommandPaletteState {
  typed = $state('');
  /** The active option's index in `options`. */
  active = $state(0);
  /** A search for shipments is on its way. */
  searching = $state(false);
  #found: PaletteEntry[] = $state.raw([]);
  /** The newest search's number: an answer to an older one is dropped. */
  #asked = 0;
  readonly #deps: PaletteDeps;
  readonly #search: Debounced<string>;

  readonly #fixed: PaletteEntry[] = $derived.by(() => {
    const actions = this.#deps.actions;
    return [
      ...screenEntries(routes, actions),
      ...ratingEntries(ratingModeIds, actions),
      ...profileEntries(this.#deps.profiles(), actions),
    ];
  });
  /** What the palette lists, by section, each section where its best entry ranked. */
  readonly sections = $derived.by(() => bySection([...matchEntries(this.#fixed, this.typed), ...this.#found]));
  /** The entries in the order the arrow keys go through them. */
  readonly options: PaletteEntry[] = $derived.by(() => this.sections.flatMap((s) => s.entries));
  readonly activeEntry: PaletteEntry | undefined = $derived.by(() => this.options[this.active]);

  constructor(deps: PaletteDeps = appDeps()) {
    this.#deps = deps;
    this.#search = new Debounced<string>((words) => this.#findShipments(words), SEARCH_WAIT_MS);
  }

  /** The palette opens: nothing typed, nothing found, the first option active. */
  start(): void {
    this.typed = '';
    this.#found = [];
    this.active = 0;
  }

  /** The palette closes (or goes): a search still waiting is not asked. */
  stop(): void {
    this.#search.cancel();
  }

  /** The operator typed: the first option is active again, and shipments are looked for once typing stops. */
  typedChanged(): void {
    this.active = 0;
    const words = this.typed.trim();
    if (words.length < SEARCH_FROM) {
      this.#asked += 1;
      this.#search.cancel();
      this.#found = [];
      this.searching = false;
      return;
    }
    this.searching = true;
    this.#search.push(words);
  }

  /** Enter: a search still waiting is asked now. */
  searchNow(): void {
    this.#search.flush();
  }

  /** A key of the list: the arrows move (round), Home and End go to the ends; false for a key that is not one. */
  moveFor(key: string): boolean {
    const count = this.options.length;
    const to: Record<string, () => number> = {
      ArrowDown: () => this.active + 1,
      ArrowUp: () => this.active - 1,
      Home: () => 0,
      End: () => count - 1,
    };
    const next = to[key];
    if (!next) return false;
    if (count > 0) this.active = (next() + count) % count;
    return true;
  }

  #findShipments(words: string): void {
    const mine = ++this.#asked;
    void this.#deps
      .findShipments(words)
      .then(
        (rows) => {
          if (mine === this.#asked) this.#found = shipmentEntries(rows, this.#deps.actions);
        },
        () => {
          // A store that cannot answer now leaves the other entries; Tracking shows the store's trouble.
          if (mine === this.#asked) this.#found = [];
        },
      )
      .finally(() => {
        if (mine === this.#asked) this.searching = false;
      });
  }
}
