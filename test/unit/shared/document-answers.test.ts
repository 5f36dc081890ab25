import { afterEach, describe, expect, it } from 'vitest';
import { documentAnswerText, documentAnswerWords } from '@shared/api/document-answers';
import { useLanguageSource } from '@shared/i18n/desk-language';

afterEach(() => useLanguageSource(() => 'en'));

describe('what the service says of a document upload, on a Spanish desk', () => {
  it('says each sentence the service sends in Spanish, with the values it names', () => {
    useLanguageSource(() => 'es');
    expect(documentAnswerWords(documentAnswerText.extension('.exe', 'pdf, jpg'))).toBe(
      'El servicio no acepta archivos .exe; acepta pdf, jpg',
    );
    expect(
      documentAnswerWords(documentAnswerText['template-unknown']('T-9', 'FD-123', 'Factura (T-1), Albarán (T-2)')),
    ).toBe(
      'El servicio no tiene este documento en el envío FD-123: vuelva a cargar sus documentos y elija uno de ellos',
    );
    expect(documentAnswerWords(documentAnswerText.empty())).toBe('El archivo está vacío');
    expect(documentAnswerWords(documentAnswerText.uploaded('Factura comercial'))).toBe(
      'Subido: Factura comercial; el servicio validará el documento en breve',
    );
  });

  it('leaves a sentence it does not know as the service sent it', () => {
    expect(documentAnswerWords('file is empty, and more')).toBeNull();
    expect(documentAnswerWords('the service is closed for maintenance')).toBeNull();
  });
});
