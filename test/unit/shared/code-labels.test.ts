import { describe, expect, it } from 'vitest';
import {
  codeLabel,
  documentLabel,
  isKnownCode,
  knownDocumentNames,
  knownCodes,
  spacedCode,
  statusLabel,
  trackingStatusCodes,
  type CodeKind,
} from '@shared/domain/code-labels';

describe('the label table', () => {
  it('says each code the service sends in words, not as the code', () => {
    expect(statusLabel('PickedUp')).toBe('Picked up');
    expect(statusLabel('InTransit')).toBe('In transit');
    expect(statusLabel('CustomsCleared')).toBe('Customs cleared');
    expect(statusLabel('GateIn')).toBe('Gate in');
    expect(codeLabel('freeTimeEvent', 'GATE_OUT')).toBe('Gate out of terminal');
    expect(codeLabel('freeTimeEvent', 'DISCHARGE')).toBe('Discharge from vessel');
    expect(codeLabel('tariffChargeUnit', 'PerContainer')).toBe('Per container');
    expect(codeLabel('surchargeBasis', 'PER_DOC')).toBe('Per document');
    expect(codeLabel('penaltyType', 'AmmendmentFee')).toBe('Amendment fee');
    expect(codeLabel('serviceType', 'CY')).toBe('Container yard');
    expect(codeLabel('containerType', '20DRY')).toBe('20 ft general purpose standard');
    expect(codeLabel('containerType', 'HRF40')).toBe('40 ft reefer high cube');
    expect(codeLabel('incoterm', 'FOB')).toBe('Free on Board');
  });

  it('has words of its own for every tracking status, in the order a shipment lives them', () => {
    for (const code of trackingStatusCodes) {
      expect(isKnownCode('trackingStatus', code)).toBe(true);
      // A joined code (PickedUp) never shows as sent.
      if (/[a-z][A-Z]/.test(code)) expect(statusLabel(code)).not.toBe(code);
    }
    expect(trackingStatusCodes.indexOf('PickedUp')).toBeLessThan(trackingStatusCodes.indexOf('Delivered'));
  });

  it('says nothing, or None, as "No updates" for a tracking status, and null for other kinds', () => {
    expect(statusLabel(null)).toBe('No updates');
    expect(statusLabel('None')).toBe('No updates');
    expect(statusLabel('  ')).toBe('No updates');
    expect(codeLabel('freeTimeEvent', null)).toBeNull();
    expect(codeLabel('tariffChargeUnit', '')).toBeNull();
  });

  it('gives a code it does not know honestly: the code itself, spaced', () => {
    expect(statusLabel('CustomsHold')).toBe('Customs hold');
    expect(codeLabel('freeTimeEvent', 'GATE_IN')).toBe('Gate in');
    expect(codeLabel('trackingStatus', 'ON_HOLD')).toBe('On hold');
    expect(codeLabel('trackingStatus', 'customs-hold')).toBe('Customs hold');
    expect(codeLabel('tariffChargeUnit', 'PerTEU')).toBe('Per TEU');
    expect(codeLabel('transportMode', 'RAIL_RAMP')).toBe('Rail ramp');
    expect(codeLabel('trackingStatus', 'ETAChanged')).toBe('ETA changed');
    expect(codeLabel('trackingStatus', 'Rejected by carrier')).toBe('Rejected by carrier');
    expect(isKnownCode('trackingStatus', 'CustomsHold')).toBe(false);
  });

  it('keeps a short upper-case code, an acronym, as sent', () => {
    expect(spacedCode('FCL')).toBe('FCL');
    expect(spacedCode('THC')).toBe('THC');
    expect(spacedCode('VESSEL')).toBe('Vessel');
  });

  it('has an English label for every entry of every kind', () => {
    const kinds: CodeKind[] = ['trackingStatus', 'freeTimeEvent', 'tariffChargeUnit', 'containerType', 'incoterm'];
    for (const kind of kinds) {
      expect(knownCodes(kind).length).toBeGreaterThan(0);
      for (const code of knownCodes(kind)) expect(codeLabel(kind, code, 'en')?.trim()).not.toBe('');
    }
  });
});

describe('document names the service sends', () => {
  it('are said in Spanish and English when the table knows them, whatever their case or spacing', () => {
    expect(documentLabel('Commercial invoice', 'es')).toBe('Factura comercial');
    expect(documentLabel('  packing   LIST ', 'es')).toBe('Lista de bultos');
    expect(documentLabel('Label', 'es')).toBe('Etiqueta');
    expect(documentLabel('Commercial invoice', 'en')).toBe('Commercial invoice');
    for (const name of knownDocumentNames()) {
      expect(documentLabel(name, 'es')?.trim()).not.toBe('');
      expect(documentLabel(name, 'es')).not.toBe(documentLabel(name, 'en'));
    }
  });

  it('fall back to the service’s own words for a name the table does not know, and to nothing for none', () => {
    expect(documentLabel('Tipo de documento 1', 'en')).toBe('Tipo de documento 1');
    expect(documentLabel('DocumentoPRUEBA', 'es')).toBe('DocumentoPRUEBA');
    expect(documentLabel('  ', 'es')).toBeNull();
    expect(documentLabel(null, 'es')).toBeNull();
  });
});
