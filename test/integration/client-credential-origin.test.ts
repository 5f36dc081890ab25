import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, FreightClient } from '@main/api';
import { FAKE_KEY, FAKE_SECRET, startFakeService, type FakeService } from './helpers/fake-service';

/**
 * The last guard before the headers are set: a client sends credentials only
 * to the origin they were given for. It covers a client still running for a
 * profile's old address when the profile was moved and given new credentials.
 */
let service: FakeService;
beforeAll(async () => {
  service = await startFakeService({});
});
afterAll(() => service.close());

describe('FreightClient and the origin of its credentials', () => {
  it('signs in when the credentials were given for its own origin, whatever the path', async () => {
    const client = new FreightClient({
      baseUrl: service.baseUrl,
      getCredentials: async () => ({
        apiKey: FAKE_KEY,
        apiSecret: FAKE_SECRET,
        origin: new URL(service.baseUrl).origin,
      }),
    });
    await expect(client.signIn()).resolves.toBeTruthy();
    await client.close();
  });

  it('refuses to send credentials given for another origin, and sends nothing', async () => {
    const before = service.seen.length;
    const client = new FreightClient({
      baseUrl: service.baseUrl,
      getCredentials: async () => ({ apiKey: FAKE_KEY, apiSecret: FAKE_SECRET, origin: 'https://elsewhere.example' }),
    });
    const failure = await client.signIn().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      kind: 'unauthorized',
      message: expect.stringContaining('https://elsewhere.example'),
    });
    expect(service.seen.length).toBe(before);
    await client.close();
  });
});
