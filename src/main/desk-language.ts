import { resolveLanguage, useLanguageSource, type ResolvedLanguage } from '@shared/i18n/desk-language';
import type { DeskLanguageState } from '@shared/ipc/channels/app';
import type { DeskSettings } from '@shared/ipc/channels/settings';
import type { DesktopPort } from './desktop-port';

/**
 * The language main speaks in (menus, notifications, errors made in main,
 * exports): the Settings choice resolved against the operating system's
 * languages, or the browser's the page sent where the desktop has none (the
 * web harness). A quote PDF names its own language and does not use this.
 */
export class DeskLanguage {
  private browserLanguages: readonly string[] = [];
  private resolved: ResolvedLanguage;

  constructor(
    private readonly settings: { get(): DeskSettings },
    private readonly desktop: Pick<DesktopPort, 'systemLanguages' | 'showLanguage'>,
  ) {
    this.resolved = this.resolve();
    useLanguageSource(() => this.resolved.language);
    desktop.showLanguage(this.resolved);
  }

  /** The language and the locale of formats, now. */
  current(): ResolvedLanguage {
    return this.resolved;
  }

  /** What the page knows: the browser's languages, used where the desktop names none. */
  fromPage(browserLanguages: readonly string[]): DeskLanguageState {
    this.browserLanguages = browserLanguages;
    return this.changed();
  }

  /** After a save of the choice (or the page's languages): resolved again, the desktop's menu said again. */
  changed(): DeskLanguageState {
    const before = this.resolved;
    this.resolved = this.resolve();
    if (before.language !== this.resolved.language || before.locale !== this.resolved.locale) {
      this.desktop.showLanguage(this.resolved);
    }
    return { choice: this.settings.get().language, resolved: this.resolved, systemLanguages: this.systemLanguages() };
  }

  private systemLanguages(): readonly string[] {
    const system = this.desktop.systemLanguages();
    return system.length > 0 ? system : this.browserLanguages;
  }

  private resolve(): ResolvedLanguage {
    return resolveLanguage(this.settings.get().language, this.systemLanguages());
  }
}
