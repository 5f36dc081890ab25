import { afterEach, describe, expect, it } from 'vitest';
import { tariffCsvRefusalText, tariffCsvText, tariffCsvWords } from '@shared/api/tariff-csv-refusals';
import { useLanguageSource } from '@shared/i18n/desk-language';

afterEach(() => useLanguageSource(() => 'en'));

describe('why the service refuses a tariff CSV file, in the desk’s language', () => {
  it('says each sentence in Spanish with the file, the line and the cell’s own values', () => {
    useLanguageSource(() => 'es');
    expect(tariffCsvWords(tariffCsvRefusalText('primavera.csv', 3, tariffCsvText.amount('mucho')))).toBe(
      'primavera.csv, línea 3: amount «mucho» no es un importe como 300 o 300.50',
    );
    expect(tariffCsvWords(tariffCsvRefusalText('a.csv', 1, tariffCsvText['missing-columns']('pod, currency')))).toBe(
      'a.csv, línea 1: a la cabecera le faltan estas columnas: pod, currency',
    );
    expect(tariffCsvWords(tariffCsvRefusalText('b c.csv', 12, tariffCsvText['field-count']('16', '3')))).toBe(
      'b c.csv, línea 12: la línea tiene 3 campos y la cabecera 16',
    );
    expect(tariffCsvWords(tariffCsvRefusalText('b c.csv', 4, tariffCsvText['field-count']('16', '1')))).toBe(
      'b c.csv, línea 4: la línea tiene 1 campo y la cabecera 16',
    );
    expect(tariffCsvWords(tariffCsvRefusalText('x.csv', 2, tariffCsvText['date-order']()))).toBe(
      'x.csv, línea 2: endDate es anterior a startDate',
    );
  });

  it('finds every sentence of the table again, whatever values it names', () => {
    useLanguageSource(() => 'es');
    for (const [key, say] of Object.entries(tariffCsvText)) {
      const values = Array.from({ length: say.length }, (_, i) => `v${i} "con comillas" line 9: y más`);
      const sentence = (say as (...values: string[]) => string)(...values);
      const said = tariffCsvWords(tariffCsvRefusalText('tarifa line 2.csv', 7, sentence));
      expect(said, key).toMatch(/^tarifa line 2\.csv, línea 7: /);
      expect(said, key).not.toMatch(/ is | must | lacks |expected|found/);
    }
  });

  it('leaves any other sentence as the service sent it', () => {
    expect(tariffCsvWords('bad.csv line 3: the moon is not a port')).toBeNull();
    expect(tariffCsvWords('amount "x" is not an amount like 300 or 300.50')).toBeNull();
  });
});
