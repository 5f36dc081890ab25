import { checkedEntry, type FileEntry } from './files';

/** A file the operator chose that may be sent: its list entry and the File behind it. */
export interface ChosenFile {
  readonly entry: FileEntry;
  readonly file: File;
}

/**
 * Dropped or picked files, checked before anything is read: those whose type
 * or size the service does not take come back refused (with the reason in
 * their message), the rest accepted, 'ready' to be sent.
 */
export function checkFiles(list: readonly File[]): { accepted: ChosenFile[]; refused: FileEntry[] } {
  const accepted: ChosenFile[] = [];
  const refused: FileEntry[] = [];
  for (const file of list) {
    const entry = checkedEntry(file);
    if (entry.phase === 'refused') refused.push(entry);
    else accepted.push({ entry: { ...entry, phase: 'ready' }, file });
  }
  return { accepted, refused };
}

/**
 * The files chosen for an upload, before and while it is sent: the list the
 * screen shows (in $state, so phase and progress changes show) and the File
 * behind each entry (kept out of $state: Files are not data to watch).
 */
export class ChosenFiles {
  entries: FileEntry[] = $state([]);
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- deliberately not reactive, see above
  readonly #files = new Map<string, File>();

  /** Adds entries (refused ones show with their reason and have no File); returns them as $state holds them. */
  put(entries: readonly FileEntry[], files: readonly ChosenFile[] = []): FileEntry[] {
    for (const { entry, file } of files) this.#files.set(entry.key, file);
    const start = this.entries.length;
    this.entries.push(...entries);
    return this.entries.slice(start);
  }

  /** Checks the files and adds them all, in the order given (refused ones with their reason); returns what was accepted. */
  add(list: readonly File[]): ChosenFile[] {
    const accepted: ChosenFile[] = [];
    for (const file of list) {
      const { accepted: ok, refused } = checkFiles([file]);
      accepted.push(...ok);
      this.put([...ok.map((a) => a.entry), ...refused], ok);
    }
    return accepted;
  }

  remove(key: string): void {
    this.entries = this.entries.filter((e) => e.key !== key);
    this.#files.delete(key);
  }

  clear(): void {
    this.entries = [];
    this.#files.clear();
  }

  /** The File behind an entry; undefined for a refused one (or one removed). */
  fileOf(key: string): File | undefined {
    return this.#files.get(key);
  }
}
