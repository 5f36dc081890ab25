import { describe, expect, it } from 'vitest';
import { fileExtension, MAX_UPLOAD_BYTES, UPLOAD_LIMIT_TEXT, uploadFileProblem } from '@shared/domain/upload-limits';

describe('upload limits', () => {
  it('names the reason a file cannot be sent', () => {
    expect(uploadFileProblem('invoice.PDF', 1000)).toBeNull();
    expect(uploadFileProblem('virus.exe', 1000)).toMatch(/cannot be uploaded/);
    expect(uploadFileProblem('empty.pdf', 0)).toMatch(/empty/);
    expect(fileExtension('no-extension')).toBe('');
  });

  it('takes a file of 25 MiB and refuses one byte more, saying both sizes', () => {
    expect(MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024);
    expect(uploadFileProblem('scan.pdf', MAX_UPLOAD_BYTES)).toBeNull();
    expect(uploadFileProblem('scan.pdf', MAX_UPLOAD_BYTES + 1)).toBe(
      'scan.pdf is 25.1 MiB; the limit is 25 MiB (26,214,400 bytes).',
    );
    expect(UPLOAD_LIMIT_TEXT).toBe('up to 25 MiB each');
  });
});
