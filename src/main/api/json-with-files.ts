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
 * base64 without padding and the pieces join into one valid text; 1 MiB of
 * text, a millisecond or two of work between two turns of the event loop.
 */
const FILE_PIECE_BYTES = 3 * 256 * 1024;
const QUOTE = Buffer.from('"');

/** What a body is made of: its JSON text around the files, and the files. */
type Part = { readonly text: Buffer } | { readonly file: Uint8Array };

/**
 * A JSON request body whose files the service wants as base64 text inside
 * the JSON (document and tariff uploads), sent without ever being one text:
 * the JSON around the files is written once, and each file is encoded to
 * base64 a piece at a time as the connection takes it. A 25 MiB upload is
 * never held as a 33 MiB string, nor as a Buffer of one, and no step of it
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
    const text = JSON.stringify(body, function (this: Record<string, unknown>, key: string, value: unknown) {
      // The holder's own value: a Buffer's toJSON has already turned `value` into a plain object.
      const original = this[key];
      if (!(original instanceof Uint8Array)) return value;
      files.push(original);
      return `${mark}${files.length - 1}`;
    });
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
