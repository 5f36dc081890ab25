import type { Customer } from '@shared/domain/customers';
import type { MarginRule, PricedCustomer } from '@shared/domain/margin-rules';
import { api } from './backend';
import { profileScope } from './profile-scope.svelte';
import { Query } from './query.svelte';

/**
 * The desk's customers and margin rules as the renderer holds them (main
 * keeps them per profile): read once, again after the Pricing screen changes
 * them, forgotten with the profile. The rating form picks a customer from
 * them and the comparison prices its rates with them.
 */
class PricingBook {
  readonly customers = new Query<Customer[]>(() => api().pricing.customers({}));
  readonly rules = new Query<MarginRule[]>(() => api().pricing.rules());

  ensure(): void {
    this.customers.ensure();
    this.rules.ensure();
  }

  /** Reads both again (after a change on the Pricing screen). */
  async reload(): Promise<void> {
    await Promise.all([this.customers.run(), this.rules.run()]);
  }

  customer(id: number | null): Customer | null {
    return id === null ? null : (this.customers.value?.find((c) => c.id === id) ?? null);
  }

  /** The customer as a rule choice needs it. */
  pricedCustomer(id: number | null): PricedCustomer | null {
    const found = this.customer(id);
    return found ? { id: found.id, name: found.name, defaultMarginBp: found.defaultMarginBp } : null;
  }

  reset(): void {
    this.customers.reset();
    this.rules.reset();
  }
}

export const pricingBook = new PricingBook();
profileScope.onChange(() => pricingBook.reset());
