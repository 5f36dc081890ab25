import type { RatingMode } from './mode-ids';
import { m } from '../i18n/messages';

/** Each rating mode's name in the messages ("Sea FCL (full container)"), for screens, exports and PDFs alike. */
export const RATING_MODE_NAMES: Readonly<Record<RatingMode, typeof m.pdf_mode_air>> = {
  boxes: m.pdf_mode_boxes,
  pallets: m.pdf_mode_pallets,
  'sea-fcl': m.pdf_mode_sea_fcl,
  'sea-lcl': m.pdf_mode_sea_lcl,
  air: m.pdf_mode_air,
};
