import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '@main/app-core';
import { MAX_UPLOAD_BYTES } from '@shared/domain/upload-limits';
import { memoryKeychain } from '../helpers/memory-keychain';
import { savingDesktop } from '../helpers/saving-desktop';
import { bookThroughCore, failureOf, value } from './helpers/core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * Uploads at the app's limit (25 MiB a file) through the router as the
 * renderer sends them, the file's bytes as they are, to the embedded sandbox
 * and back: taken whole, kept to open offline; one byte more is refused
 * before anything is sent.
 */
let core: AppCore;
let dataDir: string;
let saved: Map<string, Buffer>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-uploads-'));
  const saving = savingDesktop(dataDir);
  const desktop = saving.desktop;
  saved = saving.saved;
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    desktop,
    sandbox: { demoHistory: false },
  });
});
afterAll(async () => {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A file of `size` bytes that is not all one value, so a byte out of place shows. */
function fileOf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) bytes.writeUInt32LE(i, i);
  return bytes;
}

describe('uploads at the limit', () => {
  it('takes a 25 MiB document end to end, and keeps it to open offline', { timeout: 120_000 }, async () => {
    const booking = await bookThroughCore(core);
    const { value: docs } = await value<{ value: Array<{ documentTemplateId: string | null; documentName: string }> }>(
      core,
      'documents.list',
      { shipmentId: booking.shipmentId },
    );
    const target = docs[0];
    const content = fileOf(MAX_UPLOAD_BYTES);
    const upload = await value<{ success: boolean; message: string }>(core, 'documents.upload', {
      shipmentId: booking.shipmentId,
      documentTemplateId: target?.documentTemplateId ?? null,
      documentName: target?.documentName ?? 'Label',
      fileName: 'scan.pdf',
      content,
    });
    expect(upload).toMatchObject({ success: true });

    // The service has every byte: its download of the document is the file sent.
    const { value: listed } = await value<{ value: Array<{ id: string | null; documentName: string }> }>(
      core,
      'documents.list',
      { shipmentId: booking.shipmentId },
    );
    const stored = await value<{ storedDocumentIds: string[] }>(core, 'documents.list', {
      shipmentId: booking.shipmentId,
    });
    const documentId = listed.find((d) => d.documentName === target?.documentName && d.id)?.id as string;
    // Kept by main under the id the checklist gave it: it opens offline.
    expect(stored.storedDocumentIds).toContain(documentId);
    const file = await value<{ saved: boolean; fileName: string }>(core, 'documents.download', {
      documentId,
      shipmentCode: booking.shipmentCode,
    });
    expect(file.saved).toBe(true);
    expect(Buffer.compare(saved.get(file.fileName) ?? Buffer.alloc(0), content)).toBe(0);
  });

  it('refuses one byte more in main, saying both sizes, before anything is sent', async () => {
    const booking = await bookThroughCore(core);
    const before = core.sandbox.stats.count('documents.upload');
    const refused = await failureOf(core, 'documents.upload', {
      shipmentId: booking.shipmentId,
      documentTemplateId: null,
      documentName: 'Label',
      fileName: 'scan.pdf',
      content: Buffer.alloc(MAX_UPLOAD_BYTES + 1),
    });
    expect(refused).toMatchObject({
      code: 'validation',
      message: 'scan.pdf is 25.1 MiB; the limit is 25 MiB (26,214,400 bytes).',
    });
    expect(core.sandbox.stats.count('documents.upload')).toBe(before);
  });

  it('takes the bytes of tariff files as they are, encoded for the service on the way', async () => {
    const answer = await value<{ success: boolean; message: string }>(core, 'tariffs.upload', {
      contractReference: 'MSC-2026',
      carrierSCAC: 'MSCU',
      files: [{ fileName: 'tariff.pdf', content: Buffer.from('%PDF-1.4\n% tariff\n') }],
    });
    expect(answer).toMatchObject({ success: true });
  });
});
