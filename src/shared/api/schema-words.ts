import type { z } from 'zod';
import { requestFieldKindText } from './request-field-words';
import { m } from '../i18n/messages';

/*
 * Zod's own refusals, where a schema gave no message of its own, in the
 * desk's language of the moment: a channel's input (the IPC router) and a
 * service's answer (the API client) are parsed with this as the parse's error
 * map, which a schema's own message outranks.
 */

/** What zod expected, in words; a kind not listed is said as "not valid". */
const KIND_WORDS: Readonly<Record<string, () => string>> = {
  string: () => requestFieldKindText('text'),
  number: () => requestFieldKindText('number'),
  int: () => requestFieldKindText('integer'),
  boolean: () => requestFieldKindText('boolean'),
  array: () => requestFieldKindText('list'),
  object: m.ipc_input_kind_object,
};

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

function sizeWords(issue: RawIssue & { code: 'too_small' | 'too_big' }): string {
  const text = issue.origin === 'string';
  const items = issue.origin === 'array' || issue.origin === 'set';
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return text
      ? m.ipc_input_too_short({ min })
      : items
        ? m.ipc_input_too_few({ min })
        : m.ipc_input_too_small({ min });
  }
  const max = Number(issue.maximum);
  return text ? m.ipc_input_too_long({ max }) : items ? m.ipc_input_too_many({ max }) : m.ipc_input_too_big({ max });
}

/** A refusal zod would word in English, in the desk's words. */
export const schemaWords: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return m.ipc_input_required();
      const kind = Object.hasOwn(KIND_WORDS, issue.expected) ? KIND_WORDS[issue.expected] : undefined;
      return kind ? m.ipc_input_kind({ kind: kind() }) : m.ipc_input_invalid();
    }
    case 'too_small':
    case 'too_big':
      return sizeWords(issue);
    case 'invalid_value':
      return m.ipc_input_one_of({ values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return m.ipc_input_unknown_fields({ keys: issue.keys.join(', ') });
    default:
      return m.ipc_input_invalid();
  }
};
