import { pseudoText } from '../../src/shared/i18n/pseudo-text';

/** A variant's text is a string; a message is a text or a list of variant sets (`match`). */
type MessageValue = string | ReadonlyArray<{ readonly match?: Readonly<Record<string, string>> }>;

/** The pseudo-locale's messages from English: each text and each variant's text made pseudo, the rest kept. */
export function pseudoMessages(english: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(english)) {
    if (key === '$schema') out[key] = value;
    else if (typeof value === 'string') out[key] = pseudoText(value);
    else if (Array.isArray(value)) {
      out[key] = (value as Extract<MessageValue, readonly unknown[]>).map((entry) => ({
        ...entry,
        match: Object.fromEntries(Object.entries(entry.match ?? {}).map(([k, text]) => [k, pseudoText(text)])),
      }));
    } else throw new Error(`messages/en.json: ${key} is neither a text nor a list of variants`);
  }
  return out;
}
