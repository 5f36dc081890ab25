/** Types of build-icon.mjs (plain JavaScript, run by Node alone), for the TypeScript that reuses it (scripts/icons). */
export declare const SIZE: number;
export interface IconShape {
  readonly kind: 'rect' | 'polygon';
  readonly fill: string;
}
export declare const SHAPES: readonly IconShape[];
export declare function toSvg(shapes?: readonly IconShape[]): string;
/** RGBA pixels of the shapes at `size` x `size`. */
export declare function rasterize(shapes?: readonly IconShape[], size?: number): Buffer;
/** A PNG file (8-bit RGBA) of `width` x `height` RGBA pixels. */
export declare function encodePng(width: number, height: number, rgba: Buffer): Buffer;
