import { LIST_RETRY } from '../../lib/auto-retry';
import { api } from '../../lib/backend';
import { profileScope } from '../../lib/profile-scope.svelte';
import { Query } from '../../lib/query.svelte';

/**
 * The two short lists the rating lines choose from, loaded once when a form
 * first needs them and kept for the session (they change with a release of
 * the service, not during a day). A failed load tries again a few times on
 * its own, then waits for the operator's Try again.
 */
export const palletTypeList = new Query(() => api().lookups.palletTypes(), { retry: LIST_RETRY });
export const containerTypeList = new Query(() => api().lookups.containers(), { retry: LIST_RETRY });
// Another profile may be another service, with other lists.
profileScope.onChange(() => {
  palletTypeList.reset();
  containerTypeList.reset();
});
