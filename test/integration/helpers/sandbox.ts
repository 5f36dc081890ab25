import { FreightClient } from '@main/api';
import type { FreightClientOptions } from '@main/api';
import type { RunningSandbox, SandboxOptions } from '@sandbox';
import { startSandboxAtTestMoment } from '../../helpers/sandbox-at-test-moment';

/** A real sandbox on a random loopback port, and the clients a test opened on it. */
export interface TestSandbox {
  readonly sandbox: RunningSandbox;
  /** A client on this sandbox with its credentials; fast retries unless told otherwise. */
  client(options?: Partial<FreightClientOptions>): FreightClient;
  close(): Promise<void>;
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const sandbox = await startSandboxAtTestMoment(options);
  const clients: FreightClient[] = [];
  return {
    sandbox,
    client(options = {}) {
      const client = new FreightClient({
        baseUrl: sandbox.baseUrl,
        getCredentials: async () => sandbox.credentials,
        // Short waits keep the tests quick; the policy itself is unit-tested.
        retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 },
        ...options,
      });
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((c) => c.close()));
      await sandbox.close();
    },
  };
}

export { apiFailure } from './api-failure';
