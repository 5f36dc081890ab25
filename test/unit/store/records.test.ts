import { describe, expect, it } from 'vitest';
import { operations } from '@shared/api/operations';
import type { KeptRating } from '@shared/ipc/channels/rating';
import { KEPT_PLACE_ANSWERS } from '@main/store/lookup-records';
import { KEPT_RATINGS } from '@main/store/rating-records';
import { KEPT_TARIFF_REPORTS } from '@main/store/tariff-records';
import { fixture } from '../../contract/fixtures';
import { FILE_CHUNK_BYTES } from '@main/store/document-records';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import { connectionOf, listItem, openStore, syncList, tempDataDir, uploadedInvoice } from './store-helpers';

/* Records main keeps besides the list, parsed from the app's payload fixtures by the app's own schemas. */
const detail = operations['tracking.detail'].response.parse(fixture('tracking-detail.json'));
const messages = operations['tracking.messages'].response.parse(fixture('tracking-messages.json'));
const documents = operations['documents.list'].response.parse(fixture('documents-list.json'));
const savedQuotes = operations['quotes.list'].response.parse(fixture('saved-quotes.json'));
const tariffReport = operations['tariffs.report'].response.parse(fixture('tariff-report.json'));
const seaQuote = operations['rates.sea-fcl'].response.parse(fixture('sea-fcl-quote.json'));
const lookups = fixture<Record<string, unknown>>('lookups.json');
const containers = operations['lookup.containers'].response.parse(lookups.containers);
const ports = operations['lookup.ports'].response.parse(lookups.ports);

const T1 = '2026-03-01T10:00:00.000Z';
const T2 = '2026-03-01T10:05:00.000Z';

describe('shipment details', () => {
  it('keeps a detail under the shipment id it carries, with its fetch time', () => {
    const store = openStore(tempDataDir());
    store.details.put(detail, T1);
    expect(store.details.get(detail.shipmentId)).toEqual({ value: detail, fetchedAt: T1 });
    expect(store.details.get('some-other-id')).toBeNull();
  });
});

describe('tracking messages', () => {
  it('reports the messages a fetch brings that the last did not (none the first time)', () => {
    const store = openStore(tempDataDir());
    expect(store.messages.put('FR000099', messages.slice(0, 1), T1)).toEqual([]);
    const newer = {
      ...messages[0],
      message: 'Out for delivery',
      updatedDate: '2024-03-05T09:00:00',
    } as (typeof messages)[number];
    expect(store.messages.put('FR000099', [...messages, newer], T2)).toEqual([
      {
        kind: 'messages',
        shipmentId: null,
        shipmentCode: 'FR000099',
        newCount: messages.length,
        latest: 'Out for delivery',
      },
    ]);
    expect(store.messages.put('FR000099', [...messages, newer], T2)).toEqual([]);
    expect(store.messages.get('FR000099')).toEqual({ value: [...messages, newer], fetchedAt: T2 });
  });

  it('names the shipment of new messages: the caller’s, else the list’s under that code, found again once listed', () => {
    const store = openStore(tempDataDir());
    const one = messages[0] as (typeof messages)[number];
    const later = { ...one, message: 'Gate in', updatedDate: '2024-03-06T09:00:00' } as typeof one;
    store.shipments.upsertSome([listItem({ shipmentId: 'ship-1', shipmentCode: 'FR000001' })], T1);
    store.messages.put('FR000001', [one], T1);
    expect(store.messages.put('FR000001', [one, later], T2)).toMatchObject([{ shipmentId: 'ship-1' }]);
    store.messages.put('FR000002', [one], T1);
    expect(store.messages.put('FR000002', [one, later], T2, 'ship-2')).toMatchObject([{ shipmentId: 'ship-2' }]);

    // Found before the list held the shipment (or logged before ids were kept): named once the list has it.
    store.messages.put('FR000003', [one], T1);
    const unlisted = store.messages.put('FR000003', [one, later], T2);
    expect(unlisted).toMatchObject([{ shipmentId: null }]);
    const { shipmentId: _, ...older } = unlisted[0] as ShipmentChange & { kind: 'messages' };
    store.changeLog.append(T2, [...unlisted, older as ShipmentChange]);
    store.shipments.upsertSome([listItem({ shipmentId: 'ship-3', shipmentCode: 'FR000003' })], T2);
    expect(store.changeLog.since('', 10).map((logged) => logged.change)).toMatchObject([
      { kind: 'messages', shipmentCode: 'FR000003', shipmentId: 'ship-3' },
      { kind: 'messages', shipmentCode: 'FR000003', shipmentId: 'ship-3' },
    ]);
  });

  it('counts a message sent twice as two', () => {
    const store = openStore(tempDataDir());
    const one = messages[0] as (typeof messages)[number];
    store.messages.put('C1', [one], T1);
    expect(store.messages.put('C1', [one, one], T2)).toEqual([
      { kind: 'messages', shipmentId: null, shipmentCode: 'C1', newCount: 1, latest: one.message },
    ]);
  });
});

