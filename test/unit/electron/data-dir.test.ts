import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirOverride } from '../../../src/main/electron/data-dir';

describe('dataDirOverride: FREIGHT_DESK_DATA_DIR', () => {
  it('keeps Electron userData when the variable is not set or blank', () => {
    expect(dataDirOverride({})).toBeNull();
    expect(dataDirOverride({ FREIGHT_DESK_DATA_DIR: '   ' })).toBeNull();
  });

  it('uses the given folder, made absolute', () => {
    expect(dataDirOverride({ FREIGHT_DESK_DATA_DIR: 'test-results/run-1' })).toBe(path.resolve('test-results/run-1'));
    const absolute = path.resolve('/tmp/freight-desk-e2e');
    expect(dataDirOverride({ FREIGHT_DESK_DATA_DIR: absolute })).toBe(absolute);
  });
});
