import { afterEach, describe, expect, it } from 'vitest';
import { answerInDeskWords, serviceWords } from '@shared/api/service-words';
import { documentAnswerText } from '@shared/api/document-answers';
import { serviceSentenceText } from '@shared/api/service-sentences';
import { tariffAnswerText } from '@shared/api/tariff-answers';
import { useLanguageSource } from '@shared/i18n/desk-language';

afterEach(() => useLanguageSource(() => 'en'));

describe('the service’s sentences main knows, by operation', () => {
  it('says an operation’s own sentences for that operation only, and the shared ones for any', () => {
    useLanguageSource(() => 'es');
    const stored = tariffAnswerText.stored(2, 1);
    expect(serviceWords('tariffs.upload', stored)).toBe('Tarifa guardada: 2 precios importados de 1 archivo CSV');
    expect(serviceWords('documents.upload', stored)).toBeNull();
    expect(serviceWords('documents.upload', documentAnswerText.empty())).toBe('El archivo está vacío');
    expect(serviceWords('rates.sea-fcl', serviceSentenceText['same-port']())).toBe(
      'El puerto de descarga debe ser distinto del puerto de carga',
    );
    expect(serviceWords('constructor', 'Already saved')).toBe('ya estaba guardada');
  });

  it('words an answer’s message where it knows the sentence, and hands any other answer back as it came', () => {
    useLanguageSource(() => 'es');
    expect(answerInDeskWords('quotes.save', { success: true, message: 'Already saved' })).toEqual({
      success: true,
      message: 'ya estaba guardada',
    });
    const other = { success: true, message: 'Success' };
    expect(answerInDeskWords('quotes.save', other)).toBe(other);
    const silent = { success: true, message: null };
    expect(answerInDeskWords('quotes.save', silent)).toBe(silent);
  });
});
