import type { FastifyReply } from 'fastify';
import type { SandboxHttpError } from '../errors';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a JSON body. With `cut`, only the first half of the text goes out:
 * the malformed-JSON fault (a client must report a bad answer, not crash).
 * With `padTo`, trailing whitespace (still valid JSON) makes it that many
 * bytes: the oversized-answer fault.
 */
export function sendJson(
  reply: FastifyReply,
  status: number,
  body: unknown,
  options: { cut?: boolean; padTo?: number } = {},
): void {
  let text = JSON.stringify(body);
  if (options.cut) text = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  if (options.padTo !== undefined) text += ' '.repeat(Math.max(0, options.padTo - Buffer.byteLength(text)));
  reply.code(status).header('content-type', JSON_TYPE).send(text);
}

/** Sends the one error body of the sandbox (errors.ts). */
export function sendError(reply: FastifyReply, error: SandboxHttpError): void {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  sendJson(reply, error.status, error.toBody());
}
