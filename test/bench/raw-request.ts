import { URL } from 'node:url';
import type { Dispatcher } from 'undici';

/**
 * What the client does, minus the client: one undici request over the given
 * agent, the body read whole and JSON.parse'd, no schema, no retries, no
 * token logic. The bench's baseline.
 */
export async function rawJsonRequest(
  agent: Dispatcher,
  url: URL,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<{ status: number; value: unknown }> {
  const response = await agent.request({
    origin: url.origin,
    path: `${url.pathname}${url.search}`,
    method: init.method,
    headers: init.headers,
    body: init.body,
  });
  const text = await response.body.text();
  if (response.statusCode < 200 || response.statusCode >= 300)
    throw new Error(`HTTP ${response.statusCode}: ${text.slice(0, 200)}`);
  return { status: response.statusCode, value: JSON.parse(text) as unknown };
}
