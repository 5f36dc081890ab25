import { unauthorized } from '../errors';
import { ok, type Handler } from './types';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** POST /v1/auth/token: the key and secret in headers X-API-Key and Secret-API-Key, no body. */
export const issueToken: Handler<'auth.token'> = ({ headers, services }) => {
  const key = header(headers['x-api-key'])?.trim();
  const secret = header(headers['secret-api-key'])?.trim();
  if (!key || !secret)
    throw unauthorized('send the API key in the X-API-Key header and the secret in the Secret-API-Key header');
  const account = services.accounts.authenticate(key, secret);
  if (!account) throw unauthorized('the API key and secret do not match an account');
  const ttl = services.faults.tokenTtlSeconds() ?? services.tokenTtlSeconds;
  return ok(services.tokens.issue(account, ttl));
};
