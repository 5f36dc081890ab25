import type { AreaHandlers, ServiceDeps } from './area-handlers';

/**
 * Connection profiles. A change to one tells the session (its credentials or
 * address may have changed) and every window ('profiles.changed').
 */
export function profilesHandlers({
  profiles,
  session,
  events,
  stores,
  sync,
  deskSettings,
}: Pick<
  ServiceDeps,
  'profiles' | 'session' | 'events' | 'stores' | 'sync' | 'deskSettings'
>): AreaHandlers<'profiles'> {
  const profilesChanged = async () => {
    const list = await profiles.summaries();
    events.emit('profiles.changed', list);
    return list;
  };
  return {
    'profiles.list': () => profiles.summaries(),
    'profiles.get': ({ id }) => profiles.summary(id),
    'profiles.save': async (input) => {
      const saved = await profiles.save(input);
      await profilesChanged();
      await session.profileChanged(saved.id);
      return profiles.summary(saved.id);
    },
    'profiles.remove': async ({ id }) => {
      await profiles.remove(id);
      await session.profileChanged(id);
      // The profile's records go with it: its sync stops first (its worker holds the file).
      await sync.forget(id);
      stores.delete(id);
      return profilesChanged();
    },
    'profiles.activate': async ({ id }) => {
      await profiles.activate(id);
      await profilesChanged();
      return session.reconnect();
    },
    'profiles.setAsideFiles': () => [profiles.setAsideFile, deskSettings.setAsideFile].filter((file) => file !== null),
  };
}
