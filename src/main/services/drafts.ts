import type { AreaHandlers, ServiceDeps } from './area-handlers';

/**
 * Booking and rating forms in progress, kept in the active profile's store:
 * they survive a restart, and one profile's drafts never show under another
 * (each profile's store is its own file). No service call: drafts are the
 * desk's own, so they save offline and signed out too.
 */
export function draftsHandlers({ session, stores }: Pick<ServiceDeps, 'session' | 'stores'>): AreaHandlers<'drafts'> {
  const drafts = () => stores.of(session.data.current()).drafts;
  return {
    'drafts.get': ({ formKey }) => drafts().get(formKey),
    'drafts.save': ({ formKey, value }) => drafts().save(formKey, value),
    'drafts.remove': ({ formKey }) => {
      const kept = drafts();
      const removed = kept.get(formKey) !== null;
      kept.remove(formKey);
      return { removed };
    },
    'drafts.list': ({ prefix }) => drafts().list(prefix),
  };
}