describe('document checklists and files', () => {
  it('keeps a checklist in order and reports validation moves after the first fetch, with the shipment’s code', () => {
    const store = openStore(tempDataDir());
    syncList(store, [listItem({ shipmentId: 's-1', shipmentCode: 'FR00001S' })], T1);
    expect(store.documents.putChecklist('s-1', documents, T1)).toEqual([]);
    expect(store.documents.checklist('s-1')).toEqual({ value: documents, fetchedAt: T1 });

    const [label, invoice, ...rest] = documents;
    const later = [
      { ...label, validationStatus: 'Validated' },
      { ...invoice, id: 'd-2', validationStatus: 'None' },
      ...rest,
    ] as typeof documents;
    expect(store.documents.putChecklist('s-1', later, T2)).toEqual([
      {
        kind: 'document-validation',
        shipmentId: 's-1',
        shipmentCode: 'FR00001S',
        documentName: 'Label',
        documentKey: 'template:t-1',
        from: 'None',
        to: 'Validated',
      },
      {
        kind: 'document-validation',
        shipmentId: 's-1',
        shipmentCode: 'FR00001S',
        documentName: 'Invoice',
        documentKey: 'template:t-2',
        from: 'Rejected',
        to: 'None',
      },
    ]);
    expect(store.documents.checklist('s-1')?.value).toEqual(later);
    expect(store.documents.checklist('s-2')).toBeNull();
  });

  it('gives a document change logged before changes carried a code the shipment’s code from the list', () => {
    const store = openStore(tempDataDir());
    syncList(store, [listItem({ shipmentId: 's-1', shipmentCode: 'FR00001S' })], T1);
    const logged = {
      kind: 'document-validation' as const,
      shipmentId: 's-1',
      documentName: 'Packing list',
      documentKey: 'template:t-9',
      from: null,
      to: 'None',
    };
    store.changeLog.append(T2, [logged, { ...logged, shipmentId: 's-unknown' }]);
    expect(store.changeLog.since('', 10).map((c) => c.change)).toEqual([
      { ...logged, shipmentId: 's-unknown', shipmentCode: null },
      { ...logged, shipmentCode: 'FR00001S' },
    ]);
  });

  it('keeps the bytes of downloaded and uploaded files to open offline; a new download replaces the old', () => {
    const store = openStore(tempDataDir());
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255, 7]);
    const base = {
      shipmentId: 's-1',
      documentKey: 'template:t-1',
      documentName: 'Label',
      extension: 'pdf',
      storedAt: T1,
    };
    const downloaded = store.documents.putFile({
      ...base,
      documentId: 'd-1',
      fileName: 'Label.pdf',
      source: 'downloaded',
      bytes,
    });
    const uploaded = store.documents.putFile({
      ...base,
      documentId: null,
      documentKey: 'template:t-2',
      fileName: 'invoice.pdf',
      source: 'uploaded',
      bytes: new Uint8Array([1, 2, 3]),
    });
    expect(store.documents.fileOfDocument('d-1')?.bytes).toEqual(bytes);
    expect(store.documents.file(uploaded)).toMatchObject({
      fileName: 'invoice.pdf',
      source: 'uploaded',
      byteLength: 3,
    });
    expect(store.documents.filesOf('s-1').map((f) => [f.fileName, f.byteLength])).toEqual([
      ['Label.pdf', 7],
      ['invoice.pdf', 3],
    ]);

    const again = store.documents.putFile({
      ...base,
      documentId: 'd-1',
      fileName: 'Label.pdf',
      source: 'downloaded',
      bytes: new Uint8Array([9]),
      storedAt: T2,
    });
    expect(again).toBe(downloaded);
    expect(store.documents.fileOfDocument('d-1')).toMatchObject({ bytes: new Uint8Array([9]), storedAt: T2 });
    expect(store.documents.filesOf('s-1')).toHaveLength(2);
    expect(store.documents.fileOfDocument('nope')).toBeNull();
  });

  it('keeps a large file in chunks, written a chunk per turn, whole once its row is written', async () => {
    const store = openStore(tempDataDir());
    const db = connectionOf(store);
    const chunks = db.prepare<[], number>('SELECT count(*) FROM document_file_chunks').pluck();
    // A write cut short earlier (a kill) left chunks of no file behind: the next write clears them.
    db.prepare("INSERT INTO document_file_chunks (chunk_key, seq, bytes) VALUES ('cut-short', 0, x'00')").run();
    const bytes = new Uint8Array(2 * FILE_CHUNK_BYTES + 5).map((_, i) => i % 251);
    const file = uploadedInvoice(bytes, T1);
    const writing = store.documents.putFileInSteps(file);
    // Between two chunks the file is not there yet, and nothing else waits for it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.documents.filesOf('s-1')).toEqual([]);
    const fileId = await writing;
    expect(chunks.get()).toBe(3);
    const kept = store.documents.file(fileId);
    expect(kept?.byteLength).toBe(bytes.byteLength);
    // Compared as buffers: an element-by-element comparison of 2 MiB takes the test runner half a minute.
    expect(Buffer.compare(Buffer.from(kept?.bytes ?? []), Buffer.from(bytes))).toBe(0);

    // Linked to its document, then replaced by a download of it: its chunks go.
    store.documents.linkFile(fileId, 'd-1');
    store.documents.putFile({ ...file, documentId: 'd-1', source: 'downloaded', bytes: new Uint8Array([9]) });
    expect(store.documents.fileOfDocument('d-1')?.bytes).toEqual(new Uint8Array([9]));
    expect(chunks.get()).toBe(0);
  });
});

