/*
 * A booking request's body as an operator's form sends it: for the sandbox's
 * tests and the benches alike (no test runner needed to import it).
 */

export const contactOf = (name: string) => ({
  contactPerson: name,
  companyName: `${name} S.L.`,
  contactMail: `${name.toLowerCase()}@example.com`,
  address: 'Calle Mayor 1',
  phonePrefix: '34',
  phone: '600000000',
});

export function bookingBody(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    origin: contactOf('Ana'),
    destination: contactOf('Luis'),
    pickupTimeFrom: '09:00',
    pickupTimeTo: '13:00',
    pickupDescription: 'Ring twice',
    deliveryDescription: null,
    incotermCode: null,
    ...overrides,
  };
}
