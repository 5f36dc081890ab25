/*
 * A field a request schema refused (request-fields.ts), as data and in the
 * service's words. Apart from the schemas, so what reads a refusal that
 * crossed IPC (the renderer's forms) loads no zod.
 */

import { quoteTypes } from './quote-types';

/** What a request field must hold. */
export const requestFieldKinds = [
  'text',
  'number',
  'integer',
  'boolean',
  'list',
  'date-time',
  'country-code',
  'text-or-number',
  'quote-type',
] as const;
export type RequestFieldKind = (typeof requestFieldKinds)[number];

/**
 * A field a request schema refused, as data: the schema's message is the
 * service's English (the sandbox sends it), and the desk says this in its
 * own language and its forms' words (request-field-words.ts).
 */
export interface RequestFieldRefusal {
  readonly field: string;
  readonly kind: RequestFieldKind;
  readonly missing: boolean;
}

/** Each kind as the service's refusals name it. */
const SERVICE_KIND_WORDS: Readonly<Record<RequestFieldKind, string>> = {
  text: 'text',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  list: 'a list',
  'date-time': 'an ISO 8601 date-time such as 2021-10-28T16:54:30.094Z',
  'country-code': 'an ISO 3166-1 alpha-2 code',
  'text-or-number': 'text or a number',
  'quote-type': `one of ${quoteTypes.join(', ')}`,
};

/** A refusal in the service's words: the schema's message. */
export function serviceRefusalText({ field, kind, missing }: RequestFieldRefusal): string {
  return missing ? `${field} is required` : `${field} must be ${SERVICE_KIND_WORDS[kind]}`;
}

/**
 * The refusal a message of these schemas says, found by saying each refusal
 * of its field again (so no other sentence is taken for one); null for any
 * other message: a rule's, or the service's own.
 */
export function requestFieldRefusal(message: string): RequestFieldRefusal | null {
  const field = message.slice(0, Math.max(0, message.indexOf(' ')));
  if (field === '') return null;
  for (const kind of requestFieldKinds) {
    for (const missing of [true, false]) {
      if (serviceRefusalText({ field, kind, missing }) === message) return { field, kind, missing };
    }
  }
  return null;
}

/** Whether a value is a refusal as it crossed IPC (the renderer reads main's problems). */
export function isRequestFieldRefusal(value: unknown): value is RequestFieldRefusal {
  if (typeof value !== 'object' || value === null) return false;
  // Each property is read as unknown and checked below.
  const { field, kind, missing } = value as Partial<Record<keyof RequestFieldRefusal, unknown>>;
  return typeof field === 'string' && typeof missing === 'boolean' && requestFieldKinds.some((known) => known === kind);
}
