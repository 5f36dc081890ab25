import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppCore } from '@main/app-core';
import { memoryKeychain } from '../helpers/memory-keychain';
import { silentLog } from '../helpers/silent-log';
import { value } from './helpers/core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

let dataDir: string;
let core: AppCore;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fd-activity-'));
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    log: silentLog,
    sandbox: { demoHistory: false },
  });
});

afterEach(async () => {
  await core.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the desk's activity, as the update's restart prompt asks it", () => {
  it('is a booking under way while a booking form holds a draft, and not for a rating form', async () => {
    expect(core.activity.busyWith()).toBeNull();
    await value(core, 'drafts.save', { formKey: 'rating/boxes', value: { weight: '12' } });
    expect(core.activity.busyWith()).toBeNull();
    await value(core, 'drafts.save', { formKey: 'booking/sea-fcl', value: { quoteId: 'Q1' } });
    expect(core.activity.busyWith()).toBe('a booking form holds input not yet booked');
    await value(core, 'drafts.remove', { formKey: 'booking/sea-fcl' });
    expect(core.activity.busyWith()).toBeNull();
  });

  it('is a booking being sent while booking.book has not been answered', async () => {
    // Invalid input is answered at once: what counts is that the call is in flight until then.
    const call = core.invoke('booking.book', { mode: 'boxes', request: {} });
    expect(core.activity.busyWith()).toBe('a booking is being sent');
    await call;
    expect(core.activity.busyWith()).toBeNull();
  });
});
