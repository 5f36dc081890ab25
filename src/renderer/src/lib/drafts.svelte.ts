import { api } from './backend';
import { FormDraft, type DraftBackend, type DraftForm, type DraftView } from './form-draft';
import { profileScope } from './profile-scope.svelte';

/** The active profile's drafts, kept by main in the profile's local store. */
export const mainDrafts: DraftBackend = {
  get: (formKey) => api().drafts.get({ formKey }),
  save: (formKey, value) => api().drafts.save({ formKey, value }),
  remove: (formKey) => api().drafts.remove({ formKey }),
};

/**
 * The draft of one form in the active profile, with its state reactive for
 * the form's "Draft restored" line (see form-draft.ts for what it does).
 */
export function formDraft<V, D extends Record<string, unknown>>(
  formKey: string,
  form: DraftForm<V, D>,
): FormDraft<V, D> {
  const view: DraftView = $state({ restoredFrom: null, note: null, problem: null, savedAt: null });
  return new FormDraft(formKey, form, { backend: mainDrafts, profileId: () => profileScope.profileId, view });
}
