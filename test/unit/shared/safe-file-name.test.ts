import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_BYTES, SAVE_EXTENSIONS, safeFileName, safeFileNameOf } from '@shared/domain/safe-file-name';

const RLO = '\u202e';
const LRI = '\u2066';
const PDI = '\u2069';
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const long = (unit: string, count: number) => unit.repeat(count);

/** Hostile names as the service or the renderer could send them, and what is saved. */
const hostile: ReadonlyArray<readonly [sent: string, saved: string]> = [
  // the extension only from the allow-list; a refused one stays visible in the name, and the file is .bin
  ['invoice.pdf', 'invoice.pdf'],
  ['Invoice.PDF', 'Invoice.pdf'],
  ['setup.exe', 'setup_exe.bin'],
  ['launcher.desktop', 'launcher_desktop.bin'],
  ['helper.dll', 'helper_dll.bin'],
  ['page.html', 'page_html.bin'],
  ['logo.svg', 'logo_svg.bin'],
  ['macros.xlsm', 'macros_xlsm.bin'],
  ['invoice.pdf.exe', 'invoice_pdf_exe.bin'],
  ['invoice.exe.pdf', 'invoice.exe.pdf'],
  ['README', 'README.bin'],
  ['archive.tar.gz', 'archive_tar_gz.bin'],
  ['rates.csv', 'rates.csv'],
  ['scan.jpeg', 'scan.jpeg'],
  ['bundle.zip', 'bundle.zip'],
  // bidi overrides and marks: "invoice‮fdp.exe" shows as "invoiceexe.pdf"
  [`invoice${RLO}fdp.exe`, 'invoicefdp_exe.bin'],
  [`${LRI}report${PDI}.pdf`, 'report.pdf'],
  ['a\u200eb\u200fc\u202ad\u202be\u202cf\u202dg\u2067h\u2068i\u061cj\ufeffk.txt', 'abcdefghijk.txt'],
  // C0 and C1 controls go; tabs and line breaks become spaces
  ['bad\u0000name\u0007.pdf', 'badname.pdf'],
  ['c1\u0080\u0085\u009fname.pdf', 'c1 name.pdf'],
  ['two\tlines\r\nname.pdf', 'two lines name.pdf'],
  ['del\u007f.pdf', 'del.pdf'],
  // what Windows refuses, and path separators
  ['a<b>:c?.txt', 'a_b__c_.txt'],
  ['B/L original.pdf', 'B_L original.pdf'],
  ['..\\..\\boot.ini', '______boot_ini.bin'],
  ['../../etc/passwd', '_.._etc_passwd.bin'],
  ['quote"d|pipe*.pdf', 'quote_d_pipe_.pdf'],
  // Windows device names, any case, with or without extension, with trailing dots or spaces
  ['CON.pdf', '_CON.pdf'],
  ['con', '_con.bin'],
  ['Prn.txt', '_Prn.txt'],
  ['AUX.csv', '_AUX.csv'],
  ['nul.pdf', '_nul.pdf'],
  ['COM1.pdf', '_COM1.pdf'],
  ['com9', '_com9.bin'],
  ['LPT1.txt', '_LPT1.txt'],
  ['lpt9.pdf', '_lpt9.pdf'],
  ['CON .pdf', '_CON.pdf'],
  ['CON..pdf', '_CON.pdf'],
  ['con.tar.pdf', '_con.tar.pdf'],
  ['CONOUT$.txt', '_CONOUT$.txt'],
  ['CONSOLE.pdf', 'CONSOLE.pdf'],
  ['COM10.pdf', 'COM10.pdf'],
  // dots and spaces at the ends: no hidden files, nothing Windows drops silently
  ['.bashrc', '_bashrc.bin'],
  ['.hidden.pdf', 'hidden.pdf'],
  ['report. .pdf', 'report.pdf'],
  ['  spaced  out  .pdf', 'spaced out.pdf'],
  // nothing usable
  ['', 'download.bin'],
  ['...', 'download.bin'],
  ['. . .', 'download.bin'],
  ['.pdf', 'download.pdf'],
  [RLO, 'download.bin'],
  // unicode is kept (normalised), only what harms goes
  ['Factura nº 5 — año.pdf', 'Factura nº 5 — año.pdf'],
  ['Cafe\u0301.pdf', 'Café.pdf'],
  ['发票.pdf', '发票.pdf'],
  ['📄 label.pdf', '📄 label.pdf'],
  ['broken\ud800half.pdf', 'brokenhalf.pdf'],
];

describe('safe file names', () => {
  it.each(hostile)('%j is saved as %j', (sent, saved) => {
    expect(safeFileName(sent)).toBe(saved);
  });

  it.each(hostile)('%j: a safe name stays the same when made safe again', (sent) => {
    const once = safeFileName(sent);
    expect(safeFileName(once)).toBe(once);
  });

  it('ends every name in an allowed extension', () => {
    for (const [sent] of hostile) {
      const extension = safeFileName(sent).split('.').pop() as string;
      expect(SAVE_EXTENSIONS as readonly string[], sent).toContain(extension);
    }
  });
});

