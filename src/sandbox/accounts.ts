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
    for (const account of accounts) this.add(account);
  }

  /** Opens an account (or lets a revoked one in again); its records, if any, are still there. */
  add({ apiKey, apiSecret }: AccountCredentials): void {
    if (!apiKey || !apiSecret) throw new Error('every sandbox account needs a non-empty apiKey and apiSecret');
    const known = this.secrets.get(apiKey);
    if (known !== undefined && known !== apiSecret) {
      throw new Error(`sandbox account ${apiKey} is listed twice with different secrets`);
    }
    this.secrets.set(apiKey, apiSecret);
  }

  /**
   * Revokes an account's credentials, as a provider does: its key and secret
   * are refused from now on, and so are the tokens already issued to it.
   * Returns whether the account existed.
   */
  revoke(apiKey: string): boolean {
    return this.secrets.delete(apiKey);
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
