import { isSafeExternalUrl } from '@shared/domain/external-url';
import { UserFacingError } from '@main/errors';
import type { AreaHandlers, ServiceDeps } from './area-handlers';

/** What the app does for the renderer outside its window: web links open in the operator's browser, nothing else. */
export function appHandlers({ desktop }: Pick<ServiceDeps, 'desktop'>): AreaHandlers<'app'> {
  return {
    'app.openExternal': async ({ url }) => {
      if (!isSafeExternalUrl(url)) {
        throw new UserFacingError('invalid-request', 'Only web links (http or https) can be opened.');
      }
      await desktop.openExternal(url);
      return { opened: true };
    },
  };
}
