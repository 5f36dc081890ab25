import { promises as fs } from 'node:fs';
import { Readable } from 'node:stream';
import { Agent } from 'undici';
import type { Dispatcher } from 'undici';
import type { HttpMethod } from '@shared/api/operation';
import { JsonWithFiles } from './json-with-files';

export interface Timeouts {
  /** Establishing the TCP/TLS connection. */
  readonly connectMs: number;
  /** From sending the request to receiving the answer's headers. */
  readonly headersMs: number;
  /** Longest silence while the answer's body is arriving. */
  readonly bodyMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000 };

/** Beyond this an answer is refused: no operation of the API returns anything near it. */
export const DEFAULT_MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

/**
 * The keep-alive agent of one client (one base URL). Exported so the bench can
 * measure a raw request over exactly the same connection settings.
 */
export function createKeepAliveAgent(timeouts: Timeouts): Agent {
  return new Agent({
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 120_000,
    // Enough parallel sockets for a busy screen; the rest queue on them.
    connections: 16,
    connect: { timeout: timeouts.connectMs },
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
  });
}

/** A request body: JSON text, or an upload's JSON whose files are encoded as it is sent. */
export type RequestBody = string | JsonWithFiles;

export interface OutgoingRequest {
  readonly url: URL;
  readonly method: HttpMethod;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: RequestBody | undefined;
  readonly signal?: AbortSignal;
  readonly maxResponseBytes: number;
  /**
   * Save a 2xx answer's body to this file (made or emptied) instead of
   * keeping it in memory: the shipment list of a large account is larger
   * than one string can hold; it is read from the file in pieces where it is
   * checked (the list sync's worker thread).
   */
  readonly saveTo?: string;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body as UTF-8 text ('' when empty, and when it was saved to a file instead). */
  readonly text: string;
  readonly bytes: number;
}

/**
 * The answer is larger than the client accepts; reading stopped. It keeps the
 * answer's status: a 2xx too large to read still says the service did it.
 */
export class ResponseTooLargeError extends Error {
  override readonly name = 'ResponseTooLargeError';
  constructor(
    readonly limitBytes: number,
    readonly status: number,
  ) {
    super(`response (HTTP ${status}) larger than ${limitBytes} bytes`);
  }
}

/** The disk refused the answer a request asked to save (full, read-only): not the service's fault, nor the network's. */
export class AnswerNotSavedError extends Error {
  override readonly name = 'AnswerNotSavedError';
  constructor(
    readonly file: string,
    override readonly cause: unknown,
  ) {
    super(`the answer could not be saved to ${file}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** Writes to the disk gathered to this size: one write a chunk of the network's would be tens of thousands. */
const SAVE_WRITE_BYTES = 1024 * 1024;

/**
 * Stops reading an answer. Destroying a body that has not ended makes undici
 * emit an "aborted" error on it; nobody listens any more, and an unheard
 * stream error would be an uncaught exception in main.
 */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

/**
 * One HTTP exchange: sends, reads the whole body within the size limit, and
 * returns it. It throws undici's and Node's own errors unchanged; the client
 * turns them into ApiErrors, since only it knows which operation was meant.
 */
export async function sendRequest(dispatcher: Dispatcher, request: OutgoingRequest): Promise<RawResponse> {
  const response = await dispatcher.request({
    origin: request.url.origin,
    path: `${request.url.pathname}${request.url.search}`,
    method: request.method,
    headers: request.headers,
    // A stream of the upload's pieces, pulled as the connection takes them (one piece read ahead).
    body:
      request.body instanceof JsonWithFiles
        ? Readable.from(request.body.pieces(), { objectMode: false })
        : request.body,
    signal: request.signal,
  });
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > request.maxResponseBytes) {
    discard(response.body);
    throw new ResponseTooLargeError(request.maxResponseBytes, response.statusCode);
  }
  const success = response.statusCode >= 200 && response.statusCode < 300;
  if (request.saveTo !== undefined && success) {
    const bytes = await saveBody(response.body, request.saveTo, request.maxResponseBytes, response.statusCode);
    return { status: response.statusCode, headers: response.headers, text: '', bytes };
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    const buffer = chunk as Buffer;
    bytes += buffer.length;
    if (bytes > request.maxResponseBytes) {
      discard(response.body);
      throw new ResponseTooLargeError(request.maxResponseBytes, response.statusCode);
    }
    chunks.push(buffer);
  }
  return {
    status: response.statusCode,
    headers: response.headers,
    text: Buffer.concat(chunks, bytes).toString('utf8'),
    bytes,
  };
}

/** The body written to `file` as it arrives, within the size limit; how many bytes it held. */
async function saveBody(
  body: Dispatcher.ResponseData['body'],
  file: string,
  maxBytes: number,
  status: number,
): Promise<number> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'w');
  } catch (error) {
    discard(body);
    throw new AnswerNotSavedError(file, error);
  }
  let bytes = 0;
  let gathered: Buffer[] = [];
  let gatheredBytes = 0;
  const write = async () => {
    try {
      await handle.writev(gathered);
    } catch (error) {
      throw new AnswerNotSavedError(file, error);
    }
    gathered = [];
    gatheredBytes = 0;
  };
  try {
    for await (const chunk of body) {
      const buffer = chunk as Buffer;
      bytes += buffer.length;
      if (bytes > maxBytes) throw new ResponseTooLargeError(maxBytes, status);
      gathered.push(buffer);
      gatheredBytes += buffer.length;
      if (gatheredBytes >= SAVE_WRITE_BYTES) await write();
    }
    if (gatheredBytes > 0) await write();
  } catch (error) {
    discard(body);
    throw error;
  } finally {
    await handle.close().catch(() => undefined);
  }
  return bytes;
}
