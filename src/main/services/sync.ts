import type { AreaHandlers, ServiceDeps } from './area-handlers';

/** The sync of the active profile's store with its service (src/main/sync runs it). */
export function syncHandlers({ sync }: Pick<ServiceDeps, 'sync'>): AreaHandlers<'sync'> {
  return {
    'sync.status': () => sync.status(),
    'sync.start': () => sync.start('refresh'),
    'sync.cancel': () => sync.cancel(),
  };
}
