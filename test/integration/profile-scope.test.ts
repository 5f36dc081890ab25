import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '@main/app-core';
import type { ProfileSummary } from '@shared/domain/profile';
import type { DataChange, SessionStatus } from '@shared/ipc/session';
import { memoryKeychain } from '../helpers/memory-keychain';
import { TEST_NOW } from '../helpers/test-clock';
import { bookThroughCore, failureOf, listedCodes, nextEvent, statusWhen, syncIdle, value } from './helpers/core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * One account's data never shows under another: two profiles on the
 * embedded sandbox, each an account of its own (the sandbox scopes records
 * by API key), switched back and forth through the router as the renderer
 * does it.
 */
const SECOND = { apiKey: 'second-desk-key', apiSecret: 'second-desk-secret' };

let core: AppCore;
let dataDir: string;
let second: ProfileSummary;
const first = { shipmentId: '', shipmentCode: '' };

const activate = (id: string) => value<SessionStatus>(core, 'profiles.activate', { id });
const connected = () => statusWhen(core, (s) => s.state === 'connected');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-scope-'));
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    sandbox: {
      accounts: [SECOND],
      clockStartAt: TEST_NOW,
      // These tests list exactly which records each profile's account holds, from an empty
      // account; the demo history the app starts with has its own tests (demo-history.test.ts).
      demoHistory: false,
    },
  });
  await connected();
  second = await value<ProfileSummary>(core, 'profiles.save', {
    name: 'Second account',
    baseUrl: core.sandbox.baseUrl,
    ...SECOND,
  });
  Object.assign(first, await bookThroughCore(core));
});
afterAll(async () => {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('switching profiles', () => {
  it('shows each profile only its own shipments, details and documents, back and forth', async () => {
    expect(await listedCodes(core)).toEqual([first.shipmentCode]);

    await activate(second.id);
    // No refresh asked: the list main kept belongs to the Sandbox profile and must not be served.
    expect(await listedCodes(core)).toEqual([]);
    const own = await bookThroughCore(core);
    // Right after the booking, still without a refresh, the list has it.
    expect(await listedCodes(core)).toEqual([own.shipmentCode]);
    expect((await failureOf(core, 'tracking.detail', { shipmentId: first.shipmentId })).code).toBe('not-found');
    expect((await failureOf(core, 'documents.list', { shipmentId: first.shipmentId })).code).toBe('not-found');
    const filtered = await value<{ rows: unknown[] }>(core, 'tracking.shipments', {
      filters: { ShipmentCode: first.shipmentCode },
    });
    expect(filtered.rows).toEqual([]);
    // The search box answers from this profile's store only: the other account's code finds nothing.
    const searched = async (text: string) =>
      (
        await value<{ rows: Array<{ shipmentCode: string | null }> }>(core, 'tracking.shipments', { search: text })
      ).rows.map((row) => row.shipmentCode);
    expect(await searched(first.shipmentCode)).toEqual([]);
    expect(await searched(own.shipmentCode)).toEqual([own.shipmentCode]);

    await activate('sandbox');
    expect(await listedCodes(core)).toEqual([first.shipmentCode]);
    expect(await searched(own.shipmentCode)).toEqual([]);
    expect(await searched(first.shipmentCode)).toEqual([first.shipmentCode]);
    expect(
      await value<{ value: { shipmentId: string } }>(core, 'tracking.detail', { shipmentId: first.shipmentId }),
    ).toMatchObject({
      value: { shipmentId: first.shipmentId },
    });
    expect((await failureOf(core, 'tracking.detail', { shipmentId: own.shipmentId })).code).toBe('not-found');
    expect(
      (await value<{ value: unknown[] }>(core, 'documents.list', { shipmentId: first.shipmentId })).value.length,
    ).toBeGreaterThan(0);

    await activate(second.id);
    expect(await listedCodes(core)).toEqual([own.shipmentCode]);
    await activate('sandbox');
  });

  it('starts a new data scope on every switch, sign-out and save of the active profile, and says so', async () => {
    const before = await connected();
    const switched = await activate(second.id);
    expect(switched.generation).toBeGreaterThan(before.generation);
    expect(switched.profileId).toBe(second.id);

    // Saving the active profile (new name, maybe new credentials) is a new scope too.
    const saved = nextEvent(core, 'session.changed', (s) => s.generation > switched.generation);
    await value(core, 'profiles.save', {
      id: second.id,
      name: 'Second account (renamed)',
      baseUrl: core.sandbox.baseUrl,
    });
    expect((await saved).profileName).toBe('Second account (renamed)');

    const current = await connected();
    const out = await value<SessionStatus>(core, 'session.signOut');
    expect(out.state).toBe('signed-out');
    expect(out.generation).toBeGreaterThan(current.generation);
    // Signed out means signed out: a call does not sign in behind the operator's back.
    expect((await failureOf(core, 'tracking.detail', { shipmentId: first.shipmentId })).code).toBe('signed-out');
    expect((await value<SessionStatus>(core, 'session.status')).state).toBe('signed-out');
    const back = await value<SessionStatus>(core, 'session.signIn');
    expect(back.state).toBe('connected');
    // Signing in again is a scope of its own too: the screens load afresh what failed while signed out.
    expect(back.generation).toBeGreaterThan(out.generation);
    await activate('sandbox');
  });

  it('drops an answer of the old profile that arrives after the switch', async () => {
    await connected();
    // The Sandbox profile's detail answer is slow; the switch happens while it is on its way.
    core.sandbox.faults.set('tracking.detail', { latencyMs: 400, times: 1 });
    const served = core.sandbox.stats.count('tracking.detail');
    const late = core.invoke('tracking.detail', { shipmentId: first.shipmentId });
    while (core.sandbox.stats.count('tracking.detail') === served) await new Promise((r) => setTimeout(r, 5));
    await activate(second.id);

    const answer = await late;
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.code).toBe('profile-changed');
    // Nothing of the old profile shows under the new one: its list is its own.
    await connected();
    const codes = await listedCodes(core);
    expect(codes).not.toContain(first.shipmentCode);
    expect(codes).toHaveLength(1);
    await activate('sandbox');
  });
});

describe('writes make the lists they change stale at once', () => {
  it('drops the kept list after a booking and tells the renderer what changed', async () => {
    const status = await connected();
    const before = await listedCodes(core);
    // Saving the quote first says 'quotes'; the booking says both.
    const changed = nextEvent(core, 'data.changed', (e) => e.topics.includes('shipments'));
    const booked = await bookThroughCore(core);
    const event: DataChange = await changed;
    expect(event).toMatchObject({ profileId: 'sandbox', generation: status.generation });
    expect(event.topics).toEqual(expect.arrayContaining(['shipments', 'quotes']));
    expect(await listedCodes(core)).toEqual([...before, booked.shipmentCode].sort());
  });

  it('drops it after a tracking switch and a document upload, naming the shipment', async () => {
    await connected();
    await listedCodes(core);
    const switched = nextEvent(core, 'data.changed');
    await value(core, 'tracking.switch', { shipmentId: first.shipmentId, enabled: false });
    expect(await switched).toMatchObject({ topics: ['shipments'], shipmentId: first.shipmentId });
    // The switch started a sync of the list; once it ran, the store has the row as the service has it now.
    await syncIdle(core);
    const row = await value<{ rows: Array<{ shipmentId: string; trackingStatus: unknown }> }>(
      core,
      'tracking.shipments',
      {
        filters: { ShipmentCode: first.shipmentCode },
      },
    );
    expect(row.rows[0]?.trackingStatus).toBe('None');

    const { value: docs } = await value<{ value: Array<{ documentTemplateId: string | null; documentName: string }> }>(
      core,
      'documents.list',
      { shipmentId: first.shipmentId },
    );
    const uploaded = nextEvent(core, 'data.changed');
    await value(core, 'documents.upload', {
      shipmentId: first.shipmentId,
      documentTemplateId: docs[0]?.documentTemplateId ?? null,
      documentName: docs[0]?.documentName ?? 'Label',
      fileName: 'label.pdf',
      content: Buffer.from('%PDF-1.4\n% test\n'),
    });
    expect(await uploaded).toMatchObject({
      topics: expect.arrayContaining(['documents', 'shipments']),
      shipmentId: first.shipmentId,
    });
  });
});
