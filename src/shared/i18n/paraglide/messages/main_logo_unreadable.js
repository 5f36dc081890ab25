/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Main_Logo_UnreadableInputs */

const en_main_logo_unreadable = /** @type {(inputs: Main_Logo_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} could not be read as an image: it may be damaged. Export it again as PNG or JPEG.`)
};

const es_main_logo_unreadable = /** @type {(inputs: Main_Logo_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no se pudo leer como imagen: puede estar dañado. Expórtelo de nuevo como PNG o JPEG.`)
};

const en_xa2_main_logo_unreadable = /** @type {(inputs: Main_Logo_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} çóúļð ñóţ ƀé ŕéáð áš áñ íɱáĝé: íţ ɱáý ƀé ðáɱáĝéð. Éẋþóŕţ íţ áĝáíñ áš ÞÑĜ óŕ ĴÞÉĜ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{name} could not be read as an image: it may be damaged. Export it again as PNG or JPEG." |
*
* @param {Main_Logo_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_logo_unreadable = /** @type {((inputs: Main_Logo_UnreadableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Logo_UnreadableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_logo_unreadable(inputs)
	if (locale === "en-XA") return en_xa2_main_logo_unreadable(inputs)
	return en_main_logo_unreadable(inputs)
});