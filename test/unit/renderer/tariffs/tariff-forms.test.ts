import { describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { tariffReportInput as reportChannel, tariffUploadInput as uploadChannel } from '@shared/ipc/channels/tariffs';
import {
  commentLines,
  emptyTariffReport,
  emptyTariffUpload,
  fieldLabel,
  resultDetails,
  tariffReportInput,
  tariffUploadInput,
  validateTariffReport,
  validateTariffUpload,
} from '@renderer/screens/tariffs/tariff-forms';

describe('tariff upload form', () => {
  const filled = {
    ...emptyTariffUpload(),
    contractReference: ' MSC-2026 ',
    carrierSCAC: 'mscu',
    comments: 'First\n\n  Second  \r\n',
  };

  it('asks for the contract, a valid SCAC and a file before sending', () => {
    expect(validateTariffUpload(emptyTariffUpload(), 0)).toEqual({
      contractReference: 'Contract reference is required',
      carrierSCAC: 'Carrier SCAC is required (for example MAEU)',
      files: 'Add at least one tariff file (drop it here or choose it)',
    });
    expect(validateTariffUpload({ ...filled, carrierSCAC: 'MSC1' }, 1).carrierSCAC).toBe(
      'Carrier SCAC is 2 to 4 letters (for example MAEU)',
    );
    expect(validateTariffUpload(filled, 1)).toEqual({});
    expect(validateTariffUpload(filled, 21).files).toBe('At most 20 files in one upload');
  });

  it('reads one comment per non-empty line', () => {
    expect(commentLines(filled.comments)).toEqual(['First', 'Second']);
    expect(
      validateTariffUpload({ ...filled, comments: Array.from({ length: 21 }, (_, i) => `c${i}`).join('\n') }, 1)
        .comments,
    ).toBe('At most 20 comments (one per line)');
  });

  it('builds an input the tariffs.upload channel accepts as is', () => {
    const content = new Uint8Array([0x70, 0x6f, 0x6c]);
    const input = tariffUploadInput(filled, [{ fileName: 'rates.csv', content }]);
    expect(uploadChannel.parse(input)).toEqual({
      contractReference: 'MSC-2026',
      carrierSCAC: 'MSCU',
      name: undefined,
      externalId: undefined,
      comments: ['First', 'Second'],
      files: [{ fileName: 'rates.csv', content }],
    });
  });

  it('lists what the answer says beyond success and message', () => {
    expect(
      resultDetails({ success: true, message: 'stored', documentId: 'T1', ratesImported: 2, nothing: null }),
    ).toEqual([
      { label: 'Document id', value: 'T1' },
      { label: 'Rates imported', value: '2' },
    ]);
    expect(fieldLabel('SeaContainer')).toBe('Sea container');
  });
});

describe('tariff report form', () => {
  it('starts on the first day of this year', () => {
    expect(emptyTariffReport(new Date(2026, 5, 15)).fromDate).toBe('2026-01-01');
  });

  it('asks for the contract and the from date; the to date may be empty but not earlier', () => {
    const values = { ...emptyTariffReport(new Date(2026, 0, 1)), contractNumber: '', fromDate: '' };
    expect(validateTariffReport(values)).toEqual({
      contractNumber: 'Contract number is required',
      fromDate: 'From date is required',
    });
    const ok = { ...values, contractNumber: 'MSC', fromDate: '2026-03-01' };
    expect(validateTariffReport(ok)).toEqual({});
    expect(validateTariffReport({ ...ok, toDate: '2026-02-01' }).toDate).toBe(
      'To date must not be before the from date',
    );
  });

  it('builds an input the tariffs.report channel accepts, with the status as a number', () => {
    const values = { contractNumber: ' MSC ', fromDate: '2026-01-01', toDate: '', tariffName: '', status: '1' };
    expect(reportChannel.parse(tariffReportInput(values))).toEqual({
      contractNumber: 'MSC',
      fromDate: '2026-01-01',
      toDate: undefined,
      tariffName: undefined,
      status: 1,
    });
    expect(tariffReportInput({ ...values, status: '' })).not.toHaveProperty('status');
  });
});

describe('the tariff forms in Spanish', () => {
  it('say what is missing in Spanish, with a date example written as the date fields write it', () => {
    useLanguageSource(() => 'es');
    try {
      expect(validateTariffUpload(emptyTariffUpload(), 0)).toEqual({
        contractReference: 'La referencia del contrato es obligatoria',
        carrierSCAC: 'El SCAC del transportista es obligatorio (por ejemplo, MAEU)',
        files: 'Añada al menos un archivo de tarifa (suéltelo aquí o elíjalo)',
      });
      expect(fieldLabel('ratesImported')).toBe('Precios importados');
      const values = { ...emptyTariffReport(new Date(2026, 0, 1)), contractNumber: 'MSC', fromDate: '31-01-2026' };
      expect(validateTariffReport(values).fromDate).toMatch(/^Use una fecha como \d{2}\/\d{2}\/2026$/);
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});
