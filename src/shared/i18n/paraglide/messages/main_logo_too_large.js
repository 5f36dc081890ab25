/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, limit: NonNullable<unknown> }} Main_Logo_Too_LargeInputs */

const en_main_logo_too_large = /** @type {(inputs: Main_Logo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is ${i?.size} MiB; a logo may be at most ${i?.limit} MiB. Save a smaller PNG or JPEG.`)
};

const es_main_logo_too_large = /** @type {(inputs: Main_Logo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ocupa ${i?.size} MiB; un logotipo puede ocupar como máximo ${i?.limit} MiB. Guarde un PNG o JPEG más pequeño.`)
};

const en_xa2_main_logo_too_large = /** @type {(inputs: Main_Logo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ${i?.size} ṀíƁ; á ļóĝó ɱáý ƀé áţ ɱóšţ ${i?.limit} ṀíƁ. Šáṽé á šɱáļļéŕ ÞÑĜ óŕ ĴÞÉĜ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{name} is {size} MiB; a logo may be at most {limit} MiB. Save a smaller PNG or JPEG." |
*
* @param {Main_Logo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_logo_too_large = /** @type {((inputs: Main_Logo_Too_LargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Logo_Too_LargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_logo_too_large(inputs)
	if (locale === "en-XA") return en_xa2_main_logo_too_large(inputs)
	return en_main_logo_too_large(inputs)
});