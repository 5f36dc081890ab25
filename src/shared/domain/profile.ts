import { z } from 'zod';
import { m } from '../i18n/messages';

/** The longest profile name: it shows in the status bar. */
const PROFILE_NAME_MAX = 80;

/** The id of the built-in profile that runs the embedded sandbox. */
export const SANDBOX_PROFILE_ID = 'sandbox';

export const profileKind = z.enum(['sandbox', 'service']);
export type ProfileKind = z.infer<typeof profileKind>;

/** True for 127.0.0.0/8, ::1 and localhost: the only hosts allowed over plain http. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A service base URL: https, or http on loopback only; no credentials, query or fragment. */
export const baseUrl = z
  .string()
  .trim()
  .min(1, { error: () => m.profile_base_url_required() })
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: m.profile_base_url_invalid() });
      return;
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
      ctx.addIssue({ code: 'custom', message: m.profile_base_url_https() });
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: m.profile_base_url_credentials() });
    }
    if (url.search || url.hash) {
      ctx.addIssue({ code: 'custom', message: m.profile_base_url_query() });
    }
  })
  .transform((value) => value.replace(/\/+$/, ''));

/**
 * The origin (scheme://host:port, default port left out) of a base URL, or null
 * when it is not a URL. Credentials belong to an origin: a path under the same
 * origin is the same service, another origin may be someone else's server.
 */
export function baseUrlOrigin(url: string): string | null {
  try {
    const origin = new URL(url.trim()).origin;
    // Non-special schemes have an opaque origin ("null"): never equal to anything.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether changing a profile's base URL from `saved` to `next` moves it to
 * another origin, so the stored key and secret must not follow. False when
 * `next` is not a URL yet (the base URL's own check reports that).
 */
export function movesToAnotherOrigin(saved: string, next: string): boolean {
  const to = baseUrlOrigin(next);
  return to !== null && to !== baseUrlOrigin(saved);
}

/**
 * What main and the Settings form say when a profile would move to another
 * origin without a new key and secret: one wording, both places.
 */
export function movedOriginMessages(
  savedBaseUrl: string,
  nextBaseUrl: string,
): {
  readonly summary: string;
  readonly apiKey: string;
  readonly apiSecret: string;
} {
  const from = baseUrlOrigin(savedBaseUrl) ?? savedBaseUrl;
  const to = baseUrlOrigin(nextBaseUrl) ?? nextBaseUrl;
  return {
    summary: m.profile_moved_summary({ to, from }),
    apiKey: m.profile_moved_api_key({ to, from }),
    apiSecret: m.profile_moved_api_secret({ to, from }),
  };
}

/** A profile's name: its problems said when found, so in the desk's language of the moment. */
export const profileName = z
  .string()
  .trim()
  .min(1, { error: () => m.profile_name_required() })
  .max(PROFILE_NAME_MAX, { error: () => m.profile_name_too_long({ max: PROFILE_NAME_MAX }) });

export const profile = z.object({
  id: z.string().min(1),
  name: profileName,
  baseUrl: z.string(),
  kind: profileKind,
});
export type Profile = z.infer<typeof profile>;

/** A profile as the renderer sees it: never with its secret. */
export interface ProfileSummary extends Profile {
  readonly active: boolean;
  /** Whether the keychain holds an API key and secret for it. */
  readonly hasCredentials: boolean;
}
