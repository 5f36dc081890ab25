import type { ProfileStore } from '../credentials/profile-store';
import type { EventHub } from '../events';
import type { LookupService } from '../services/lookup-service';
import type { SessionService } from '../services/session-service';
import type { Handlers } from './router';

export interface Services {
  readonly profiles: ProfileStore;
  readonly session: SessionService;
  readonly lookups: LookupService;
  readonly events: EventHub;
}

/** Binds each IPC channel to the service that does the work. */
export function createHandlers({ profiles, session, lookups, events }: Services): Handlers {
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
      return profilesChanged();
    },
    'profiles.activate': async ({ id }) => {
      await profiles.activate(id);
      await profilesChanged();
      return session.reconnect();
    },
    'session.status': async () => session.current(),
    'session.signIn': () => session.signIn(),
    'session.signOut': () => session.signOut(),
    'lookups.containers': () => lookups.containers(),
    'lookups.ports': ({ cityName }) => lookups.ports(cityName),
  };
}
