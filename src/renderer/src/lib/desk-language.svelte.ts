import {
  resolveLanguage,
  useLanguageSource,
  type LanguageChoice,
  type ResolvedLanguage,
} from '@shared/i18n/desk-language';
import type { DeskLanguageState as Answer } from '@shared/ipc/channels/app';

/** The browser's languages (the harness's page; in Electron, Chromium's): read through globalThis so tests run without a DOM. */
function browserLanguages(): readonly string[] {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  return nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
}

/**
 * The language the window speaks and the locale it formats in: reactive
 * state, so every message and date in a template is drawn again when it
 * changes (Settings' choice applies at once, without a restart). Main
 * resolves it (`app.language`, against the operating system's languages);
 * until it answers, the browser's languages stand in.
 */
class DeskLanguageState {
  current: ResolvedLanguage = $state.raw(resolveLanguage('system', browserLanguages()));
  choice: LanguageChoice = $state('system');
  #systemLanguages: readonly string[] = browserLanguages();

  /**
   * Asks main for the desk's language (`ask`: the 'app.language' call),
   * telling it the browser's; a failure keeps the browser's (the screens say
   * main's failures).
   */
  async load(ask: (browserLanguages: string[]) => Promise<Answer>): Promise<void> {
    try {
      const state = await ask([...browserLanguages()]);
      this.#systemLanguages = state.systemLanguages;
      this.choice = state.choice;
      this.show(state.resolved);
    } catch {
      // Main not answering is said by the screens' own calls; the browser's language stands meanwhile.
    }
  }

  /** A choice made in Settings, shown at once (main is told by the save). */
  choose(choice: LanguageChoice): void {
    this.choice = choice;
    this.show(resolveLanguage(choice, this.#systemLanguages));
  }

  private show(resolved: ResolvedLanguage): void {
    this.current = resolved;
    const root = (globalThis as { document?: { documentElement: { lang: string } } }).document?.documentElement;
    if (root) root.lang = resolved.language === 'en-XA' ? 'en' : resolved.language;
  }
}

export const deskLanguage = new DeskLanguageState();
// Every message reads the language here: a template that calls one redraws when it changes.
useLanguageSource(() => deskLanguage.current.language);
