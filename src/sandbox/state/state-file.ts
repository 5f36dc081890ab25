import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { rename, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

const FILE = 'sandbox-state.json';
const DEBOUNCE_MS = 200;

/**
 * The sandbox's state on disk (when a dataDir is given): one JSON file,
 * written atomically (a temp file, then rename, so a crash never leaves half a
 * file), debounced after changes and flushed on close.
 */
export class StateFile {
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;

  constructor(
    readonly dir: string,
    private readonly snapshot: () => unknown,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  get path(): string {
    return join(this.dir, FILE);
  }

  /** The saved state, or undefined when there is none. A file that is not JSON is moved aside. */
  read(): unknown {
    if (!existsSync(this.path)) return undefined;
    const text = readFileSync(this.path, 'utf8');
    try {
      return JSON.parse(text);
    } catch {
      this.moveAside('not JSON');
      return undefined;
    }
  }

  /** Keeps a state file the sandbox cannot use, so nothing is lost silently, and starts afresh. */
  moveAside(reason: string): string {
    const aside = `${this.path}.unreadable-${Date.now()}`;
    renameSync(this.path, aside);
    process.emitWarning(`sandbox state ${this.path} was ${reason}; kept as ${aside} and started empty`);
    return aside;
  }

  /** Something changed: write soon. */
  changed(): void {
    this.dirty = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.writeNow();
    }, DEBOUNCE_MS);
    this.timer.unref();
  }

  /** Writes now if anything changed, and waits for every pending write. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.dirty) await this.writeNow();
    await this.writing;
  }

  /** Synchronous last-chance write (process exit). */
  flushSync(): void {
    if (!this.dirty) return;
    this.dirty = false;
    const tmp = `${this.path}.tmp-${process.pid}`;
    writeFileSync(tmp, JSON.stringify(this.snapshot()));
    renameSync(tmp, this.path);
  }

  private writeNow(): Promise<void> {
    this.dirty = false;
    const text = JSON.stringify(this.snapshot());
    this.writing = this.writing.then(async () => {
      await mkdir(this.dir, { recursive: true });
      const tmp = `${this.path}.tmp-${process.pid}`;
      await writeFile(tmp, text);
      await rename(tmp, this.path);
    });
    this.writing = this.writing.catch((error: unknown) => {
      process.emitWarning(`sandbox could not save its state to ${this.path}: ${(error as Error).message}`);
    });
    return this.writing;
  }
}
