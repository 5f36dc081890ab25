import { m } from '@shared/i18n/messages';
import { isSafeExternalUrl } from '@shared/domain/external-url';
import { UserFacingError } from '@main/errors';
import type { AreaHandlers, ServiceDeps } from './area-handlers';

/**
 * What the app does for the renderer outside its window: web links open in
 * the operator's browser, the log folder in the file manager, and the
 * window's screens in the menu.
 */
export function appHandlers({
  desktop,
  logFolder,
  language,
}: Pick<ServiceDeps, 'desktop' | 'logFolder' | 'language'>): AreaHandlers<'app'> {
  return {
    'app.openExternal': async ({ url }) => {
      if (!isSafeExternalUrl(url)) {
        throw new UserFacingError('invalid-request', m.main_app_only_web_links());
      }
      await desktop.openExternal(url);
      return { opened: true };
    },
    'app.showLogs': async () => {
      if (logFolder === null) throw new UserFacingError('unsupported', m.main_app_no_log_file());
      return { folder: logFolder, opened: await desktop.showFolder(logFolder) };
    },
    'app.setScreens': ({ screens }) => ({ shown: desktop.showScreens(screens) }),
    'app.language': ({ browserLanguages }) => language.fromPage(browserLanguages),
  };
}
