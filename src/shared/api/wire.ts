import { z } from 'zod';
import type { Money } from '../domain/money';
import { normaliseDateTime } from '../domain/datetime';
import { stripDataUri } from '../domain/base64';
import { answerWords, expects, expectsOneOf, notDateTimeWords } from './answer-words';

/*
 * Tolerant building blocks for RESPONSE schemas. Each accepts every variant the
 * spec and the observed payloads record and outputs the one domain form:
 * - absent and null are the same thing (-> null, or [] for lists);
 * - unknown enum values are kept (open enums), unknown object keys are kept
 *   (objects are z.looseObject);
 * - a wrong TYPE still fails, so a broken payload is reported with its path.
 */

/** A known value or any other text the service may start sending. */
export type Open<T extends string> = T | (string & {});

/**
 * An enum that keeps unknown values: typed with the known ones for editors.
 * Only the TYPE narrows, so no transform runs per value: this schema is used
 * for thousands of fields of a large sea rating.
 */
export function openEnum<const T extends readonly string[]>(_known: T) {
  return z.string(expectsOneOf(_known)) as unknown as z.ZodType<Open<T[number]>, string>;
}

/**
 * absent | null -> null. A default rather than nullish + transform: the same
 * result in fewer steps, and it runs for every field of every item of a large
 * answer. Built as `.default(null)` builds it, but with the default as a
 * plain value: `.default()` puts it behind a getter that copies it on every
 * read, one call per absent field, hundreds in a large sea rating.
 */
export function nullable<T extends z.ZodType>(schema: T) {
  const inner = schema.nullable();
  // The same schema class `.default(null)` returns, so the same type: TypeScript cannot infer it from the def.
  return new z.ZodDefault({ type: 'default', innerType: inner, defaultValue: null }) as ReturnType<
    typeof inner.default
  >;
}

/**
 * The same schema, compiled by zod into one fast parser (z.compile) the first
 * time it parses: for the few schemas that read large answers (a big FCL
 * rating holds ~900 surcharge items), where the interpreter's cost per field
 * adds up. Same results and the same errors: input the fast parser does not
 * accept is parsed again by the schema itself, which reports the issues.
 * Compiling takes some ms, hence on first use rather than at start-up; where
 * zod runs jitless (the renderer, whose CSP forbids eval) nothing is compiled.
 */
export function compiledOnFirstUse<T extends z.ZodType>(schema: T): T {
  let compiled: T | undefined;
  return z.withParser(schema, (input) => {
    compiled ??= z.config().jitless ? schema : z.compile(schema);
    const result = compiled.safeParse(input);
    return result.success ? result.data : z.INVALID;
  });
}

/** A list that may be absent or null (-> []). */
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(item, expects('list'))
    .nullish()
    .transform((v): z.output<T>[] => v ?? []);
}

export const text = z.string(expects('text'));
/** Text that may be absent or null. */
export const optText = nullable(text);
/** Ids: GUIDs by the spec, but the service's own examples hold non-GUIDs (215bcdxe-...), so any non-empty text. */
export const id = z.string(expects('id')).min(1, expects('non-empty-id'));
export const optId = nullable(z.string(expects('id'))).transform((v) => (v === '' ? null : v));

export const num = z.number(expects('number'));
export const optNum = nullable(num);
export const int = z.int(expects('integer'));
export const optInt = nullable(int);

/** Booleans, also sent as "true"/"false" texts (any case) or 0/1. */
export const bool = z.union([z.boolean(), z.string(), z.number()], expects('boolean')).transform((v, ctx): boolean => {
  if (typeof v === 'boolean') return v;
  const t = String(v).trim().toLowerCase();
  if (t === 'true' || t === '1') return true;
  if (t === 'false' || t === '0') return false;
  ctx.addIssue({ code: 'custom', message: answerWords('boolean'), input: v });
  return z.NEVER;
});
/** A boolean that may be absent or null (several detail fields are null). */
export const optBool = nullable(bool);

/** A date-time with `T` or a space, any zone or none, any fraction digits -> normalised (see domain/datetime). */
export const dateTime = z.string(expects('date-time')).transform((s, ctx): string => {
  const normalised = normaliseDateTime(s);
  if (normalised === null) {
    ctx.addIssue({ code: 'custom', message: notDateTimeWords(s), input: s });
    return z.NEVER;
  }
  return normalised;
});
/**
 * A date-time that may be absent, null or an empty text. One text schema and
 * one step, not a union of '' and dateTime: a large sea rating holds hundreds
 * of these, and the union tried two schemas and made two results for each.
 */
export const optDateTime = z
  .string(expects('date-time'))
  .nullish()
  .transform((v, ctx): string | null => {
    if (v === undefined || v === null || v === '') return null;
    const normalised = normaliseDateTime(v);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: notDateTimeWords(v), input: v });
      return z.NEVER;
    }
    return normalised;
  });

