import { afterEach, describe, expect, it } from 'vitest';
import { storeCheckFoundDamage } from '@main/store';
import { useLanguageSource } from '@shared/i18n/desk-language';

/** The background check's finding is SQLite's own words; what the desk says around them is in its language. */
afterEach(() => useLanguageSource(() => 'en'));

describe('a store the background check found damaged', () => {
  it('is said in Spanish to a Spanish desk, SQLite’s finding quoted as it came', () => {
    useLanguageSource(() => 'es');
    const message = storeCheckFoundDamage('/datos/sandbox.sqlite', 'row 3 missing from index idx_code').message;
    expect(message).toContain('/datos/sandbox.sqlite');
    expect(message).toContain('la comprobación del archivo por SQLite encontró: row 3 missing from index idx_code');
    expect(message).not.toMatch(/check|found|damaged/);
  });

  it('is said in English to an English desk', () => {
    useLanguageSource(() => 'en');
    expect(storeCheckFoundDamage('/data/a.sqlite', 'page 7 is never used').message).toContain(
      "SQLite's check of the file found: page 7 is never used",
    );
  });
});
