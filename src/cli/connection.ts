import { baseUrl as baseUrlSchema } from '@shared/domain/profile';
import type { Credentials } from '@main/api';
import type { CliIo } from './io';
import { UsageError } from './usage-error';

/** Where `call` sends its request and with which credentials. */
export interface Connection {
  readonly baseUrl: string;
  readonly credentials: Credentials;
  /** Where they came from, for error hints: 'flags', 'environment' or 'profile NAME'. */
  readonly source: string;
}

export interface ConnectionFlags {
  readonly 'base-url'?: string;
  readonly 'api-key'?: string;
  readonly 'api-secret'?: string;
  readonly profile?: string;
}

export const ENV = {
  baseUrl: 'FREIGHT_DESK_BASE_URL',
  apiKey: 'FREIGHT_DESK_API_KEY',
  apiSecret: 'FREIGHT_DESK_API_SECRET',
  dataDir: 'FREIGHT_DESK_DATA_DIR',
} as const;

const HINT =
  'Pass --base-url, --api-key and --api-secret (or set FREIGHT_DESK_BASE_URL, FREIGHT_DESK_API_KEY, FREIGHT_DESK_API_SECRET), or --profile NAME. `freight-desk sandbox` prints a local address and credentials to try.';

/** Reads a profile's base URL and credentials; supplied by profile-connection.ts. */
export type ProfileReader = (name: string, io: CliIo) => Promise<{ baseUrl: string; credentials: Credentials }>;

/**
 * The connection for a call: a profile (when --profile is given) or the
 * environment, with each flag given on the command line taking precedence.
 */
export async function resolveConnection(
  flags: ConnectionFlags,
  io: CliIo,
  readProfile: ProfileReader,
): Promise<Connection> {
  let base: { baseUrl?: string; apiKey?: string; apiSecret?: string; source: string };
  if (flags.profile !== undefined) {
    const fromProfile = await readProfile(flags.profile, io);
    base = { baseUrl: fromProfile.baseUrl, ...fromProfile.credentials, source: `profile ${flags.profile}` };
  } else {
    base = {
      baseUrl: io.env[ENV.baseUrl],
      apiKey: io.env[ENV.apiKey],
      apiSecret: io.env[ENV.apiSecret],
      source: 'environment',
    };
  }
  const rawUrl = flags['base-url'] ?? base.baseUrl;
  const apiKey = flags['api-key'] ?? base.apiKey;
  const apiSecret = flags['api-secret'] ?? base.apiSecret;
  const source = flags['base-url'] !== undefined && flags.profile === undefined ? 'flags' : base.source;
  if (!rawUrl) throw new UsageError('no freight service address given', HINT);
  if (!apiKey) throw new UsageError('no API key given', HINT);
  if (!apiSecret) throw new UsageError('no API secret given', HINT);
  const parsed = baseUrlSchema.safeParse(rawUrl);
  if (!parsed.success)
    throw new UsageError(`--base-url ${rawUrl}: ${parsed.error.issues[0]?.message ?? 'not a valid URL'}`, HINT);
  return { baseUrl: parsed.data, credentials: { apiKey, apiSecret }, source };
}
