/**
 * Intl formatters, built once per locale and options: the one place the
 * renderer and src/shared build them (eslint.config.mjs refuses `new
 * Intl.NumberFormat`, `DateTimeFormat` and `DisplayNames` anywhere else).
 * Building one costs far more than formatting with it (a locale lookup each
 * time); the tracking list formats several cells per row on every scroll, so
 * a new formatter per cell was most of the work of drawing a row. Formatters
 * are immutable, so one shared instance per key is safe. A bad locale tag
 * still throws, as a new formatter would (callers catch where they did
 * before). An undefined locale is the runtime's default, as for Intl itself.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const displayNameSets = new Map<string, Intl.DisplayNames>();
const listFormats = new Map<string, Intl.ListFormat>();

const keyOf = (locale: string | undefined, options: object | undefined) =>
  `${locale ?? ''}|${JSON.stringify(options ?? {})}`;

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string | undefined, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, keyOf(locale, options), () => new Intl.DateTimeFormat(locale, options));
}

/** Names of regions, currencies, languages… in a language (`type` in the options says which). */
export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached(displayNameSets, keyOf(locale, options), () => new Intl.DisplayNames([locale], options));
}

/** "a, b and c" in a language: how its words join a list. */
export function listFormat(locale: string | undefined, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return cached(listFormats, keyOf(locale, options), () => new Intl.ListFormat(locale, options));
}
