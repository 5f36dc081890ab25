import { scopeKeyOf, type DataChange, type DataTopic } from '@shared/ipc/session';
import { onEvent } from './backend';
import { profileScope } from './profile-scope.svelte';

/**
 * Calls `listener` when a write made one of these topics stale in the scope
 * on screen (main already dropped its copies: a plain reload gets the new
 * data). A change of another profile's scope is ignored. Returns the
 * unsubscribe function: use it as an $effect's cleanup.
 */
export function onDataChanged(topics: readonly DataTopic[], listener: (change: DataChange) => void): () => void {
  return onEvent('data.changed', (change) => {
    if (scopeKeyOf(change) !== profileScope.key) return;
    if (change.topics.some((topic) => topics.includes(topic))) listener(change);
  });
}
