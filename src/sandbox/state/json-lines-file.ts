import { closeSync, createReadStream, existsSync, openSync, readdirSync, readSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'sandbox-state.json';

/** The saved file: its first line read, the lines after it to read when wanted. */
export interface SavedLines {
  /** The first line, parsed (a state saved as one JSON document is all first line). */
  readonly first: unknown;
  /** The lines after the first, in order, as many at a time as a read of the file brings. */
  rest(): AsyncIterable<readonly string[]>;
}

/**
 * The state file the sandbox wrote before it kept a database
 * (state-database.ts): JSON lines (json-lines-format.ts). Only read, once, to
 * move its records into the database (json-lines-migration.ts).
 */
export class JsonLinesFile {
  constructor(readonly dir: string) {}

  get path(): string {
    return join(this.dir, FILE);
  }

  /**
   * The saved state's first line, or undefined when there is none. A file
   * whose first line is not JSON is moved aside. The rest is read only when
   * asked for: a large state moves while the sandbox already listens.
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

  /** Done with: its records are in the database. */
  remove(): void {
    rmSync(this.path, { force: true });
  }
}

/**
 * Removes the temporary files the JSON writer left in `dir` when its process
 * ended mid-write (`sandbox-state.json.tmp-<pid>`): never read, and written
 * by nothing any more. Run at start, with the folder held (folder-hold.ts).
 * SQLite's own files (-wal, -shm, -journal) are never touched: they hold
 * committed changes, replayed or rolled back by SQLite itself at the open.
 */
export function removeInterruptedWrites(dir: string): void {
  for (const name of readdirSync(dir)) if (name.startsWith(`${FILE}.tmp-`)) rmSync(join(dir, name), { force: true });
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
