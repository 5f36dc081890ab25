/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Main_Logo_Not_ImageInputs */

const en_main_logo_not_image = /** @type {(inputs: Main_Logo_Not_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not a PNG or JPEG image. Choose a .png or .jpg file.`)
};

const es_main_logo_not_image = /** @type {(inputs: Main_Logo_Not_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no es una imagen PNG ni JPEG. Elija un archivo .png o .jpg.`)
};

const en_xa2_main_logo_not_image = /** @type {(inputs: Main_Logo_Not_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ñóţ á ÞÑĜ óŕ ĴÞÉĜ íɱáĝé. Çĥóóšé á .þñĝ óŕ .ĵþĝ ƒíļé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{name} is not a PNG or JPEG image. Choose a .png or .jpg file." |
*
* @param {Main_Logo_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_logo_not_image = /** @type {((inputs: Main_Logo_Not_ImageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Logo_Not_ImageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_logo_not_image(inputs)
	if (locale === "en-XA") return en_xa2_main_logo_not_image(inputs)
	return en_main_logo_not_image(inputs)
});