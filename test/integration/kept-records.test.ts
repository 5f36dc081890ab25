import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightClient } from '@main/api';
import type { AppCore } from '@main/app-core';
import type { DesktopPort } from '@main/desktop-port';
import { ManualClock } from '@harness/manual-clock';
import { LocalStore } from '@main/store';
import type { ShipmentDetail } from '@shared/api/tracking';
import type { ProfileSummary } from '@shared/domain/profile';
import type { Draft } from '@shared/ipc/channels/drafts';
import type { ShipmentChangesEvent } from '@shared/ipc/channels/sync';
import type { Kept } from '@shared/ipc/kept';
import type { SessionStatus } from '@shared/ipc/session';
import { startLoopbackProxy, type LoopbackProxy } from '../helpers/loopback-proxy';
import { memoryKeychain } from '../helpers/memory-keychain';
import { TEST_NOW } from '../helpers/test-clock';
import { bookThroughCore, failureOf, statusWhen, value } from './helpers/core';
import { boxRatingBody } from './helpers/flows';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * What main keeps in each profile's store and answers from it when the
 * service cannot be reached: every record kind, fetched online through the
 * router, then asked again after the service went away (a relay the test
 * stops). Main's clock is the test's, so the fetch times are exact.
 */
const SECOND = { apiKey: 'kept-second-key', apiSecret: 'kept-second-secret' };
const T1 = TEST_NOW + 60_000;
const PDF = Buffer.from('%PDF-1.4\nuploaded by the desk\n%%EOF\n');
const OTHER_PDF = Buffer.from('%PDF-1.4\nuploaded elsewhere\n%%EOF\n');

let core: AppCore;
let dataDir: string;
let downloads: string;
let clock: ManualClock;
let relayA: LoopbackProxy;
let relayB: LoopbackProxy;
let profileA: ProfileSummary;
let profileB: ProfileSummary;
const keychain = memoryKeychain();
const booked = { shipmentId: '', shipmentCode: '' };

const desktop: DesktopPort = {
  saveFile: async ({ suggestedName, bytes }) => {
    const path = join(downloads, suggestedName);
    await writeFile(path, bytes);
    return { saved: true, path };
  },
  openExternal: async () => undefined,
  showFolder: async () => false,
  notify: () => false,
  showScreens: () => false,
  showTheme: () => false,
};

async function activate(profile: ProfileSummary): Promise<void> {
  await value(core, 'profiles.activate', { id: profile.id });
  await statusWhen(core, (s) => s.profileId === profile.id && s.state === 'connected');
}

/** Every kept read of the booked shipment and the lookups the rating form uses, as the channels answer them. */
const reads = () =>
  [
    ['tracking.detail', { shipmentId: booked.shipmentId }],
    ['tracking.messages', { shipmentCode: booked.shipmentCode }],
    ['documents.list', { shipmentId: booked.shipmentId }],
    ['quotes.list', undefined],
    ['lookups.containers', undefined],
    ['lookups.palletTypes', undefined],
    ['lookups.ports', { cityName: 'Barcelona' }],
    ['lookups.airports', { nameCityIata: 'Madrid' }],
    ['lookups.postalCodes', { countryCode: 'ES', loc: '08001' }],
    ['tariffs.report', { contractNumber: 'KEPT-1', fromDate: '2026-01-01' }],
  ] as const;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-kept-'));
  downloads = await mkdtemp(join(tmpdir(), 'fd-kept-files-'));
  clock = new ManualClock(TEST_NOW);
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain,
    desktop,
    sandbox: { accounts: [SECOND] },
    // One attempt per read: a stopped relay fails at once instead of after the client's own retries.
    session: { clock, client: { retry: { attempts: 1 } } },
  });
  await statusWhen(core, (s) => s.state === 'connected');
  relayA = await startLoopbackProxy(core.sandbox.baseUrl);
  relayB = await startLoopbackProxy(core.sandbox.baseUrl);
  profileA = await value<ProfileSummary>(core, 'profiles.save', {
    name: 'Relayed main account',
    baseUrl: relayA.url,
    ...core.sandbox.credentials,
  });
  profileB = await value<ProfileSummary>(core, 'profiles.save', {
    name: 'Relayed second account',
    baseUrl: relayB.url,
    ...SECOND,
  });
  await activate(profileA);
  Object.assign(booked, await bookThroughCore(core));
  // A quote saved and not booked, so the saved quotes list holds something.
  const rating = await value<{ quote: { rates: Array<{ id: string }> } }>(core, 'rating.rate', {
    mode: 'boxes',
    request: boxRatingBody(),
  });
  await value(core, 'quotes.save', { type: 'boxes', rateId: rating.quote.rates[0]?.id });
});
afterAll(async () => {
  await core?.close();
  await relayA?.stop();
  await relayB?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(downloads, { recursive: true, force: true });
});

