import { afterEach, describe, expect, it } from 'vitest';
import { tariffAnswerText, tariffAnswerWords } from '@shared/api/tariff-answers';
import { useLanguageSource } from '@shared/i18n/desk-language';

afterEach(() => useLanguageSource(() => 'en'));

describe('what the service says of a stored tariff, in the desk’s language', () => {
  it('says the counts the service names with each language’s plurals and number format', () => {
    useLanguageSource(() => 'es');
    expect(tariffAnswerWords(tariffAnswerText.stored(1, 1))).toBe(
      'Tarifa guardada: 1 precio importado de 1 archivo CSV',
    );
    expect(tariffAnswerWords(tariffAnswerText.stored(2, 3))).toBe(
      'Tarifa guardada: 2 precios importados de 3 archivos CSV',
    );
    expect(tariffAnswerWords(tariffAnswerText.stored(12_345, 1))).toBe(
      'Tarifa guardada: 12.345 precios importados de 1 archivo CSV',
    );
    expect(tariffAnswerWords(tariffAnswerText['stored-without-csv']())).toBe(
      'Tarifa guardada; no se envió ningún archivo CSV, así que no se importaron precios',
    );
    useLanguageSource(() => 'en');
    expect(tariffAnswerWords(tariffAnswerText.stored(0, 2))).toBe('Tariff stored: 0 rates imported from 2 CSV files');
    expect(tariffAnswerWords(tariffAnswerText.stored(1, 1))).toBe('Tariff stored: 1 rate imported from 1 CSV file');
    expect(tariffAnswerWords(tariffAnswerText.stored(12_345, 1))).toBe(
      'Tariff stored: 12,345 rates imported from 1 CSV file',
    );
  });

  it('finds every count the sandbox can say again, and no other sentence', () => {
    useLanguageSource(() => 'es');
    for (const rates of [0, 1, 2, 9, 10, 101, 99_999]) {
      for (const files of [1, 2, 7]) {
        const said = tariffAnswerWords(tariffAnswerText.stored(rates, files));
        expect(said, `${rates} rates from ${files} files`).toMatch(
          /^Tarifa guardada: [\d.]+ precios? importados? de \d+ archivos? CSV$/,
        );
      }
    }
    expect(tariffAnswerWords('Tariff stored: 3 rates imported from 1 CSV file, 2 refused')).toBeNull();
    expect(tariffAnswerWords('Tariff stored')).toBeNull();
    expect(tariffAnswerWords('Tarifa almacenada correctamente')).toBeNull();
  });
});
