import type { AreaHandlers, ServiceDeps } from './area-handlers';

/** The desk's own settings (desk-settings.json); a new sync interval takes effect at once. */
export function settingsHandlers({
  sync,
  deskSettings,
}: Pick<ServiceDeps, 'sync' | 'deskSettings'>): AreaHandlers<'settings'> {
  return {
    'settings.get': () => deskSettings.get(),
    'settings.save': async (input) => {
      const saved = await deskSettings.save(input);
      sync.settingsChanged();
      return saved;
    },
  };
}