describe('saved quotes', () => {
  it('keeps the list in the service order and marks quotes it no longer lists', () => {
    const store = openStore(tempDataDir());
    store.quotes.replaceAll(savedQuotes, T1);
    expect(store.quotes.list().map((q) => q.value)).toEqual(savedQuotes);
    const [first, ...others] = savedQuotes;
    store.quotes.replaceAll(others, T2);
    expect(store.quotes.get(first?.quoteId as string)).toEqual({ value: first, fetchedAt: T1, missingSince: T2 });
    expect(
      store.quotes
        .list()
        .filter((q) => q.missingSince === null)
        .map((q) => q.value),
    ).toEqual(others);
    store.quotes.remove(first?.quoteId as string);
    expect(store.quotes.get(first?.quoteId as string)).toBeNull();
  });
});

describe('rating results', () => {
  const result = (receivedAt: string): KeptRating => ({
    mode: 'sea-fcl',
    quote: seaQuote,
    currency: 'EUR',
    receivedAt,
  });

  it('keeps what was asked and every rate with its conditions, and finds a rate by its id', () => {
    const store = openStore(tempDataDir());
    const request = { origin: { country: 'ES' }, containers: [{ containerType: 'DRY20', quantity: 1 }] };
    const id = store.ratings.put(request, result(T1));
    expect(store.ratings.recent()).toEqual([{ resultId: id, request, result: result(T1) }]);

    const rate = seaQuote.rates[0];
    expect(rate?.conditions.length).toBeGreaterThan(0);
    const found = store.ratings.rate(rate?.id as string);
    expect(found?.rate).toEqual(rate);
    expect(found?.request).toEqual(request);
    expect(found?.result).toMatchObject({
      mode: 'sea-fcl',
      currency: 'EUR',
      quote: { quoteId: seaQuote.quoteId, rates: [] },
    });
    expect(store.ratings.rate('no-such-rate')).toBeNull();
  });

  it(`keeps the ${KEPT_RATINGS} most recent`, () => {
    const store = openStore(tempDataDir());
    for (let i = 0; i <= KEPT_RATINGS; i++)
      store.ratings.put({ i }, result(`2026-03-01T10:${String(i).padStart(2, '0')}:00.000Z`));
    const kept = store.ratings.recent(KEPT_RATINGS + 10);
    expect(kept).toHaveLength(KEPT_RATINGS);
    expect(kept[0]?.request).toEqual({ i: KEPT_RATINGS });
    expect(kept.at(-1)?.request).toEqual({ i: 1 });
  });
});

describe('tariff reports', () => {
  it('keeps a report by what was asked, whatever the order of its fields, the most recent first', () => {
    const store = openStore(tempDataDir());
    store.tariffs.put({ contractNumber: 'C-1', fromDate: '2024-01-01T00:00:00' }, tariffReport, T1);
    store.tariffs.put({ contractNumber: 'C-2', fromDate: '2024-01-01T00:00:00' }, [], T2);
    expect(store.tariffs.get({ fromDate: '2024-01-01T00:00:00', contractNumber: 'C-1' })).toEqual({
      request: { contractNumber: 'C-1', fromDate: '2024-01-01T00:00:00' },
      value: tariffReport,
      fetchedAt: T1,
    });
    expect(store.tariffs.recent().map((r) => r.request.contractNumber)).toEqual(['C-2', 'C-1']);
    for (let i = 0; i < KEPT_TARIFF_REPORTS; i++)
      store.tariffs.put(
        { contractNumber: `N-${i}`, fromDate: '2024-01-01' },
        [],
        `2026-03-02T00:00:${String(i).padStart(2, '0')}.000Z`,
      );
    expect(store.tariffs.recent(100)).toHaveLength(KEPT_TARIFF_REPORTS);
    expect(store.tariffs.get({ contractNumber: 'C-1', fromDate: '2024-01-01T00:00:00' })).toBeNull();
  });
});

