import { overwriteGetLocale } from './paraglide/runtime.js';

/*
 * Which language the desk speaks and which locale it formats in: one rule for
 * main and the renderer. The messages (messages/*.json, compiled by Paraglide
 * into src/shared/i18n/paraglide) read the language through getLocale, which
 * both processes point at their own current language with useLanguageSource.
 */

/** The languages an operator can choose in Settings. */
export const deskLanguages = ['es', 'en'] as const;
export type DeskLanguage = (typeof deskLanguages)[number];

/** Each language in its own words, wherever the operator picks one: whoever cannot read the other finds theirs. */
export const LANGUAGE_NAMES: Readonly<Record<DeskLanguage, string>> = { es: 'Español', en: 'English' };

/** The development pseudo-locale (accented, 40% longer English) that shows clipped layouts; never offered to operators. */
export const PSEUDO_LOCALE = 'en-XA';

/** What the messages can be said in: a desk language or the pseudo-locale. */
export type MessageLanguage = DeskLanguage | typeof PSEUDO_LOCALE;

/** The Settings choice: the operating system's language, or one always. */
export const languageChoices = ['system', 'es', 'en', PSEUDO_LOCALE] as const;
export type LanguageChoice = (typeof languageChoices)[number];

/** The language, and the BCP 47 locale dates, numbers and money are written in. */
export interface ResolvedLanguage {
  readonly language: MessageLanguage;
  readonly locale: string;
}

const DEFAULT_LOCALE: Record<MessageLanguage, string> = { es: 'es-ES', en: 'en-GB', [PSEUDO_LOCALE]: 'en-GB' };

function baseLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The system's first language the desk speaks (a Catalan-first system that
 * lists Spanish next speaks Spanish): any `es-*` is Spanish, else English.
 */
function systemLanguage(systemLanguages: readonly string[]): DeskLanguage {
  for (const tag of systemLanguages) {
    const base = baseLanguage(tag);
    if (base === 'es') return 'es';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/** A tag Intl accepts, else null (a system may report `es_ES` or junk). */
function canonicalLocale(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The language for a choice, and the locale it formats in: the system's own
 * tag of that language when it lists one (es-MX writes Mexican dates), else
 * Spain's Spanish or British English (day first, as the desks' region writes).
 */
export function resolveLanguage(choice: LanguageChoice, systemLanguages: readonly string[]): ResolvedLanguage {
  const language: MessageLanguage = choice === 'system' ? systemLanguage(systemLanguages) : choice;
  const wanted = language === PSEUDO_LOCALE ? 'en' : language;
  for (const tag of systemLanguages) {
    if (baseLanguage(tag) !== wanted) continue;
    const locale = canonicalLocale(tag);
    // A bare "es" or "en" names no region: the default region's formats are more useful than Intl's root ones.
    if (locale !== null && locale.includes('-')) return { language, locale };
  }
  return { language, locale: DEFAULT_LOCALE[language] };
}

/**
 * A customer's language as the operator wrote it ("es", "Español", "Spanish",
 * "en-GB"), if it is one the desk's PDFs speak; else undefined (the desk's is
 * used): main picks a quote PDF's language by it, and the screens say which.
 */
export function customerLanguage(written: string | null | undefined): DeskLanguage | undefined {
  const text = written?.trim().toLowerCase() ?? '';
  const base = text.split(/[-_\s]/)[0] ?? '';
  if ((deskLanguages as readonly string[]).includes(base)) return base as DeskLanguage;
  if (['español', 'espanol', 'spanish', 'castellano'].includes(text)) return 'es';
  if (['english', 'inglés', 'ingles'].includes(text)) return 'en';
  return undefined;
}

/** Points the compiled messages at a process's current language (main's, the renderer's reactive one). */
export function useLanguageSource(current: () => MessageLanguage): void {
  overwriteGetLocale(current);
}
