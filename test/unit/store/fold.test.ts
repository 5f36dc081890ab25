import { describe, expect, it } from 'vitest';
import { foldText } from '@shared/domain/fold';

/** The rule written out in full, without the shortcut for plain ASCII. */
const slowFold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

describe('foldText', () => {
  it('folds case and accents', () => {
    expect(['León', 'leon', 'LEON ', ' LEÓN'].map(foldText)).toEqual(['leon', 'leon', 'leon', 'leon']);
    expect(foldText('Łódź Ærø São')).toBe(slowFold('Łódź Ærø São'));
  });

  it('gives the same as the full rule for every printable ASCII text (its shortcut changes nothing)', () => {
    for (let code = 0x20; code < 0x7f; code++) {
      const char = String.fromCharCode(code);
      for (const text of [char, `a${char}b`, ` ${char}${char} `])
        expect(foldText(text), JSON.stringify(text)).toBe(slowFold(text));
    }
  });

  it('folds a text met again, or after many others, as the first time', () => {
    const texts = ['València', 'Łódź Cargo', 'São Paulo', 'Île-de-France'];
    const first = texts.map(foldText);
    for (let i = 0; i < 5_000; i++) foldText(`Ciudad ${i} León`);
    expect(texts.map(foldText)).toEqual(first);
    expect(first).toEqual(texts.map(slowFold));
  });
});