describe('lookups', () => {
  it('keeps whole lists and place answers, found again however the place was typed', () => {
    const store = openStore(tempDataDir());
    store.lookups.putList('containers', containers, T1);
    expect(store.lookups.list('containers')).toEqual({ value: containers, fetchedAt: T1 });
    expect(store.lookups.list('pallet-types')).toBeNull();

    store.lookups.putPlaceAnswer('ports', { cityName: 'València ' }, ports, T1);
    expect(store.lookups.placeAnswer('ports', { cityName: 'VALENCIA' })).toEqual({
      query: { cityName: 'València ' },
      value: ports,
      fetchedAt: T1,
    });
    expect(store.lookups.placeAnswer('airports', { nameCityIata: 'VALENCIA' })).toBeNull();
    store.lookups.putPlaceAnswer('postal-codes', { countryCode: 'ES', loc: '46001' }, [], T2);
    expect(store.lookups.placeAnswer('postal-codes', { loc: '46001', countryCode: 'es' })?.fetchedAt).toBe(T2);
  });

  it(`keeps the ${KEPT_PLACE_ANSWERS} most recent answers of each kind`, () => {
    const store = openStore(tempDataDir());
    for (let i = 0; i <= KEPT_PLACE_ANSWERS; i++) {
      store.lookups.putPlaceAnswer(
        'airports',
        { nameCityIata: `A${i}` },
        [],
        `2026-03-01T${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00.000Z`,
      );
    }
    store.lookups.putPlaceAnswer('ports', { cityName: 'Bilbao' }, [], T1);
    expect(store.lookups.placeAnswer('airports', { nameCityIata: 'A0' })).toBeNull();
    expect(store.lookups.placeAnswer('airports', { nameCityIata: `A${KEPT_PLACE_ANSWERS}` })).not.toBeNull();
    expect(store.lookups.recentPlaceAnswers('airports', 2).map((a) => a.query.nameCityIata)).toEqual([
      `A${KEPT_PLACE_ANSWERS}`,
      `A${KEPT_PLACE_ANSWERS - 1}`,
    ]);
    expect(store.lookups.placeAnswer('ports', { cityName: 'bilbao' })).not.toBeNull();
  });
});

describe('drafts', () => {
  it('keep a form in progress per form key across a restart, until removed', () => {
    const dir = tempDataDir();
    const store = openStore(dir);
    const form = { origin: { city: 'Valencia' }, boxes: [{ weight: '12.5', quantity: '' }] };
    expect(store.drafts.save('booking/boxes', form)).toEqual({
      formKey: 'booking/boxes',
      value: form,
      savedAt: '2026-03-01T12:00:00.000Z',
    });
    store.drafts.save('rating/sea-fcl', { containers: [] });
    store.close();

    const reopened = openStore(dir);
    expect(reopened.drafts.get('booking/boxes')?.value).toEqual(form);
    expect(
      reopened.drafts
        .list()
        .map((d) => d.formKey)
        .sort(),
    ).toEqual(['booking/boxes', 'rating/sea-fcl']);
    reopened.drafts.remove('booking/boxes');
    expect(reopened.drafts.get('booking/boxes')).toBeNull();
  });

  it('refuses a key that cannot name a form and a value that is not JSON', () => {
    const store = openStore(tempDataDir());
    expect(() => store.drafts.save('', {})).toThrow(/cannot name a draft/);
    expect(() => store.drafts.save('x'.repeat(121), {})).toThrow(/cannot name a draft/);
    expect(() => store.drafts.save('booking/boxes', undefined)).toThrow(/not JSON data/);
  });
});

describe('sync state', () => {
  it('records starts, completions and failures; a failure keeps the last good sync', () => {
    const store = openStore(tempDataDir());
    expect(store.syncState.get('quotes')).toMatchObject({ completedAt: null, errorMessage: null });
    store.syncState.markStarted('quotes', T1);
    store.syncState.markCompleted('quotes', T1, T1, 3);
    store.syncState.markFailed('quotes', 'The service cannot be reached.', T2);
    expect(store.syncState.get('quotes')).toEqual({
      subject: 'quotes',
      startedAt: T1,
      completedAt: T1,
      fetchedAt: T1,
      totalElements: 3,
      errorMessage: 'The service cannot be reached.',
      errorAt: T2,
    });
    store.syncState.markCompleted('quotes', T2, T2, 4);
    expect(store.syncState.get('quotes')).toMatchObject({ errorMessage: null, errorAt: null, totalElements: 4 });
  });
});
