/**
 * Maritime container types. Rating requests name them `DRY20` (type then size,
 * with `H` for high cube in front: `HDRY40`); conditions, penalties and the
 * container lookup name the same box `20DRY` / `40HDRY` (size first). Both forms
 * map to one entry of this table.
 */
export type ContainerFamily = 'DRY' | 'NOR' | 'RF' | 'OPENTOP' | 'FLATRACK';
export type ContainerSize = 20 | 40 | 45;

export interface ContainerTypeInfo {
  /** The rating request code (spec 2.3), e.g. `HRF40`. */
  readonly code: string;
  /** The size-first code used in conditions, penalties and lookups, e.g. `40HRF`. */
  readonly sizeTypeCode: string;
  /** The spec's meaning of the code, in each language (said through code-labels' codeLabel). */
  readonly meaning: { readonly en: string; readonly es: string };
  readonly sizeFt: ContainerSize;
  readonly family: ContainerFamily;
  readonly highCube: boolean;
  /**
   * True only for operating reefers (RF, HRF): the rating request's
   * IsReeferContainer must match it. A non-operating reefer (NOR) travels as
   * dry cargo, so it is not a reefer here.
   */
  readonly isReefer: boolean;
}

const entries: ReadonlyArray<[code: string, meaning: string, spanish: string]> = [
  ['DRY20', '20 ft general purpose standard', '20 pies estándar de uso general'],
  ['DRY40', '40 ft general purpose standard', '40 pies estándar de uso general'],
  ['HDRY40', '40 ft high cube general purpose', '40 pies high cube de uso general'],
  ['HDRY45', '45 ft high cube general purpose', '45 pies high cube de uso general'],
  ['NOR20', '20 ft non-operating standard', '20 pies reefer no operativo estándar'],
  ['NOR40', '40 ft non-operating standard', '40 pies reefer no operativo estándar'],
  ['HNOR40', '40 ft non-operating high cube', '40 pies reefer no operativo high cube'],
  ['HNOR45', '45 ft non-operating high cube', '45 pies reefer no operativo high cube'],
  ['RF20', '20 ft reefer standard', '20 pies reefer estándar'],
  ['RF40', '40 ft reefer standard', '40 pies reefer estándar'],
  ['HRF40', '40 ft reefer high cube', '40 pies reefer high cube'],
  ['RF45', '45 ft reefer standard', '45 pies reefer estándar'],
  ['OPENTOP20', '20 ft open top standard', '20 pies open top estándar'],
  ['OPENTOP40', '40 ft open top standard', '40 pies open top estándar'],
  ['HOPENTOP40', '40 ft open top high cube', '40 pies open top high cube'],
  ['FLATRACK20', '20 ft flat rack standard', '20 pies flat rack estándar'],
  ['FLATRACK40', '40 ft flat rack standard', '40 pies flat rack estándar'],
  ['HFLATRACK40', '40 ft flat rack high cube', '40 pies flat rack high cube'],
];

const RATING_CODE = /^(H?)(DRY|NOR|RF|OPENTOP|FLATRACK)(20|40|45)$/;
const SIZE_TYPE_CODE = /^(20|40|45)(H?)(DRY|NOR|RF|OPENTOP|FLATRACK)$/;

/** The 18 container types of the spec, in the spec's order. */
export const containerTypes: readonly ContainerTypeInfo[] = entries.map(([code, en, es]) => {
  const [, h = '', family = '', size = ''] = RATING_CODE.exec(code) ?? [];
  return {
    code,
    sizeTypeCode: `${size}${h}${family}`,
    meaning: { en, es },
    sizeFt: Number(size) as ContainerSize,
    family: family as ContainerFamily,
    highCube: h === 'H',
    isReefer: family === 'RF',
  };
});

/** `20DRY` -> `DRY20`, `40HRF` -> `HRF40`; a `DRY20`-style code is returned as is; else null. */
export function toRatingContainerCode(code: string): string | null {
  const text = code.trim().toUpperCase();
  if (RATING_CODE.test(text)) return text;
  const m = SIZE_TYPE_CODE.exec(text);
  return m ? `${m[2]}${m[3]}${m[1]}` : null;
}

/** `DRY20` -> `20DRY`, `HRF40` -> `40HRF`; a `20DRY`-style code is returned as is; else null. */
export function toSizeTypeContainerCode(code: string): string | null {
  const text = code.trim().toUpperCase();
  if (SIZE_TYPE_CODE.test(text)) return text;
  const m = RATING_CODE.exec(text);
  return m ? `${m[3]}${m[1]}${m[2]}` : null;
}

/** The spec's entry for a code in either form, or undefined for a code the spec does not list. */
export function findContainerType(code: string): ContainerTypeInfo | undefined {
  const rating = toRatingContainerCode(code);
  return rating === null ? undefined : containerTypes.find((c) => c.code === rating);
}

/** True when both codes (in either form) name the same container type. */
export function sameContainerType(a: string, b: string): boolean {
  const x = toRatingContainerCode(a);
  return x !== null && x === toRatingContainerCode(b);
}
