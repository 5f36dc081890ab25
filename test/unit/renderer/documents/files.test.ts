import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/domain/upload-limits';
import { useLanguageSource } from '@shared/i18n/desk-language';
import {
  bytesToBase64,
  checkedEntry,
  filePhaseLabels,
  filesSummary,
  formatBytes,
  readFileBytes,
  textToBase64,
} from '@renderer/lib/files';

/** Bytes that cover every value, in an order that is not a pattern. */
function bytes(length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  let x = 7;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

describe('bytesToBase64', () => {
  it('encodes like the platform for every padding case and a large buffer', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 6, 7, 100_001]) {
      const data = bytes(length);
      expect(bytesToBase64(data)).toBe(Buffer.from(data).toString('base64'));
    }
  });

  it('encodes UTF-8 text (accents, the euro sign)', () => {
    expect(textToBase64('Málaga €')).toBe(Buffer.from('Málaga €', 'utf8').toString('base64'));
  });
});

describe('readFileBytes', () => {
  it('reads a file in slices into the same bytes as reading it whole', async () => {
    const data = bytes(1000);
    const seen: Array<[number, number]> = [];
    const read = await readFileBytes(new Blob([data]), (done, total) => seen.push([done, total]), 64);
    expect(Buffer.compare(Buffer.from(read), Buffer.from(data))).toBe(0);
    // Progress starts at nothing, only grows, and ends at the whole file.
    expect(seen[0]).toEqual([0, 1000]);
    expect(seen.at(-1)).toEqual([1000, 1000]);
    expect(seen.length).toBeGreaterThan(5);
    for (let i = 1; i < seen.length; i++) expect(seen[i]![0]).toBeGreaterThan(seen[i - 1]![0]);
  });

  it('reads a picked File object (what a drop carries)', async () => {
    const file = new File([new TextEncoder().encode('%PDF-1.4\n')], 'invoice.pdf', { type: 'application/pdf' });
    expect(new TextDecoder().decode(await readFileBytes(file))).toBe('%PDF-1.4\n');
  });
});

describe('checkedEntry', () => {
  it('refuses a file of a type the service does not take, saying why, before reading it', () => {
    const entry = checkedEntry({ name: 'setup.exe', size: 1200 });
    expect(entry.phase).toBe('refused');
    expect(entry.message).toContain('cannot be uploaded');
    expect(entry.message).toContain('pdf');
  });

  it('refuses an empty file and one over the size limit', () => {
    expect(checkedEntry({ name: 'empty.pdf', size: 0 })).toMatchObject({
      phase: 'refused',
      message: 'empty.pdf is empty.',
    });
    const big = checkedEntry({ name: 'scan.pdf', size: MAX_UPLOAD_BYTES + 1 });
    expect(big.phase).toBe('refused');
    expect(big.message).toBe('scan.pdf is 25.1 MiB; the limit is 25 MiB (26,214,400 bytes).');
  });

  it('lets an accepted file wait for sending, each with its own key', () => {
    const a = checkedEntry({ name: 'Invoice.PDF', size: MAX_UPLOAD_BYTES });
    const b = checkedEntry({ name: 'Invoice.PDF', size: 10 });
    expect(a).toMatchObject({ phase: 'waiting', message: null, fileName: 'Invoice.PDF', bytes: MAX_UPLOAD_BYTES });
    expect(a.key).not.toBe(b.key);
  });
});

describe('formatBytes', () => {
  it('uses the binary units the limit is stated in', () => {
    expect(formatBytes(17, 'en')).toBe('17 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KiB');
    expect(formatBytes(200 * 1024, 'en')).toBe('200 KiB');
    expect(formatBytes(10 * 1024 * 1024, 'en')).toBe('10 MiB');
  });
});

describe('filesSummary', () => {
  it('says where a list of files stands, leaving out what is not there', () => {
    const phases = ['reading', 'waiting', 'done', 'done', 'refused', 'failed'] as const;
    expect(filesSummary(phases.map((phase) => ({ phase })))).toBe('2 in progress, 2 uploaded, 1 failed, 1 not sent');
    const unknown = ['done', 'unknown', 'unknown'] as const;
    expect(filesSummary(unknown.map((phase) => ({ phase })))).toBe('1 uploaded, 2 outcome unknown');
    expect(filesSummary([{ phase: 'refused' }])).toBe('1 not sent');
    expect(filesSummary([])).toBe('');
  });

  it('says it in Spanish, each phase agreeing with its count, as the labels do', () => {
    useLanguageSource(() => 'es');
    try {
      const phases = ['reading', 'done', 'done', 'failed', 'ready'] as const;
      expect(filesSummary(phases.map((phase) => ({ phase })))).toBe('1 en curso, 1 listo, 2 subidos, 1 fallido');
      expect(filePhaseLabels.refused).toBe('Sin enviar');
    } finally {
      useLanguageSource(() => 'en');
    }
    expect(filePhaseLabels.refused).toBe('Not sent');
  });
});
