import { describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { AppError } from '@renderer/lib/api';
import { SaveWithNotice, savedNotice } from '@renderer/lib/save-notice.svelte';

const words = { cancelled: 'Not saved: the export was cancelled.', failed: 'The report was not saved' };

describe('savedNotice', () => {
  it('says "Saved copy" when the file came from the desk’s store', () => {
    const notice = savedNotice({ saved: true, path: '/x/label.pdf', fileName: 'label.pdf', fromStore: true }, 'n/a');
    expect(notice.text).toMatch(/^Saved copy/);
    expect(notice.text).toContain('/x/label.pdf');
  });

  it('says where a file the service sent was saved, without calling it a copy', () => {
    expect(savedNotice({ saved: true, path: '/x/label.pdf', fileName: 'label.pdf' }, 'n/a')).toEqual({
      tone: 'ok',
      text: 'Saved to /x/label.pdf',
    });
  });

  it('says where a file was saved in Spanish when the desk speaks Spanish', () => {
    useLanguageSource(() => 'es');
    try {
      expect(savedNotice({ saved: true, path: '/x/etiqueta.pdf', fileName: 'etiqueta.pdf' }, 'n/a').text).toBe(
        'Guardado en /x/etiqueta.pdf',
      );
      expect(
        savedNotice({ saved: true, path: '/x/etiqueta.pdf', fileName: 'etiqueta.pdf', fromStore: true }, 'n/a').text,
      ).toBe('Copia guardada: el archivo que Freight Desk conservaba se ha guardado en /x/etiqueta.pdf');
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('says a cancelled save was not saved, in the screen’s words', () => {
    expect(savedNotice({ saved: false, fileName: 'label.pdf', fromStore: true }, 'Not saved: cancelled.')).toEqual({
      tone: 'info',
      text: 'Not saved: cancelled.',
    });
  });
});

describe('SaveWithNotice', () => {
  it('is busy with one save, then says where the file went', async () => {
    const saves = new SaveWithNotice();
    let finish: (value: { saved: boolean; path: string; fileName: string; bytes: number }) => void = () => undefined;
    const running = saves.save('export', words, () => new Promise((resolve) => (finish = resolve)));
    expect(saves.saving).toBe('export');
    finish({ saved: true, path: '/d/report.csv', fileName: 'report.csv', bytes: 10 });
    await running;
    expect(saves.saving).toBeNull();
    expect(saves.notice).toEqual({ tone: 'ok', text: 'Saved to /d/report.csv' });
  });

  it('says why a save failed, and the next save starts without the old notice', async () => {
    const saves = new SaveWithNotice();
    await saves.save('export', words, () => Promise.reject(new AppError({ code: 'internal', message: 'Disk full.' })));
    expect(saves.notice).toEqual({ tone: 'danger', text: 'The report was not saved: Disk full.' });
    const again = saves.save('export', words, () => Promise.resolve({ saved: false, fileName: 'r.csv', bytes: 0 }));
    expect(saves.notice).toBeNull();
    await again;
    expect(saves.notice).toEqual({ tone: 'info', text: 'Not saved: the export was cancelled.' });
  });
});
