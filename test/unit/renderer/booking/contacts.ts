import type { BookingDraft } from '@renderer/screens/booking/booking-draft';

/** Fills both ends' contact fields as an operator would (the tests of booking's form, review and checks share them). */
export function fillContacts(draft: BookingDraft, address = 'Carrer de Mallorca 401'): BookingDraft {
  for (const end of ['origin', 'destination']) {
    draft.fields[`${end}.contactPerson`] = 'Ana Ruiz';
    draft.fields[`${end}.companyName`] = 'Ruiz SL';
    draft.fields[`${end}.contactMail`] = 'ana@example.com';
    draft.fields[`${end}.address`] = address;
    draft.fields[`${end}.phone`] = '600111222';
  }
  return draft;
}
