import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { m } from '@shared/i18n/messages';
import { pseudoText } from '@shared/i18n/pseudo-text';

/**
 * The message files (messages/*.json) are the desk's words: Spanish and
 * English must say the same things (the same keys, each with the same
 * placeholders and plural forms), and the compiled functions the code calls
 * (src/shared/i18n/paraglide, `npm run messages`) must be those of the files.
 */
const root = path.resolve(__dirname, '../../../..');
type MessageValue = string | Array<{ declarations?: string[]; match: Record<string, string> }>;
const read = (locale: string): Record<string, MessageValue> => {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8'),
  ) as Record<string, MessageValue>;
  return messages;
};
const en = read('en');
const es = read('es');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]).sort();

/** What a message needs from its caller and the forms it has: each variant's placeholders, by its match key. */
function shape(value: MessageValue): unknown {
  if (typeof value === 'string') return { text: placeholders(value) };
  return value.map((variants) => ({
    inputs: (variants.declarations ?? []).filter((d) => d.startsWith('input ')).sort(),
    forms: Object.fromEntries(Object.entries(variants.match).map(([key, text]) => [key, placeholders(text)])),
  }));
}

describe('the Spanish and English messages', () => {
  it('have the same keys', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('%s has the same placeholders and plural forms in both', (key) => {
    expect(shape(es[key] as MessageValue)).toEqual(shape(en[key] as MessageValue));
  });

  it('are not left in English in the Spanish file', () => {
    // Words an operator would notice untranslated; names that read the same in both (Freight Desk, Terminal) are allowed.
    const same = Object.keys(en).filter(
      (key) => typeof en[key] === 'string' && en[key] === es[key] && /\b(the|and|of|to|is)\b/i.test(en[key] as string),
    );
    expect(same).toEqual([]);
  });

  it('are each said somewhere in the code: a message no screen or service calls is a word left behind', () => {
    const words = new Set<string>();
    const read = (folder: string): void => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const at = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'paraglide') read(at);
        } else if (/\.(ts|svelte)$/.test(entry.name)) {
          for (const word of readFileSync(at, 'utf8').match(/\b[a-z][a-z0-9_]+\b/g) ?? []) words.add(word);
        }
      }
    };
    read(path.join(root, 'src'));
    expect(Object.keys(en).filter((key) => !words.has(key))).toEqual([]);
  });
});

describe('the compiled messages', () => {
  // The cast: every message is called by its key read from the JSON, which the namespace's own type does not index.
  const called = m as unknown as Record<string, (inputs?: object, options?: { locale: string }) => string>;

  it('are those of the message files (npm run messages after each change)', () => {
    expect(Object.keys(called).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      if (typeof text !== 'string' || placeholders(text).length > 0) continue;
      expect(called[key]?.({}, { locale: 'en' }), key).toBe(text);
      expect(called[key]?.({}, { locale: 'es' }), key).toBe(es[key]);
    }
  });

  it('choose plural forms by Intl.PluralRules, with the count as the desk writes numbers', () => {
    expect(m.sync_stored_count({ count: 1, shown: '1' }, { locale: 'es' })).toBe('1 envío guardado');
    expect(m.sync_stored_count({ count: 1234, shown: '1.234' }, { locale: 'es' })).toBe('1.234 envíos guardados');
    expect(m.sync_stored_count({ count: 0, shown: '0' }, { locale: 'en' })).toBe('Stored 0 shipments');
  });

  it('build one Intl.PluralRules per language, not one per count said', () => {
    const Native = Intl.PluralRules;
    let built = 0;
    // Counts each construction and builds the real thing, so the messages still choose their forms.
    const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.PluralRules>) {
      built += 1;
      return new Native(...args);
    } as unknown as typeof Intl.PluralRules;
    vi.stubGlobal('Intl', { ...Intl, PluralRules: Counting });
    try {
      for (let count = 0; count < 50; count++) {
        m.sync_stored_count({ count, shown: String(count) }, { locale: 'es' });
        m.sync_stored_count({ count, shown: String(count) }, { locale: 'en' });
      }
      expect(m.sync_stored_count({ count: 2, shown: '2' }, { locale: 'es' })).toBe('2 envíos guardados');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(built).toBeLessThanOrEqual(2);
  });

  it('have a pseudo-locale: every English text accented and longer, its placeholders kept', () => {
    expect(m.route_today({}, { locale: 'en-XA' })).toBe(pseudoText('Today'));
    const pseudo = m.app_opening({ screen: 'X' }, { locale: 'en-XA' });
    expect(pseudo).toMatch(/^\[Óþéñíñĝ X… [ ·~]+\]$/);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil('Opening X…'.length * 1.4));
  });
});
