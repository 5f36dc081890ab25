import { m } from '../i18n/messages';
import { saidNumber } from '../i18n/said-number';

/*
 * What the service says of a stored tariff in its own English: the sandbox
 * words its answer here, and main finds the sentence again to say it in the
 * desk's language with the counts it names; any other sentence stays as the
 * service sent it.
 */

const ENGLISH_PLURALS = new Intl.PluralRules('en');

/** "1 rate", "3 rates": a count in the service's English, by English plural rules. */
function counted(count: number, one: string, other: string): string {
  return `${count} ${ENGLISH_PLURALS.select(count) === 'one' ? one : other}`;
}

/** Each sentence given the counts it names. */
export const tariffAnswerText = {
  stored: (rates: number, csvFiles: number) =>
    `Tariff stored: ${counted(rates, 'rate', 'rates')} imported from ${counted(csvFiles, 'CSV file', 'CSV files')}`,
  'stored-without-csv': () => 'Tariff stored (no CSV file, so no rates were imported)',
} as const;

/** The stored sentence with its two counts as groups; tariff-answers.test.ts says it back for many counts. */
const STORED = /^Tariff stored: (\d+) rates? imported from (\d+) CSV files?$/;

/**
 * What the service said of a stored tariff in the desk's language, its counts
 * written as the language writes numbers; null for a sentence it does not know.
 */
export function tariffAnswerWords(message: string): string | null {
  const stored = STORED.exec(message);
  if (stored) {
    const rates = Number(stored[1]);
    const files = Number(stored[2]);
    return m.tariffs_answer_stored({ rates, files, ratesShown: saidNumber(rates), filesShown: saidNumber(files) });
  }
  if (message === tariffAnswerText['stored-without-csv']()) return m.tariffs_answer_stored_without_csv();
  return null;
}
