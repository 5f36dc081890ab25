import type { AreaHandlers, ServiceDeps } from './area-handlers';
import { CompanyLogoFile } from './support/company-logo';

/**
 * The desk's own settings (desk-settings.json); a new sync interval and a
 * new theme and a new language take effect at once. The company logo is a file beside it
 * (company-logo.bin).
 */
export function settingsHandlers({
  sync,
  deskSettings,
  desktop,
  language,
}: Pick<ServiceDeps, 'sync' | 'deskSettings' | 'desktop' | 'language'>): AreaHandlers<'settings'> {
  const logo = CompanyLogoFile.besideSettings(deskSettings.path);
  return {
    'settings.logo': () => logo.get(),
    'settings.saveLogo': ({ fileName, content }) => logo.save(fileName, content, language.current().locale),
    'settings.removeLogo': () => logo.remove(),
    'settings.get': () => deskSettings.get(),
    'settings.save': async (input) => {
      const saved = await deskSettings.save(input);
      sync.settingsChanged();
      if (input.theme !== undefined) desktop.showTheme(saved.theme);
      if (input.language !== undefined) language.changed();
      return saved;
    },
  };
}
