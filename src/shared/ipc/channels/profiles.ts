import { z } from 'zod';
import type { ProfileSummary } from '../../domain/profile';
import { baseUrl, profileName } from '../../domain/profile';
import { m } from '../../i18n/messages';
import { channel, none, requiredId } from '../channel';
import type { SessionStatus } from '../session';
import type { SetAsideSettingsFile } from '../settings-file';

const profileId = z.object({ id: requiredId(m.ipc_id_profile) });

export const profileInput = z.object({
  /** Absent to create a new service profile. */
  id: requiredId(m.ipc_id_profile).optional(),
  name: profileName,
  baseUrl,
  /** Absent to keep the credentials the keychain already holds. */
  apiKey: z
    .string()
    .trim()
    .min(1, { error: () => m.main_profile_api_key_required() })
    .max(512)
    .optional(),
  apiSecret: z
    .string()
    .min(1, { error: () => m.main_profile_api_secret_required() })
    .max(1024)
    .optional(),
});
export type ProfileInput = z.input<typeof profileInput>;

/** Connection profiles: the embedded sandbox and the operator's service accounts. */
export const profilesChannels = {
  'profiles.list': channel<ProfileSummary[]>()(() => none),
  'profiles.get': channel<ProfileSummary>()(() => profileId),
  'profiles.save': channel<ProfileSummary>()(() => profileInput),
  'profiles.remove': channel<ProfileSummary[]>()(() => profileId),
  'profiles.activate': channel<SessionStatus>()(() => profileId),
  /** The settings files this run could not read and kept aside (empty: none), for the operator to be told. */
  'profiles.setAsideFiles': channel<SetAsideSettingsFile[]>()(() => none),
} as const;
