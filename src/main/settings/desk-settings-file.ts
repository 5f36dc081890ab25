import { join } from 'node:path';
import {
  DEFAULT_DESK_SETTINGS,
  deskSettingsInput,
  type DeskSettings,
  type DeskSettingsChange,
} from '@shared/ipc/channels/settings';
import type { SetAsideSettingsFile } from '@shared/ipc/settings-file';
import { writeFileDurably } from '@main/disk/durable-write';
import { readJsonFile } from '@main/disk/json-file';

export const DESK_SETTINGS_FILE = 'desk-settings.json';

export interface DeskSettingsFileOptions {
  readonly warn: (message: string) => void;
  readonly now: () => Date;
}

/**
 * The desk's own settings (how it syncs, what it notifies), in `<dataDir>/desk-settings.json`:
 * apart from the profiles' settings.json, so a broken one of them never costs
 * the other. A file that cannot be read is set aside with a message and the
 * defaults are used; every save replaces the file durably.
 */
export class DeskSettingsFile {
  private constructor(
    readonly path: string,
    private current: DeskSettings,
    /** Where an unreadable file was moved at open, for the operator. */
    readonly setAsideFile: SetAsideSettingsFile | null,
    private readonly warn: (message: string) => void,
  ) {}

  static async open(dataDir: string, options: DeskSettingsFileOptions): Promise<DeskSettingsFile> {
    const path = join(dataDir, DESK_SETTINGS_FILE);
    const read = await readJsonFile(path, deskSettingsInput, DEFAULT_DESK_SETTINGS, options);
    return new DeskSettingsFile(path, read.value, read.setAside, options.warn);
  }

  get(): DeskSettings {
    return this.current;
  }

  /** Saves the sections a change names over the ones saved (a Settings section saves only its own). */
  async save(change: DeskSettingsChange): Promise<DeskSettings> {
    const next = deskSettingsInput.parse({ ...this.current, ...change });
    await writeFileDurably(this.path, `${JSON.stringify(next, null, 2)}\n`, { warn: this.warn });
    this.current = next;
    return next;
  }
}