describe('records kept in the profile’s store', () => {
  const online = new Map<string, Kept<unknown>>();
  let uploadedId = '';
  let downloadedId = '';

  it('keeps every answer with main’s time of the fetch', async () => {
    // A document uploaded elsewhere (not by this desk), to be downloaded; one uploaded through the desk.
    const checklist = await value<Kept<Array<{ id: string | null; documentTemplateId: string | null }>>>(
      core,
      'documents.list',
      { shipmentId: booked.shipmentId },
    );
    const [first, second] = checklist.value.filter((d) => d.id === null && d.documentTemplateId);
    const elsewhere = new FreightClient({
      baseUrl: core.sandbox.baseUrl,
      getCredentials: async () => core.sandbox.credentials,
    });
    await elsewhere.call('documents.upload', {
      body: {
        shipmentId: booked.shipmentId,
        documentTemplateId: first?.documentTemplateId ?? null,
        documentName: 'Packing list',
        file: OTHER_PDF.toString('base64'),
        extension: 'pdf',
        observations: null,
      },
    });
    await elsewhere.close();
    const upload = await value<{ success: boolean }>(core, 'documents.upload', {
      shipmentId: booked.shipmentId,
      documentTemplateId: second?.documentTemplateId ?? null,
      documentName: 'Commercial invoice',
      fileName: 'invoice.pdf',
      content: PDF,
    });
    expect(upload.success).toBe(true);

    clock.set(T1);
    for (const [channel, input] of reads()) {
      const kept = await value<Kept<unknown>>(core, channel, input);
      expect(kept, channel).toMatchObject({ fetchedAt: new Date(T1).toISOString(), fromStore: false });
      online.set(channel, kept);
    }
    const documents = online.get('documents.list') as Kept<
      Array<{ id: string | null; documentTemplateId: string | null }>
    > & {
      storedDocumentIds: string[];
    };
    uploadedId = documents.value.find((d) => d.documentTemplateId === second?.documentTemplateId)?.id ?? '';
    downloadedId = documents.value.find((d) => d.documentTemplateId === first?.documentTemplateId)?.id ?? '';
    // The desk's own upload opens offline already; the other one only once downloaded.
    expect(documents.storedDocumentIds).toEqual([uploadedId]);
    const saved = await value<{ saved: boolean; fromStore?: boolean; path: string }>(core, 'documents.download', {
      documentId: downloadedId,
      shipmentCode: booked.shipmentCode,
    });
    expect(saved.fromStore).toBeUndefined();
    expect(await readFile(saved.path)).toEqual(OTHER_PDF);
    const after = await value<{ storedDocumentIds: string[] }>(core, 'documents.list', {
      shipmentId: booked.shipmentId,
    });
    expect([...after.storedDocumentIds].sort()).toEqual([uploadedId, downloadedId].sort());
    expect((online.get('quotes.list')?.value as unknown[]).length).toBeGreaterThan(0);
  });

  it('answers each from the store, with the original fetch time, once the service is gone', async () => {
    await relayA.stop();
    clock.set(T1 + 3_600_000);
    for (const [channel, input] of reads()) {
      const kept = await value<Kept<unknown>>(core, channel, input);
      // The checklist was fetched again after the download (its own later time): only the value must match.
      const fetchedAt = channel === 'documents.list' ? kept.fetchedAt : online.get(channel)?.fetchedAt;
      expect(kept, channel).toEqual({ ...online.get(channel), ...kept, fetchedAt, fromStore: true });
      expect(kept.value, channel).toEqual(online.get(channel)?.value);
    }
    const status = await value<SessionStatus>(core, 'session.status');
    expect(status.state).toBe('unreachable');
  });

  it('saves a downloaded document and an uploaded one from their stored bytes', async () => {
    for (const [documentId, bytes] of [
      [downloadedId, OTHER_PDF],
      [uploadedId, PDF],
    ] as const) {
      const saved = await value<{ saved: boolean; fromStore?: boolean; path: string }>(core, 'documents.download', {
        documentId,
        shipmentCode: booked.shipmentCode,
      });
      expect(saved.fromStore).toBe(true);
      expect(await readFile(saved.path)).toEqual(bytes);
    }
  });

  it('fails with the service’s failure for a record it never fetched, and for what needs the service', async () => {
    expect((await failureOf(core, 'lookups.ports', { cityName: 'Valencia' })).code).toBe('network');
    expect((await failureOf(core, 'tracking.detail', { shipmentId: 'never-fetched' })).code).toBe('network');
    expect((await failureOf(core, 'documents.download', { documentId: 'never-fetched', shipmentCode: 'X' })).code).toBe(
      'network',
    );
    expect((await failureOf(core, 'tariffs.report', { contractNumber: 'KEPT-2', fromDate: '2026-01-01' })).code).toBe(
      'network',
    );
  });

  it('never answers one profile’s records under another', async () => {
    await activate(profileB);
    const quotesB = await value<Kept<unknown[]>>(core, 'quotes.list');
    expect(quotesB.fromStore).toBe(false);
    await relayB.stop();
    const offlineB = await value<Kept<unknown[]>>(core, 'quotes.list');
    expect(offlineB).toEqual({ ...quotesB, fromStore: true });
    expect(offlineB.value).not.toEqual(online.get('quotes.list')?.value);
    for (const [channel, input] of reads()) {
      if (channel === 'quotes.list') continue;
      expect((await failureOf(core, channel, input)).code, channel).toBe('network');
    }
    const download = await failureOf(core, 'documents.download', {
      documentId: uploadedId,
      shipmentCode: booked.shipmentCode,
    });
    expect(download.code).toBe('network');
    await relayB.start();
  });

  it('shows the service’s 404 rather than a stored copy', async () => {
    await relayA.start();
    await activate(profileA);
    // A record the store holds whose shipment the service does not know (any more).
    const store = LocalStore.open(dataDir, profileA.id);
    // The detail fetched above, as the channel answered it (the test reads it back untyped).
    const detail = (online.get('tracking.detail') as Kept<ShipmentDetail>).value;
    store.details.put({ ...detail, shipmentId: 'gone-shipment' }, new Date(TEST_NOW).toISOString());
    store.close();
    expect((await failureOf(core, 'tracking.detail', { shipmentId: 'gone-shipment' })).code).toBe('not-found');
  });
});

