import { timingSafeEqual } from 'node:crypto';

export interface AccountCredentials {
  readonly apiKey: string;
  readonly apiSecret: string;
}

/**
 * The accounts the sandbox knows. Each API key is one account: its quotes,
 * shipments, documents and tariffs are visible to it alone.
 */
export class AccountRegistry {
  private readonly secrets = new Map<string, string>();

  constructor(accounts: readonly AccountCredentials[]) {
    for (const { apiKey, apiSecret } of accounts) {
      if (!apiKey || !apiSecret) throw new Error('every sandbox account needs a non-empty apiKey and apiSecret');
      const known = this.secrets.get(apiKey);
      if (known !== undefined && known !== apiSecret) {
        throw new Error(`sandbox account ${apiKey} is listed twice with different secrets`);
      }
      this.secrets.set(apiKey, apiSecret);
    }
  }

  /** The account key when the pair is right, else null. Compared in constant time. */
  authenticate(apiKey: string | undefined, apiSecret: string | undefined): string | null {
    if (!apiKey || !apiSecret) return null;
    const secret = this.secrets.get(apiKey);
    if (secret === undefined) return null;
    const a = Buffer.from(secret);
    const b = Buffer.from(apiSecret);
    return a.length === b.length && timingSafeEqual(a, b) ? apiKey : null;
  }

  has(apiKey: string): boolean {
    return this.secrets.has(apiKey);
  }
}
