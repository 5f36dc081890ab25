import { z } from 'zod';

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
  .min(1, 'Base URL is required')
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Base URL is not a valid URL (example: https://api.example.com)' });
      return;
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
      ctx.addIssue({
        code: 'custom',
        message: 'Base URL must use https (plain http is allowed only on this computer: 127.0.0.1 or localhost)',
      });
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'Base URL must not contain a user name or password' });
    }
    if (url.search || url.hash) {
      ctx.addIssue({ code: 'custom', message: 'Base URL must not contain a query or fragment' });
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
    summary:
      `The base URL now points at another server (${to} instead of ${from}). ` +
      `Enter the API key and secret for it: Freight Desk sends the stored ones only to ${from}.`,
    apiKey: `Enter the API key for ${to}: the stored one is sent only to ${from}`,
    apiSecret: `Enter the API secret for ${to}: the stored one is sent only to ${from}`,
  };
}

export const profile = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
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
