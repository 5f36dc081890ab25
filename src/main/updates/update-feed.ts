import { load } from 'js-yaml';
import { z } from 'zod';

/** The variable that names the update feed at run time (wins over the build's). */
export const UPDATE_URL_ENV = 'FREIGHT_DESK_UPDATE_URL';

/**
 * electron-builder.yml's publish block names a feed on this reserved domain
 * (RFC 2606: it never resolves) until a build names a real one
 * (`-c.publish.url=https://...`): such a build checks for no updates.
 */
export const PLACEHOLDER_FEED_HOST = 'updates.invalid';

/** Where updates come from, or why there are none. */
export type UpdateFeed =
  | { readonly kind: 'feed'; readonly url: string; readonly source: 'environment' | 'build' }
  | { readonly kind: 'off'; readonly reason: string };

/** The part of app-update.yml (written by electron-builder from the publish block) the app reads. */
const appUpdateConfig = z.object({
  provider: z.string(),
  url: z.string().optional(),
});

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a URL cannot be an update feed, or null when it can: https only (the
 * feed's checksums are what vouch for the download, so they must not be
 * swapped on the way), plain http on loopback only (a local test feed), and
 * no user name or password in it (they would be written to the log).
 */
export function feedUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is not a URL`;
  }
  if (url.username || url.password) return 'a feed URL must not hold a user name or password';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'a feed URL must use https (plain http only on this computer: 127.0.0.1 or localhost)';
}

/**
 * The feed the packaged app checks: FREIGHT_DESK_UPDATE_URL when set, else
 * the generic feed the build wrote into app-update.yml; off, with the reason
 * for the log, when neither names a usable one.
 */
export function resolveUpdateFeed(input: {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The text of <resources>/app-update.yml, or null when the build has none. */
  readonly appUpdateYml: string | null;
}): UpdateFeed {
  const fromEnv = input.env[UPDATE_URL_ENV]?.trim();
  if (fromEnv) {
    const problem = feedUrlProblem(fromEnv);
    return problem === null
      ? { kind: 'feed', url: fromEnv, source: 'environment' }
      : { kind: 'off', reason: `${UPDATE_URL_ENV} is not a usable update feed: ${problem}` };
  }
  if (input.appUpdateYml === null)
    return { kind: 'off', reason: 'this build names no update feed (no app-update.yml)' };
  let parsed: z.infer<typeof appUpdateConfig>;
  try {
    parsed = appUpdateConfig.parse(load(input.appUpdateYml));
  } catch (error) {
    return { kind: 'off', reason: `app-update.yml cannot be read: ${(error as Error).message.split('\n')[0]}` };
  }
  if (parsed.provider !== 'generic' || parsed.url === undefined) {
    return {
      kind: 'off',
      reason: `app-update.yml names a ${parsed.provider} feed; Freight Desk reads generic feeds only`,
    };
  }
  if (new URL(parsed.url, 'https://x.invalid').hostname === PLACEHOLDER_FEED_HOST) {
    return {
      kind: 'off',
      reason: `this build names no update feed (build with -c.publish.url=https://..., or set ${UPDATE_URL_ENV})`,
    };
  }
  const problem = feedUrlProblem(parsed.url);
  return problem === null
    ? { kind: 'feed', url: parsed.url, source: 'build' }
    : { kind: 'off', reason: `app-update.yml's feed is not usable: ${problem}` };
}
