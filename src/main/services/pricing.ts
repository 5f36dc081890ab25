import { m } from '@shared/i18n/messages';
import { saidNumber } from '@shared/i18n/said-number';
import { parseCustomerCsv } from '@shared/domain/customer-csv';
import type { LocalStore } from '@main/store';
import { UserFacingError } from '@main/errors';
import type { AreaHandlers, ServiceDeps } from './area-handlers';

/** Refuses a name another customer has (case, accents and spaces aside). */
function checkNameFree(store: LocalStore, name: string, id: number | null): void {
  const other = store.customers.named(name);
  if (other && other.id !== id) {
    throw new UserFacingError('validation', m.pricing_main_customer_taken({ name: other.name }), [
      { path: 'name', message: m.pricing_main_customer_taken_field({ name: other.name }) },
    ]);
  }
}

/**
 * The desk's customers and margin rules, per profile (the local store: they
 * work offline), and the sell prices of booked shipments. Nothing here asks
 * the service: it knows only what the carriers charge.
 */
export function pricingHandlers({ session, stores }: Pick<ServiceDeps, 'session' | 'stores'>): AreaHandlers<'pricing'> {
  const store = () => stores.of(session.data.current());
  return {
    'pricing.customers': ({ search }) => store().customers.list(search),
    'pricing.saveCustomer': ({ id, ...fields }) => {
      const customers = store().customers;
      if (id !== null && customers.get(id) === null) {
        throw new UserFacingError('not-found', m.pricing_main_customer_gone());
      }
      checkNameFree(store(), fields.name, id);
      return customers.save(fields, id);
    },
    'pricing.deleteCustomer': ({ id }) => {
      const rules = store()
        .marginRules.list()
        .filter((r) => r.scope.customerId === id);
      if (rules.length > 0) {
        const names = rules.map((r) => m.pricing_main_quoted_name({ name: r.name })).join(', ');
        throw new UserFacingError(
          'invalid-request',
          m.pricing_main_customer_has_rules({ count: rules.length, shown: saidNumber(rules.length), names }),
        );
      }
      store().customers.remove(id);
      return null;
    },
    'pricing.importCustomers': ({ csv }) => {
      const parsed = parseCustomerCsv(csv);
      if (!parsed.ok) {
        const count = parsed.problems.length;
        throw new UserFacingError(
          'invalid-import',
          m.pricing_main_import_refused({ count, shown: saidNumber(count) }),
          parsed.problems,
        );
      }
      return store().customers.importAll(parsed.customers);
    },
    'pricing.rules': () => store().marginRules.list(),
    'pricing.saveRule': ({ id, ...fields }) => {
      const rules = store().marginRules;
      if (id !== null && !rules.list().some((r) => r.id === id)) {
        throw new UserFacingError('not-found', m.pricing_main_rule_gone());
      }
      if (fields.scope.customerId !== null && store().customers.get(fields.scope.customerId) === null) {
        throw new UserFacingError('validation', m.pricing_main_rule_customer_gone(), [
          { path: 'scope.customerId', message: m.pricing_main_pick_customer() },
        ]);
      }
      return rules.save(fields, id);
    },
    'pricing.deleteRule': ({ id }) => {
      store().marginRules.remove(id);
      return null;
    },
    'pricing.sells': () => store().shipmentSells.list(),
  };
}
