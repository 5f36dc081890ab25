import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedFile } from '@shared/ipc/channels/files';
import type { AppCore } from '@main/app-core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';
import { LocalStore } from '@main/store';
import { fixture } from '../contract/fixtures';
import { hostileSeaRating } from '../helpers/hostile-rating';
import { memoryKeychain } from '../helpers/memory-keychain';
import { pdfText } from '../helpers/pdf-text';
import { savingDesktop } from '../helpers/saving-desktop';
import { TEST_NOW } from '../helpers/test-clock';
import { failureOf, value } from './helpers/core';

/**
 * Quote PDFs of what a service may send, through the router as the window
 * asks for them: made off main's thread, so the desk answers meanwhile.
 */
let core: AppCore;
let dataDir: string;
let saved: Map<string, Buffer>;
const receivedAt = new Date(TEST_NOW).toISOString();

/** Keeps a rating in the sandbox profile's store, as main keeps what the service answered. */
function keepRating(rating: { request: unknown; result: Parameters<LocalStore['ratings']['put']>[1] }): void {
  const store = LocalStore.open(dataDir, 'sandbox');
  try {
    store.ratings.put(rating.request, rating.result);
  } finally {
    store.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-quote-pdf-'));
  const saving = savingDesktop(dataDir);
  const desktop = saving.desktop;
  saved = saving.saved;
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    desktop,
    sandbox: { clockStartAt: TEST_NOW, demoHistory: false },
  });
});
afterAll(async () => {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('quote PDFs of hostile rates', () => {
  it(
    'answers other calls while a PDF of a rate with 300 notes of 2,000-character words is made',
    { timeout: 120_000 },
    async () => {
      const payload = fixture('sea-fcl-quote.json');
      const usual = hostileSeaRating(payload, receivedAt, { notes: 1, wordLength: 20 });
      const hostile = hostileSeaRating(payload, receivedAt, { notes: 300, wordLength: 2000, charges: 3000 });
      keepRating(usual);
      keepRating(hostile);
      // A usual PDF first: what any PDF loads once (the PDF code, the fonts) is loaded before the one watched.
      await value<SavedFile>(core, 'rating.pdf', { rateId: usual.rateId, locale: 'en-GB' });

      let made = false;
      const pdf = value<SavedFile>(core, 'rating.pdf', { rateId: hostile.rateId, locale: 'en-GB' }).finally(() => {
        made = true;
      });
      // The desk's settings asked for one call after another: each answered while the PDF is still being made.
      let answered = 0;
      while (!made && answered < 20) {
        await value(core, 'settings.get');
        if (!made) answered += 1;
      }
      expect(answered).toBe(20);

      const file = await pdf;
      expect(file.saved).toBe(true);
      const read = await pdfText(saved.get(file.fileName) ?? Buffer.alloc(0));
      expect(read.pages).toBe(1);
      expect(read.text[0]).toContain('NOTES');
      expect(read.text[0]).toMatch(/WWWW…/);
      expect(read.text[0]).toMatch(/and \d+ more charges totalling/);
    },
  );

  it('refuses a rate with characters no font of the desk prints, naming them', async () => {
    const rating = hostileSeaRating(fixture('sea-fcl-quote.json'), receivedAt, { notes: 1, wordLength: 20 });
    const rate = rating.result.quote.rates[0]!;
    const emoji = {
      ...rating,
      result: {
        ...rating.result,
        quote: { ...rating.result.quote, rates: [{ ...rate, id: 'with-emoji', extraInfo: ['Loading 🚢'] }] },
      },
    };
    keepRating(emoji);
    const refused = await failureOf(core, 'rating.pdf', { rateId: 'with-emoji', locale: 'en-GB' });
    expect(refused.code).toBe('unprintable');
    expect(refused.message).toContain('"🚢" (U+1F6A2) in the carrier\'s notes');
  });
});
