import { documentAnswerWords } from './document-answers';
import { serviceSentenceWords } from './service-sentences';
import { tariffAnswerWords } from './tariff-answers';
import { tariffCsvWords } from './tariff-csv-refusals';

/*
 * The one place main asks whether it knows a sentence the service sent, in
 * an answer or a refusal: the tables of the operation's own sentences, then
 * those of ratings, quote saves and bookings.
 */

/** The sentences only one operation's answers and refusals hold. */
const OPERATION_SENTENCES: Readonly<Record<string, (message: string) => string | null>> = {
  'documents.upload': documentAnswerWords,
  'tariffs.upload': (message) => tariffAnswerWords(message) ?? tariffCsvWords(message),
};

/** A sentence of the service in the desk's language; null for one no table holds. */
export function serviceWords(operationId: string, message: string): string | null {
  // hasOwn finds the operation among the table's own keys.
  const own = Object.hasOwn(OPERATION_SENTENCES, operationId) ? OPERATION_SENTENCES[operationId]?.(message) : null;
  return own ?? serviceSentenceWords(message);
}

/** An answer with what the service said in it in the desk's language, where a table knows the sentence. */
export function answerInDeskWords<T extends { readonly message?: string | null }>(operationId: string, answer: T): T {
  const said = answer.message ? serviceWords(operationId, answer.message) : null;
  return said === null ? answer : { ...answer, message: said };
}