/** measurementUnit is "CmKg" in requests and a number (1) in tracking payloads: kept as text ("1"). */
export const unitText = z.union([z.string(), z.number()], expects('unit')).transform((v) => String(v));
export const optUnitText = nullable(unitText);

/** Base64 content, with or without a data-URI prefix -> plain base64. Not checked further: payloads arrive cut off. */
export const base64 = z.string(expects('base64')).transform(stripDataUri);
export const optBase64 = nullable(base64);

/*
 * A plain object, not a looseObject: its unknown keys would be copied for
 * nothing, since the Money made of it (`moneyOf`) keeps only the value and
 * the currency. The same objects accepted, with the same messages; hundreds
 * of prices in a large sea rating.
 */
const moneyObject = z.object({
  value: z.int(expects('minor-units')),
  currency: z.string(expects('currency')).nullish(),
});

/** An amount as sent, checked but not yet a Money: a Long or a Money object. */
export const amountWire = z.union([z.int(), moneyObject], expects('amount'));
export type AmountWire = z.output<typeof amountWire>;

/**
 * The Money of a wire amount: a Long has no currency of its own, an object's
 * empty currency is none; without one, `fallbackCurrency` (a `currency` field
 * next to or above the amount) when it is a code, else null.
 */
export function moneyOf(v: AmountWire, fallbackCurrency?: string | null): Money {
  const own = typeof v === 'number' ? null : typeof v.currency === 'string' && v.currency !== '' ? v.currency : null;
  return { value: typeof v === 'number' ? v : v.value, currency: own ?? (fallbackCurrency || null) };
}

/**
 * An amount: a Long (minor units, currency unknown here: null) or a Money
 * object {value, currency}. Parents fill a null currency from a `currency`
 * field next to or above the amount with `inCurrency`.
 */
export const amount = amountWire.transform((v): Money => moneyOf(v));
/** An amount that may be absent or null (FCL sea rates send no price). */
export const optAmount = nullable(amount);
/**
 * optAmount for a field whose amount is most often a Money object (the
 * prices of FCL conditions and penalties: hundreds in a large sea rating):
 * the same values accepted with the same message, the object form tried
 * first, since a union's failed first try costs more than the check that
 * succeeds.
 */
export const optAmountObjectFirst = nullable(
  z.union([moneyObject, z.int()], expects('amount')).transform((v): Money => moneyOf(v)),
);

/** Fills a missing currency from a sibling or parent `currency` field. */
export function inCurrency(m: Money, currency: string | null | undefined): Money;
export function inCurrency(m: Money | null, currency: string | null | undefined): Money | null;
export function inCurrency(m: Money | null, currency: string | null | undefined): Money | null {
  if (m === null || m.currency !== null || !currency) return m;
  return { value: m.value, currency };
}

/** A point: null when either coordinate is null or the object is absent. */
export interface Coords {
  readonly lat: number;
  readonly lng: number;
}
export const coords = z
  .looseObject({ lat: optNum, lng: optNum }, expects('coordinates'))
  .nullish()
  .transform((c): Coords | null => (c && c.lat !== null && c.lng !== null ? { lat: c.lat, lng: c.lng } : null));

/**
 * Statuses of operations whose answer is a status code only or not shown
 * (tracking switch, quote delete, tariff upload). The client passes undefined
 * for an empty body. Only 2xx answers reach this schema (errors go through the
 * client's error model), so "no body" means success.
 */
export interface StatusResult {
  readonly success: boolean;
  readonly message: string | null;
  readonly [key: string]: unknown;
}
export const statusResult = z.unknown().transform((body, ctx): StatusResult => {
  if (body === undefined || body === null || body === '') return { success: true, message: null };
  if (typeof body === 'boolean') return { success: body, message: null };
  if (typeof body === 'string') return { success: true, message: body };
  if (typeof body === 'number') return { success: true, message: String(body) };
  if (Array.isArray(body)) return { success: true, message: null, items: body };
  const record = body as Record<string, unknown>;
  const successValue = record.success ?? record.Success;
  let success = true;
  if (successValue !== undefined && successValue !== null) {
    const parsed = bool.safeParse(successValue);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: answerWords('boolean'),
        path: ['success'],
        input: successValue,
      });
      return z.NEVER;
    }
    success = parsed.data;
  }
  const messageValue = record.message ?? record.Message ?? record.detail ?? record.title;
  const { success: _s, Success: _S, message: _m, Message: _M, ...rest } = record;
  return {
    ...rest,
    success,
    message:
      typeof messageValue === 'string' ? messageValue : messageValue == null ? null : JSON.stringify(messageValue),
  };
});
