import { z } from 'zod';
import { CONTROL_CHARACTERS } from '../domain/well-formed-text';
import { schemaWords } from '../api/schema-words';
import { m } from '../i18n/messages';

/**
 * A channel: its input schema (checked in main before anything runs) and its
 * output type (a phantom: types only, nothing at run time).
 */
export interface Channel<I extends z.ZodType, O> {
  readonly input: I;
  readonly __output?: O;
}

/**
 * `channel<Output>()(() => inputSchema)`: the input schema is built the first
 * time the channel is called, once, not when the contract loads. Main loads
 * the whole contract before the window's first call, and building every
 * channel's schemas then was part of the core's cold start (issue 10) for
 * channels a session may never call.
 */
export const channel =
  <O>() =>
  <I extends z.ZodType>(build: () => I): Channel<I, O> => {
    let input: I | undefined;
    return {
      get input() {
        return (input ??= build());
      },
    };
  };

/** For channels that take nothing. */
export const none = z.undefined();

/**
 * The longest id or code a channel takes. The service's ids are GUIDs (36
 * characters) and its codes shorter; the margin allows other forms, while a
 * megabyte "id" from a broken or hostile renderer is refused before it
 * reaches a URL, a log or a file name.
 */
export const MAX_ID_LENGTH = 128;

/** An id or code is one token: a line break in one would reach an address, a file name or a log line. */
const idText = (what: () => string) =>
  z
    .string()
    .trim()
    .max(MAX_ID_LENGTH, { error: () => m.ipc_id_too_long({ what: what(), max: MAX_ID_LENGTH }) })
    .refine((s) => !CONTROL_CHARACTERS.test(s), { error: () => m.ipc_id_control_characters({ what: what() }) });

/**
 * An id or code a channel needs: not empty, not longer than MAX_ID_LENGTH,
 * one line; named in every message by `what` (a message, so the refusal is
 * said in the desk's language when the input is checked).
 */
export const requiredId = (what: () => string) =>
  idText(what).min(1, { error: () => m.ipc_id_required({ what: what() }) });

/**
 * An input `{ mode, request }` whose request is checked with the schema the
 * table of request schemas gives for that mode (ratingRequests, bookingRequests),
 * so one channel serves every mode without a copy per mode. Issues keep their
 * path under `request`.
 */
export function modeInput<M extends string, S extends Record<M, z.ZodType>>(ids: readonly M[], table: S) {
  type In = { [K in M]: { mode: K; request: z.input<S[K]> } }[M];
  type Out = { [K in M]: { mode: K; request: z.output<S[K]> } }[M];
  const schema = z
    .object({ mode: z.enum(ids as unknown as [M, ...M[]]), request: z.unknown() })
    .transform((value, ctx) => {
      // A refusal zod words itself is said in the desk's words, as the router's parse says the rest.
      const parsed = table[value.mode].safeParse(value.request, { error: schemaWords });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['request', ...issue.path] });
        }
        return z.NEVER;
      }
      return { mode: value.mode, request: parsed.data };
    });
  // The transform's static type is { mode: M; request: unknown }; the cast
  // restores the per-mode pairing that the run-time check above enforces.
  return schema as unknown as z.ZodType<Out, In>;
}

/** An id or code a channel may take: empty text counts as none. */
export const optionalId = (what: () => string) =>
  idText(what)
    .optional()
    .transform((s) => (s === '' ? undefined : s));
