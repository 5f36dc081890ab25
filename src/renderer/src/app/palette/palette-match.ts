/*
 * What the command palette lists for what is typed: every word typed must be
 * found in an entry's label or its other words (any case, any accents); the
 * label that is what was typed comes first, then labels that start with it,
 * then those with a word that starts with it, then the rest, each in the
 * table's order.
 */

export interface PaletteEntry {
  /** Distinct in the list: the option's id. */
  readonly id: string;
  /** The heading it is listed under: "Go to", "Rate", "Profiles", "Shipments". */
  readonly section: string;
  readonly label: string;
  /** A second line, muted: what the entry does or shows. */
  readonly detail?: string;
  /** Words it is also found by, not shown ("screen", "account"). */
  readonly keywords?: string;
  /** The keyboard shortcut that does the same, as the platform writes it. */
  readonly shortcut?: string;
  readonly run: () => void;
}

/** Lower case without accents: "Cádiz" is found by "cadiz". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function rank(entry: PaletteEntry, query: string, words: readonly string[]): number | null {
  const label = foldText(entry.label);
  const haystack = `${label} ${foldText(entry.detail ?? '')} ${foldText(entry.keywords ?? '')}`;
  if (!words.every((word) => haystack.includes(word))) return null;
  if (label === query) return 0;
  if (label.startsWith(query)) return 1;
  if (label.split(/[\s/()-]+/).some((part) => part.startsWith(words[0] ?? ''))) return 2;
  return 3;
}

/** The entries that match `typed`, best first; all of them, in order, when nothing is typed. */
export function matchEntries(entries: readonly PaletteEntry[], typed: string): PaletteEntry[] {
  const query = foldText(typed.trim().replace(/\s+/g, ' '));
  if (query === '') return [...entries];
  const words = query.split(' ');
  return entries
    .map((entry, index) => ({ entry, index, rank: rank(entry, query, words) }))
    .filter((found): found is { entry: PaletteEntry; index: number; rank: number } => found.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((found) => found.entry);
}

export interface PaletteSection {
  readonly section: string;
  readonly entries: readonly PaletteEntry[];
}

/** The matched entries under their headings, a heading where its best entry ranked; arrow keys follow this order. */
export function bySection(entries: readonly PaletteEntry[]): PaletteSection[] {
  const sections = new Map<string, PaletteEntry[]>();
  for (const entry of entries) {
    const list = sections.get(entry.section) ?? [];
    list.push(entry);
    sections.set(entry.section, list);
  }
  return [...sections].map(([section, list]) => ({ section, entries: list }));
}
