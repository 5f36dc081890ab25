import { api } from '../../lib/backend';
import { profileScope } from '../../lib/profile-scope.svelte';
import { Query } from '../../lib/query.svelte';

/**
 * The two short lists the rating lines choose from, loaded once when a form
 * first needs them and kept for the session (they change with a release of
 * the service, not during a day).
 */
export const palletTypeList = new Query(() => api().lookups.palletTypes());
export const containerTypeList = new Query(() => api().lookups.containers());
// Another profile may be another service, with other lists.
profileScope.onChange(() => {
  palletTypeList.reset();
  containerTypeList.reset();
});

/** Starts loading a list that was never loaded (or failed): a read, safe to repeat. */
export function ensureLoaded(list: Pick<Query<unknown>, 'state' | 'run'>): void {
  if (list.state === 'idle' || list.state === 'error') void list.run();
}