describe('what the store learns as the operator works', () => {
  it('announces a checklist entry whose validation moved and messages that are new since the last fetch', async () => {
    await activate(profileA);
    await value(core, 'documents.list', { shipmentId: booked.shipmentId });
    await value(core, 'tracking.messages', { shipmentCode: booked.shipmentCode });
    const seen: ShipmentChangesEvent[] = [];
    const stop = core.onEvent((event, payload) => {
      if (event === 'shipments.changed') seen.push(payload as ShipmentChangesEvent);
    });
    // The back office validates uploads after a while; the shipment moves on and says so in messages.
    core.sandbox.clock.advance(3 * 86_400_000);
    await value(core, 'documents.list', { shipmentId: booked.shipmentId });
    await value(core, 'tracking.messages', { shipmentCode: booked.shipmentCode });
    stop();
    const changes = seen.flatMap((e) => e.changes);
    expect(seen.every((e) => e.profileId === profileA.id)).toBe(true);
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'document-validation', shipmentId: booked.shipmentId, to: 'Validated' }),
    );
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'messages', shipmentCode: booked.shipmentCode }));
  });

  it('keeps a rating with its rates, and the saved quotes list right after a save and a delete', async () => {
    const rating = await value<{ receivedAt: string; quote: { rates: Array<{ id: string }> } }>(core, 'rating.rate', {
      mode: 'boxes',
      request: boxRatingBody(),
    });
    expect(rating.receivedAt).toBe(new Date(clock.now()).toISOString());
    const rateId = rating.quote.rates[0]?.id ?? '';
    const store = LocalStore.open(dataDir, profileA.id);
    const listed = () => store.quotes.list().flatMap((q) => (q.missingSince === null ? [q.value.quoteId] : []));
    try {
      const before = listed();
      await value(core, 'quotes.save', { type: 'boxes', rateId });
      expect(store.ratings.rate(rateId)?.rate).toEqual(rating.quote.rates[0]);
      // Listed without a quotes.list read in between: the save refreshed the kept list.
      const added = listed().filter((id) => !before.includes(id));
      expect(added).toHaveLength(1);
      await value(core, 'quotes.delete', { type: 'boxes', quoteId: added[0] });
      expect(listed()).toEqual(before);
    } finally {
      store.close();
    }
  });
});

