import { randomUUID } from 'node:crypto';
import type { OperationBody, OperationId } from '@shared/api/operations';

/** A request body type with its base64 file fields (`file`, anywhere in it) as the bytes they encode. */
export type FilesAsBytes<T> = T extends readonly (infer U)[]
  ? FilesAsBytes<U>[]
  : T extends object
    ? { [P in keyof T]: P extends 'file' ? Uint8Array : FilesAsBytes<T[P]> }
    : T;

/**
 * Bytes of a file encoded per piece: a multiple of 3, so each piece is
 * base64 without padding and the pieces join into one valid text. 64 KiB of
 * text, under V8's large-object size: a piece's text dies young, taken by a
 * cheap scavenge, where larger pieces set off full collections.
 */
const FILE_PIECE_BYTES = 3 * 16 * 1024;
const QUOTE = Buffer.from('"');

/** What a body is made of: its JSON text around the files, and the files. */
type Part = { readonly text: Buffer } | { readonly file: Uint8Array };

/**
 * A JSON request body whose files the service wants as base64 text inside
 * the JSON (document and tariff uploads), sent without ever being one text:
 * the JSON around the files is written once, and each file is encoded to
 * base64 a piece at a time as the connection takes it. An upload at the
 * limit is never held as one base64 string, nor as a Buffer of one, and no step of it
 * holds main's event loop. Its length is known before it is sent (the
 * request's Content-Length), and it can be sent again (a retry after a 401).
 */
export class JsonWithFiles<K extends OperationId = OperationId> {
  /** The body's length in bytes. */
  readonly byteLength: number;

  private constructor(
    readonly operationId: K,
    /** The body as it was given, its files as bytes. */
    readonly value: FilesAsBytes<OperationBody<K>>,
    private readonly parts: readonly Part[],
  ) {
    this.byteLength = parts.reduce(
      (sum, part) =>
        sum + ('text' in part ? part.text.length : QUOTE.length * 2 + Math.ceil(part.file.byteLength / 3) * 4),
      0,
    );
  }

  /** The body of operation `id`, its `file` fields given as bytes. */
  static of<K extends OperationId>(id: K, body: FilesAsBytes<OperationBody<K>>): JsonWithFiles<K> {
    const files: Uint8Array[] = [];
    // A mark no JSON text of the body holds: each file stands in the text as this string, numbered.
    const mark = `\u0000${randomUUID()}:`;
    // The files are swapped for their marks before JSON.stringify sees them: it would call a Buffer's
    // toJSON first, which makes an array of a number per byte (25 million of them for 25 MiB).
    const marked = (value: unknown): unknown => {
      if (value instanceof Uint8Array) return `${mark}${files.push(value) - 1}`;
      if (Array.isArray(value)) return value.map(marked);
      // Anything else JSON.stringify writes by its own rules (a Date's toJSON) is left to it.
      if (value === null || typeof value !== 'object' || 'toJSON' in value) return value;
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, marked(inner)]));
    };
    const text = JSON.stringify(marked(body));
    const parts: Part[] = [];
    let rest = text;
    files.forEach((file, i) => {
      const stand = JSON.stringify(`${mark}${i}`);
      const at = rest.indexOf(stand);
      if (at < 0) throw new Error(`file ${i} of a ${id} body is missing from its JSON`);
      parts.push({ text: Buffer.from(rest.slice(0, at)) }, { file });
      rest = rest.slice(at + stand.length);
    });
    parts.push({ text: Buffer.from(rest) });
    return new JsonWithFiles(id, body, parts);
  }

  /** The body's bytes, piece by piece; each call starts again from the first. */
  async *pieces(): AsyncGenerator<Uint8Array> {
    for (const part of this.parts) {
      if ('text' in part) {
        if (part.text.length > 0) yield part.text;
        continue;
      }
      const { file } = part;
      yield QUOTE;
      for (let at = 0; at < file.byteLength; at += FILE_PIECE_BYTES) {
        const piece = Buffer.from(file.buffer, file.byteOffset + at, Math.min(FILE_PIECE_BYTES, file.byteLength - at));
        yield Buffer.from(piece.toString('base64'), 'latin1');
      }
      yield QUOTE;
    }
  }
}
