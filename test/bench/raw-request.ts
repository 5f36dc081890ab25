import { URL } from 'node:url';
import type { Dispatcher } from 'undici';
import { DEFAULT_MAX_RESPONSE_BYTES, sendRequest } from '@main/api';

/**
 * What the client does, minus the client: one undici request over the given
 * agent, the body read whole by the client's own transport (sendRequest: the
 * chunks joined once and decoded as UTF-8, so both sides of a comparison read
 * alike) and JSON.parse'd; no schema, no retries, no token logic. The bench's
 * baseline.
 */
export async function rawJsonRequest(
  agent: Dispatcher,
  url: URL,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<{ status: number; value: unknown }> {
  const response = await sendRequest(agent, {
    url,
    method: init.method,
    headers: init.headers,
    ...(init.body === undefined ? {} : { body: init.body }),
    maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
  });
  if (response.status < 200 || response.status >= 300)
    throw new Error(`HTTP ${response.status}: ${response.text.slice(0, 200)}`);
  return { status: response.status, value: JSON.parse(response.text) as unknown };
}

/** A token for raw requests, asked as the client asks for one. */
export async function rawToken(
  agent: Dispatcher,
  baseUrl: string,
  credentials: { readonly apiKey: string; readonly apiSecret: string },
): Promise<string> {
  const answer = await rawJsonRequest(agent, new URL('/v1/auth/token', baseUrl), {
    method: 'POST',
    headers: { 'x-api-key': credentials.apiKey, 'secret-api-key': credentials.apiSecret },
  });
  return (answer.value as { access_token: string }).access_token;
}
