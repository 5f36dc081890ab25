import { afterEach, describe, expect, it } from 'vitest';
import { fileExtension, MAX_UPLOAD_BYTES, uploadFileProblem } from '@shared/domain/upload-limits';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { m } from '@shared/i18n/messages';

describe('upload limits', () => {
  afterEach(() => useLanguageSource(() => 'en'));

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
    expect(m.documents_upload_limit({ mib: '25' })).toBe('up to 25 MiB each');
  });

  it('says a refusal in Spanish with Spanish figures', () => {
    useLanguageSource(() => 'es');
    expect(uploadFileProblem('escaneo.pdf', MAX_UPLOAD_BYTES + 1)).toBe(
      'escaneo.pdf ocupa 25,1 MiB; el límite es de 25 MiB (26.214.400 bytes).',
    );
    expect(uploadFileProblem('vacío.pdf', 0)).toBe('vacío.pdf está vacío.');
    expect(uploadFileProblem('virus.exe', 1000)).toMatch(/^virus\.exe: no se pueden subir archivos de este tipo\./);
  });

  it('writes the figures in the locale it is given', () => {
    useLanguageSource(() => 'es');
    expect(uploadFileProblem('scan.pdf', MAX_UPLOAD_BYTES + 1, 'es-MX')).toContain('25.1 MiB; el límite es de 25 MiB (26,214,400 bytes)');
  });
});
