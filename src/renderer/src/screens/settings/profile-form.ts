import { m } from '@shared/i18n/messages';
import { movedOriginMessages, movesToAnotherOrigin } from '@shared/domain/profile';
import { profileInput, type ProfileInput } from '@shared/ipc/channels/profiles';
import type { FieldErrors } from '../../lib/field-errors';

/** What the operator typed in the profile form, as text. */
export interface ProfileFormValues {
  name: string;
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
}

/** The stored profile an edit starts from (null when adding one). */
export interface SavedProfile {
  readonly baseUrl: string;
}

export const profileFormFields = ['name', 'baseUrl', 'apiKey', 'apiSecret'] as const;

export function emptyProfileForm(): ProfileFormValues {
  return { name: '', baseUrl: '', apiKey: '', apiSecret: '' };
}

/**
 * The channel input for the form: credentials only when typed, so an edit with
 * both left empty keeps what the keychain holds.
 */
export function toProfileInput(values: ProfileFormValues, id?: string): ProfileInput {
  return {
    ...(id ? { id } : {}),
    name: values.name,
    baseUrl: values.baseUrl,
    ...(values.apiKey.trim() ? { apiKey: values.apiKey } : {}),
    ...(values.apiSecret ? { apiSecret: values.apiSecret } : {}),
  };
}

/**
 * Whether what the form holds moves the saved profile to another origin
 * (scheme, host or port): then the stored key and secret stay behind and new
 * ones are required, as main requires them.
 */
export function movesOrigin(values: ProfileFormValues, saved: SavedProfile | null): boolean {
  return saved !== null && movesToAnotherOrigin(saved.baseUrl, values.baseUrl);
}

/** Whether the key and secret must be typed: a new profile, or one moved to another origin. */
export function credentialsRequired(values: ProfileFormValues, saved: SavedProfile | null): boolean {
  return saved === null || movesOrigin(values, saved);
}

/**
 * The checks the form can make before sending: the channel's own schema (the
 * same messages main would send) plus the rules about credentials. Main checks
 * again; this only spares the operator a round trip.
 */
export function validateProfileForm(values: ProfileFormValues, saved: SavedProfile | null): FieldErrors {
  const errors: Record<string, string> = {};
  const parsed = profileInput.safeParse(toProfileInput(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field) errors[field] ??= issue.message;
    }
  }
  const hasKey = values.apiKey.trim() !== '';
  const hasSecret = values.apiSecret !== '';
  if (saved === null) {
    if (!hasKey) errors.apiKey ??= m.main_profile_api_key_required();
    if (!hasSecret) errors.apiSecret ??= m.main_profile_api_secret_required();
  } else if (movesOrigin(values, saved)) {
    const said = movedOriginMessages(saved.baseUrl, values.baseUrl);
    if (!hasKey) errors.apiKey ??= said.apiKey;
    if (!hasSecret) errors.apiSecret ??= said.apiSecret;
  } else if (hasKey !== hasSecret) {
    // Replacing only one half would pair a new key with an old secret.
    if (!hasKey) errors.apiKey ??= m.profile_form_new_key_too();
    if (!hasSecret) errors.apiSecret ??= m.profile_form_new_secret_too();
  }
  return errors;
}
