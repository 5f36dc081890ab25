import { describe, expect, it } from 'vitest';
import { AppError } from '@renderer/lib/api';
import { TariffUpload, type TariffUploadDeps } from '@renderer/screens/tariffs/tariff-upload.svelte';

const file = (name: string, text = 'pol,pod\n') => new File([text], name);

function desk(overrides: Partial<TariffUploadDeps> = {}) {
  const sent: unknown[] = [];
  const told: string[] = [];
  let reason: string | null = null;
  const deps: TariffUploadDeps = {
    upload: async (input) => {
      sent.push(input);
      return { success: true, message: 'Tariff stored', documentId: 'doc-1', ratesImported: 2 } as never; // the fields the panel lists
    },
    saveFile: async (input) => ({ saved: true, path: `/d/${input.fileName}`, fileName: input.fileName, bytes: 1 }),
    read: async (blob, onProgress) => {
      onProgress(blob.size, blob.size);
      return new Uint8Array([1, 2, 3]);
    },
    serviceReason: () => reason,
    today: () => new Date(2031, 4, 6),
    ...overrides,
  };
  const upload = new TariffUpload(deps, {
    uploaded: (c) => told.push(`uploaded ${c}`),
    check: (c) => told.push(`check ${c}`),
  });
  return { upload, sent, told, offline: (r: string | null) => (reason = r) };
}

function fill(upload: TariffUpload): void {
  upload.form.values.contractReference = ' C-1 ';
  upload.form.values.carrierSCAC = 'MSCU';
}

describe('TariffUpload', () => {
  it('checks the form and the files before reading or sending anything', async () => {
    const { upload, sent } = desk();
    upload.accept([file('setup.exe')]);
    await upload.submit();
    expect(sent).toEqual([]);
    expect(upload.form.errors.contractReference).toBe('Contract reference is required');
    expect(upload.form.errors.files).toMatch(/Add at least one tariff file/);
    upload.accept([file('rates.csv')]);
    expect(upload.form.errors.files).toBeUndefined();
    expect(upload.sendable.map((e) => e.fileName)).toEqual(['rates.csv']);
  });

  it('sends every file in one request and says the tariff arrived', async () => {
    const { upload, sent, told } = desk();
    fill(upload);
    upload.accept([file('rates.csv'), file('terms.pdf')]);
    await upload.submit();
    expect(sent).toHaveLength(1);
    expect((sent[0] as { files: unknown[] }).files).toHaveLength(2);
    expect(upload.basket.entries.map((e) => e.phase)).toEqual(['done', 'done']);
    expect(upload.uploadedAll).toBe(true);
    expect(upload.result?.success).toBe(true);
    expect(told).toEqual(['uploaded C-1']);
    // New files after a sent upload start a new list.
    upload.accept([file('next.csv')]);
    expect(upload.basket.entries.map((e) => e.fileName)).toEqual(['next.csv']);
    expect(upload.result).toBeNull();
  });

  it('sends nothing while the service cannot be asked, and keeps the files', async () => {
    const { upload, sent, offline } = desk();
    fill(upload);
    upload.accept([file('rates.csv')]);
    offline('The service cannot be reached.');
    await upload.submit();
    expect(sent).toEqual([]);
    expect(upload.basket.entries.map((e) => e.phase)).toEqual(['ready']);
  });

  it('marks files of an upload whose answer was lost as unknown, not failed, and sends the report to check', async () => {
    const lost = new AppError({ code: 'unavailable', message: 'No answer', details: { outcomeUnknown: true } });
    const { upload, told } = desk({ upload: () => Promise.reject(lost) });
    fill(upload);
    upload.accept([file('rates.csv')]);
    await upload.submit();
    expect(upload.basket.entries.map((e) => e.phase)).toEqual(['unknown']);
    expect(upload.unknownAll).toBe(true);
    expect(upload.sendable).toEqual([]);
    expect(upload.unknown).toEqual({ contract: 'C-1', message: 'No answer' });
    expect(told).toEqual(['check C-1']);
  });

  it('puts main’s refusal under its fields, keeps the rest as the form’s error, and offers the files again', async () => {
    const refusal = new AppError({
      code: 'validation',
      message: 'Invalid',
      details: {
        problems: [
          { path: 'carrierSCAC', message: 'Unknown carrier' },
          { path: 'x', message: 'Other' },
        ],
      },
    });
    const { upload } = desk({ upload: () => Promise.reject(refusal) });
    fill(upload);
    upload.accept([file('rates.csv')]);
    await upload.submit();
    expect(upload.form.errors).toEqual({ carrierSCAC: 'Unknown carrier' });
    expect(upload.formError?.message).toBe('Other');
    expect(upload.basket.entries.map((e) => e.phase)).toEqual(['failed']);
    expect(upload.sendable).toHaveLength(1);
  });

  it('saves the CSV template of this year and says where', async () => {
    const saved: string[] = [];
    const { upload } = desk({
      saveFile: async (input) => {
        saved.push(Buffer.from(input.contentBase64, 'base64').toString('utf8'));
        return { saved: true, path: `/d/${input.fileName}`, fileName: input.fileName, bytes: 1 };
      },
    });
    await upload.saveTemplate();
    expect(saved[0]).toContain('2031-');
    expect(upload.template.notice?.text).toMatch(/^Saved to \/d\//);
  });
});