describe('long names are shortened before the extension', () => {
  it('keeps the extension of a 300-character name', () => {
    const saved = safeFileName(`${long('a', 300)}.pdf`);
    expect(saved.endsWith('.pdf')).toBe(true);
    expect(bytes(saved)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(saved).toBe(`${long('a', MAX_FILE_NAME_BYTES - 5)}.pdf`);
  });

  it('counts bytes, not characters: two-byte letters make a shorter name', () => {
    const saved = safeFileName(`${long('é', 300)}.xlsx`);
    expect(saved.endsWith('.xlsx')).toBe(true);
    expect(bytes(saved)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(saved.length).toBeLessThan(100);
  });

  it('never splits a surrogate pair, an emoji sequence or a letter from its accent', () => {
    for (const unit of ['📄', '👩‍👩‍👧', 'q\u0323\u0307', '🇪🇸']) {
      const saved = safeFileName(`${long(unit, 200)}.pdf`);
      const stem = saved.slice(0, -'.pdf'.length);
      expect(bytes(saved), unit).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
      expect(stem.length % unit.length, unit).toBe(0);
      expect(stem, unit).toBe(long(unit, stem.length / unit.length));
    }
  });

  it('drops trailing dots and spaces left at the cut', () => {
    const saved = safeFileName(`${long('a', MAX_FILE_NAME_BYTES - 7)}    . . . more.pdf`);
    expect(saved).toBe(`${long('a', MAX_FILE_NAME_BYTES - 7)}.pdf`);
  });

  it('escapes a device name the cut would leave', () => {
    // One grapheme of 200 bytes (a letter and its marks) cannot fit: "CON " is what is left.
    expect(safeFileName(`CON a${long('\u0301', 100)}.pdf`)).toBe('_CON.pdf');
    expect(safeFileName(`CON.${long('x', 300)}.pdf`).startsWith('_CON.')).toBe(true);
  });
});

describe('a downloaded document: name and extension sent apart, the shipment in front', () => {
  it('names the shipment, so two shipments’ invoices do not collide', () => {
    const a = safeFileNameOf({ stem: 'Commercial invoice', extension: 'pdf', qualifier: 'FR000001' });
    const b = safeFileNameOf({ stem: 'Commercial invoice', extension: 'pdf', qualifier: 'FR000002' });
    expect(a).toBe('FR000001 Commercial invoice.pdf');
    expect(b).toBe('FR000002 Commercial invoice.pdf');
  });

  it('keeps the shipment when a long name is shortened', () => {
    const saved = safeFileNameOf({ stem: long('Bill of lading ', 30), extension: 'pdf', qualifier: 'FR000123' });
    expect(saved.startsWith('FR000123 Bill of lading')).toBe(true);
    expect(saved.endsWith('.pdf')).toBe(true);
    expect(bytes(saved)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
  });

  it('takes the extension as sent: bare, dotted, upper case or a MIME type', () => {
    expect(safeFileNameOf({ stem: 'Label', extension: '.PDF' })).toBe('Label.pdf');
    expect(safeFileNameOf({ stem: 'Label', extension: 'application/pdf' })).toBe('Label.pdf');
    expect(safeFileNameOf({ stem: 'Photo', extension: 'image/jpeg; q=1' })).toBe('Photo.jpg');
    expect(safeFileNameOf({ stem: 'Label', extension: null })).toBe('Label.bin');
  });

  it('refuses a dangerous extension, sent apart or inside the name', () => {
    expect(safeFileNameOf({ stem: 'Commercial invoice', extension: 'exe' })).toBe('Commercial invoice_exe.bin');
    expect(safeFileNameOf({ stem: 'invoice.pdf', extension: 'exe' })).toBe('invoice_pdf_exe.bin');
    expect(safeFileNameOf({ stem: 'x', extension: 'application/x-msdownload' })).toBe('x_application_x-msdownload.bin');
    expect(safeFileNameOf({ stem: `Invoice${RLO}fdp`, extension: 'scr', qualifier: 'FR1' })).toBe(
      'FR1 Invoicefdp_scr.bin',
    );
  });

  it('does not repeat an extension the name already has, nor the shipment', () => {
    expect(safeFileNameOf({ stem: 'invoice.pdf', extension: 'pdf' })).toBe('invoice.pdf');
    expect(safeFileNameOf({ stem: 'FR000002 invoice', extension: 'pdf', qualifier: 'FR000002' })).toBe(
      'FR000002 invoice.pdf',
    );
  });

  it('names a document with no usable name after the shipment alone, or the fallback', () => {
    expect(safeFileNameOf({ stem: '..', extension: 'pdf', qualifier: 'FR000002' })).toBe('FR000002.pdf');
    expect(safeFileNameOf({ stem: '', extension: 'pdf', fallback: 'document' })).toBe('document.pdf');
    expect(safeFileNameOf({ stem: 'CON', extension: 'pdf', qualifier: '' })).toBe('_CON.pdf');
  });
});
