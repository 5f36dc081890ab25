import { parseCustomerCsv } from '@shared/domain/customer-csv';
import type { LocalStore } from '@main/store';
import { UserFacingError } from '@main/errors';
import type { AreaHandlers, ServiceDeps } from './area-handlers';

/** Refuses a name another customer has (case, accents and spaces aside). */
function checkNameFree(store: LocalStore, name: string, id: number | null): void {
  const other = store.customers.named(name);
  if (other && other.id !== id) {
    throw new UserFacingError('validation', `“${other.name}” is already a customer of this desk.`, [
      { path: 'name', message: `“${other.name}” is already a customer: change that one, or give another name` },
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
        throw new UserFacingError('not-found', 'This customer is no longer on this desk: it was deleted meanwhile.');
      }
      checkNameFree(store(), fields.name, id);
      return customers.save(fields, id);
    },
    'pricing.deleteCustomer': ({ id }) => {
      const rules = store()
        .marginRules.list()
        .filter((r) => r.scope.customerId === id);
      if (rules.length > 0) {
        throw new UserFacingError(
          'invalid-request',
          `${rules.length === 1 ? 'A margin rule is' : `${rules.length} margin rules are`} for this customer (${rules
            .map((r) => `“${r.name}”`)
            .join(', ')}): delete or change ${rules.length === 1 ? 'it' : 'them'} first.`,
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
          `Nothing was imported: the file has ${count === 1 ? 'a problem' : `${count} problems`}. Fix ${count === 1 ? 'it' : 'them'} and import the file again.`,
          parsed.problems,
        );
      }
      return store().customers.importAll(parsed.customers);
    },
    'pricing.rules': () => store().marginRules.list(),
    'pricing.saveRule': ({ id, ...fields }) => {
      const rules = store().marginRules;
      if (id !== null && !rules.list().some((r) => r.id === id)) {
        throw new UserFacingError('not-found', 'This rule is no longer on this desk: it was deleted meanwhile.');
      }
      if (fields.scope.customerId !== null && store().customers.get(fields.scope.customerId) === null) {
        throw new UserFacingError('validation', 'The customer of this rule is no longer on this desk.', [
          { path: 'scope.customerId', message: 'Pick a customer of this desk' },
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
