import { describe, expect, it } from 'vitest';
import { ratingModeIds } from '@shared/api/modes';
import { formModeList, formModes } from '@renderer/screens/rating/form-modes';
import { lineKinds, lineName, linePath } from '@renderer/screens/rating/line-kinds';

describe('the rating form table', () => {
  it('has one tab per rating mode, in the mode table’s order, with short names', () => {
    expect(formModeList.map((f) => f.mode)).toEqual([...ratingModeIds]);
    expect(formModeList.map((f) => f.tab)).toEqual(['Boxes', 'Pallets', 'Sea FCL', 'Sea LCL', 'Air']);
  });

  it('chooses the ends by lookup: postal codes by road, ports by sea, airports by air', () => {
    expect(formModeList.map((f) => f.ends)).toEqual(['address', 'address', 'port', 'port', 'airport']);
  });

  it('sends each mode’s lines in the list field its request has', () => {
    expect(formModeList.map((f) => f.lines.listField)).toEqual(['boxes', 'pallets', 'containers', 'cargos', 'cargos']);
    expect(formModes['sea-lcl'].lines.fields.map((f) => f.key)).toEqual(['quantity', 'CBM', 'weight']);
  });

  it('makes goods optional and drops dangerous cargo for sea only', () => {
    expect(formModeList.filter((f) => !f.goodsRequired).map((f) => f.mode)).toEqual(['sea-fcl', 'sea-lcl']);
    expect(formModeList.filter((f) => !f.dangerousCargo).map((f) => f.mode)).toEqual(['sea-fcl', 'sea-lcl']);
  });

  it('names rows and their paths the way problems name them', () => {
    expect(lineName(lineKinds.containers, 1)).toBe('Container 2');
    expect(linePath(lineKinds['lcl-cargos'], 0, 'CBM')).toBe('cargos[0].CBM');
  });
});
