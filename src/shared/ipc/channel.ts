import { z } from 'zod';

/**
 * A channel: its input schema (checked in main before anything runs) and its
 * output type (a phantom: types only, nothing at run time).
 */
export interface Channel<I extends z.ZodType, O> {
  readonly input: I;
  readonly __output?: O;
}

export const channel =
  <O>() =>
  <I extends z.ZodType>(input: I): Channel<I, O> => ({ input });

/** For channels that take nothing. */
export const none = z.undefined();

/**
 * An input `{ mode, request }` whose request is checked with the schema the
 * mode table gives for that mode, so one channel serves every mode without a
 * copy per mode. Issues keep their path under `request`.
 */
export function modeInput<M extends string, S extends Record<M, { readonly request: z.ZodType }>>(ids: readonly M[], table: S) {
  type In = { [K in M]: { mode: K; request: z.input<S[K]['request']> } }[M];
  type Out = { [K in M]: { mode: K; request: z.output<S[K]['request']> } }[M];
  const schema = z
    .object({ mode: z.enum(ids as unknown as [M, ...M[]]), request: z.unknown() })
    .transform((value, ctx) => {
      const parsed = table[value.mode].request.safeParse(value.request);
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
