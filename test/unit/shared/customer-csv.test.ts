import { describe, expect, it } from 'vitest';
import { readCsv } from '@shared/domain/csv-read';
import { parseCustomerCsv } from '@shared/domain/customer-csv';
import { parsePercentBp, percentText } from '@shared/domain/customers';

describe('reading CSV as spreadsheets write it', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and says the line each record starts on', () => {
    const read = readCsv('\uFEFFname,notes\r\n"Acme, S.L.","said ""hi""\non two lines"\r\n\r\nBeta,x\n');
    expect(read).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['name', 'notes'] },
        { line: 2, fields: ['Acme, S.L.', 'said "hi"\non two lines'] },
        { line: 5, fields: ['Beta', 'x'] },
      ],
    });
  });

  it('reads semicolons when the header is written with them (a comma-decimal spreadsheet)', () => {
    expect(readCsv('name;default margin %\nAcme;12,5')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['name', 'default margin %'] },
        { line: 2, fields: ['Acme', '12,5'] },
      ],
    });
  });

  it('says where a quote is left open', () => {
    expect(readCsv('name\n"Acme\nBeta\n')).toEqual({
      ok: false,
      line: 2,
      message: 'a quoted field is not closed (a " is missing)',
    });
  });
});

describe('customers from a CSV file', () => {
  it('reads every column by its header, in any order, with the usual other spellings', () => {
    const parsed = parseCustomerCsv('Notes,Customer,E-mail,Margin %\nGood payer,Acme,ops@acme.example,12.5\n');
    expect(parsed).toEqual({
      ok: true,
      customers: [
        {
          name: 'Acme',
          contact: 'ops@acme.example',
          language: '',
          currencyNote: '',
          defaultMarginBp: 1250,
          notes: 'Good payer',
        },
      ],
    });
  });

  it('says every problem with its line, and keeps none of the file', () => {
    const parsed = parseCustomerCsv('name,default margin %,colour\n');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems[0]).toEqual({
      line: 1,
      message:
        'unknown column "colour"; the columns are name, contact, language, currency note, default margin %, notes',
    });
    const lines = parseCustomerCsv('name,default margin %\nAcme,10\nacme ,5\n,3\nBeta,1001\nGamma,2,extra\n');
    expect(!lines.ok && lines.problems).toEqual([
      { line: 3, message: '"acme" is already on line 2' },
      { line: 4, message: 'the name is empty' },
      { line: 5, message: 'the default margin "1001" is not a percentage such as 12.5 (0 to 1000)' },
      { line: 6, message: 'it has 3 fields and the header 2 (a comma in a name needs quotes)' },
    ]);
  });

  it('refuses a file without a header, without a name column, or without customers', () => {
    expect(parseCustomerCsv('')).toMatchObject({ ok: false, problems: [{ line: 1 }] });
    expect(parseCustomerCsv('contact\nx\n')).toMatchObject({
      ok: false,
      problems: [{ line: 1, message: 'the header has no "name" column' }],
    });
    expect(parseCustomerCsv('name\n')).toMatchObject({
      ok: false,
      problems: [{ line: 2, message: 'the file names the columns but holds no customer' }],
    });
  });
});

describe('percentages typed as text', () => {
  it('reads up to two decimals as basis points, and writes them back', () => {
    expect(parsePercentBp('12.5')).toBe(1250);
    expect(parsePercentBp('12,05 %')).toBe(1205);
    expect(parsePercentBp('0')).toBe(0);
    for (const bad of ['', '-1', '12.345', 'twelve', '1000.01']) expect(parsePercentBp(bad)).toBeNull();
    expect([percentText(1250), percentText(1205), percentText(1200)]).toEqual(['12.5', '12.05', '12']);
  });
});