describe('drafts', () => {
  it('round-trip per profile and survive reopening the store', async () => {
    await activate(profileA);
    const draftA = await value<Draft>(core, 'drafts.save', { formKey: 'rating/boxes', value: { origin: 'Barcelona' } });
    expect(draftA).toMatchObject({ formKey: 'rating/boxes', value: { origin: 'Barcelona' } });
    await value(core, 'profiles.activate', { id: profileB.id });
    expect(await value<Draft | null>(core, 'drafts.get', { formKey: 'rating/boxes' })).toBeNull();
    await value(core, 'drafts.save', { formKey: 'rating/boxes', value: { origin: 'Madrid' } });

    await core.close();
    core = await createAppCoreAtTestMoment({ dataDir, keychain, desktop, session: { clock } });
    expect(await value<Draft | null>(core, 'drafts.get', { formKey: 'rating/boxes' })).toMatchObject({
      value: { origin: 'Madrid' },
    });
    await value(core, 'profiles.activate', { id: profileA.id });
    expect(await value<Draft | null>(core, 'drafts.get', { formKey: 'rating/boxes' })).toEqual(draftA);
    expect(await value(core, 'drafts.remove', { formKey: 'rating/boxes' })).toEqual({ removed: true });
    expect(await value<Draft | null>(core, 'drafts.get', { formKey: 'rating/boxes' })).toBeNull();
    expect(await value(core, 'drafts.remove', { formKey: 'rating/boxes' })).toEqual({ removed: false });
  });

  it('lists the drafts of one kind of form, this profile’s only', async () => {
    // Drafts are the desk's own: no sign-in is waited for.
    await value(core, 'profiles.activate', { id: profileA.id });
    await value(core, 'drafts.save', { formKey: 'booking/boxes', value: { quoteId: 'q-1' } });
    await value(core, 'drafts.save', { formKey: 'rating/pallets', value: { origin: 'Bilbao' } });
    const listed = await value<Draft[]>(core, 'drafts.list', { prefix: 'booking/' });
    expect(listed.map((draft) => [draft.formKey, draft.value])).toEqual([['booking/boxes', { quoteId: 'q-1' }]]);
    await value(core, 'profiles.activate', { id: profileB.id });
    expect(await value<Draft[]>(core, 'drafts.list', { prefix: 'booking/' })).toEqual([]);
  });
});
