import { describe, expect, it } from 'vitest';
import { csvField, csvFile, neutraliseFormula, toCsv } from '@shared/domain/csv';

describe('CSV fields (RFC 4180)', () => {
  it('quotes a field holding a comma, a quote, a line break or edge spaces, doubling quotes', () => {
    expect(csvField('Valencia, ES')).toBe('"Valencia, ES"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('Łódź')).toBe('Łódź');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('a,1\r\nb,\r\n');
  });

  it('starts a file with the UTF-8 byte order mark, so Excel reads accents right', () => {
    const file = csvFile([['Origin'], ['Łódź, PL']]);
    expect(file.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(file).subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(file.slice(1)).toBe('Origin\r\n"Łódź, PL"\r\n');
  });
});

describe('CSV injection', () => {
  it('neutralises a text a spreadsheet would run as a formula, with a leading apostrophe', () => {
    for (const formula of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    }
    // Quoted after: the apostrophe goes inside the quotes.
    expect(csvField('=1,2')).toBe('"\'=1,2"');
  });

  it('leaves plain numbers, negative ones included, and ordinary text alone', () => {
    expect(csvField('-12.05')).toBe('-12.05');
    expect(csvField('+34')).toBe('+34');
    expect(csvField(-1250)).toBe('-1250');
    expect(csvField('Maersk')).toBe('Maersk');
    expect(csvField('a=b')).toBe('a=b');
  });
});
