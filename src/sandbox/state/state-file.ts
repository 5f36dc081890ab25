import {
  closeSync,
  createReadStream,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  writevSync,
  existsSync,
} from 'node:fs';
import { mkdir, open, rename, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

const FILE = 'sandbox-state.json';
const DEBOUNCE_MS = 200;
/** Pieces per writev call: under every system's IOV_MAX (1024 on Linux and macOS). */
const PIECES_PER_WRITE = 512;

/** The saved file: its first line read, the lines after it to read when wanted. */
export interface SavedLines {
  /** The first line, parsed (a state saved as one JSON document is all first line). */
  readonly first: unknown;
  /** The lines after the first, in order, as many at a time as a read of the file brings. */
  rest(): AsyncIterable<readonly string[]>;
}

/**
 * The sandbox's state on disk (when a dataDir is given): one file of JSON
 * lines (state-format.ts), written atomically (a temp file, then rename, so a
 * crash never leaves half a file), debounced after changes and flushed on close.
 */
export class StateFile {
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;

  constructor(
    readonly dir: string,
    /** The state's bytes, in pieces written one after the other (state-format.ts's encodeState). */
    private readonly snapshot: () => readonly Buffer[],
  ) {
    mkdirSync(dir, { recursive: true });
  }

  get path(): string {
    return join(this.dir, FILE);
  }

  /**
   * The saved state's first line, or undefined when there is none. A file
   * whose first line is not JSON is moved aside. The rest is read only when
   * asked for: a large state loads while the sandbox already listens.
   */
  read(): SavedLines | undefined {
    if (!existsSync(this.path)) return undefined;
    const { text, bytes } = readFirstLine(this.path);
    let first: unknown;
    try {
      first = JSON.parse(text);
    } catch {
      this.moveAside('not JSON');
      return undefined;
    }
    const path = this.path;
    return {
      first,
      rest: async function* () {
        // Split here rather than by readline: a chunk's lines at a time, without an event per line.
        const input = createReadStream(path, { start: bytes, encoding: 'utf8', highWaterMark: 1 << 20 });
        let carry = '';
        try {
          for await (const chunk of input as AsyncIterable<string>) {
            const lines = (carry + chunk).split('\n');
            carry = lines.pop() ?? '';
            yield lines;
          }
          if (carry !== '') yield [carry];
        } finally {
          // Also when the reader stops early: the file is not held open.
          input.destroy();
        }
      },
    };
  }

  /** Keeps a state file the sandbox cannot use, so nothing is lost silently, and starts afresh. */
  moveAside(reason: string, outcome = 'started empty'): string {
    const aside = `${this.path}.unreadable-${Date.now()}`;
    renameSync(this.path, aside);
    process.emitWarning(`sandbox state ${this.path} was ${reason}; kept as ${aside} and ${outcome}`);
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
    const pieces = this.snapshot();
    const fd = openSync(tmp, 'w');
    try {
      for (let i = 0; i < pieces.length; i += PIECES_PER_WRITE) writeAllSync(fd, pieces.slice(i, i + PIECES_PER_WRITE));
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, this.path);
  }

  private writeNow(): Promise<void> {
    this.dirty = false;
    const pieces = this.snapshot();
    this.writing = this.writing.then(async () => {
      await mkdir(this.dir, { recursive: true });
      const tmp = `${this.path}.tmp-${process.pid}`;
      const file = await open(tmp, 'w');
      try {
        for (let i = 0; i < pieces.length; i += PIECES_PER_WRITE)
          await writeAll(file, pieces.slice(i, i + PIECES_PER_WRITE));
      } finally {
        await file.close();
      }
      await rename(tmp, this.path);
    });
    this.writing = this.writing.catch((error: unknown) => {
      process.emitWarning(`sandbox could not save its state to ${this.path}: ${(error as Error).message}`);
    });
    return this.writing;
  }
}

/** Writes pieces whole: a writev may write fewer bytes than asked, and the rest follow. */
async function writeAll(file: FileHandle, pieces: readonly Buffer[]): Promise<void> {
  let rest = pieces;
  while (rest.length > 0) rest = remainder(rest, (await file.writev(rest)).bytesWritten);
}

function writeAllSync(fd: number, pieces: readonly Buffer[]): void {
  let rest = pieces;
  while (rest.length > 0) rest = remainder(rest, writevSync(fd, rest));
}

/** The pieces left after `written` bytes of them went out. */
function remainder(pieces: readonly Buffer[], written: number): readonly Buffer[] {
  let left = written;
  let i = 0;
  while (i < pieces.length && left >= (pieces[i] as Buffer).length) left -= (pieces[i++] as Buffer).length;
  if (i === pieces.length) return [];
  return [(pieces[i] as Buffer).subarray(left), ...pieces.slice(i + 1)];
}

/** The file's first line (without its newline) and the bytes it takes with it. */
function readFirstLine(path: string): { text: string; bytes: number } {
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    const chunk = Buffer.alloc(1 << 20);
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      const newline = chunk.subarray(0, read).indexOf(0x0a);
      if (newline >= 0) {
        chunks.push(Buffer.from(chunk.subarray(0, newline)));
        const line = Buffer.concat(chunks);
        return { text: line.toString('utf8'), bytes: line.length + 1 };
      }
      chunks.push(Buffer.from(chunk.subarray(0, read)));
    }
    const whole = Buffer.concat(chunks);
    return { text: whole.toString('utf8'), bytes: whole.length };
  } finally {
    closeSync(fd);
  }
}
