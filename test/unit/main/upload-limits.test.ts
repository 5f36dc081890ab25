import { describe, expect, it } from 'vitest';
import { base64Bytes, fileExtension, MAX_UPLOAD_BYTES, uploadFileProblem } from '@shared/domain/upload-limits';

describe('upload limits', () => {
  it('measures decoded base64 size, with or without a data-URI prefix', () => {
    const text = Buffer.from('hello world!!').toString('base64');
    expect(base64Bytes(text)).toBe(13);
    expect(base64Bytes(`data:text/plain;base64,${text}`)).toBe(13);
  });

  it('names the reason a file cannot be sent', () => {
    expect(uploadFileProblem('invoice.PDF', 1000)).toBeNull();
    expect(uploadFileProblem('virus.exe', 1000)).toMatch(/cannot be uploaded/);
    expect(uploadFileProblem('empty.pdf', 0)).toMatch(/empty/);
    expect(uploadFileProblem('huge.pdf', MAX_UPLOAD_BYTES + 1)).toMatch(/limit is 10 MiB/);
    expect(fileExtension('no-extension')).toBe('');
  });
});
