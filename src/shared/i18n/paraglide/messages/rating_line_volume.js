/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_VolumeInputs */

const en_rating_line_volume = /** @type {(inputs: Rating_Line_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volume`)
};

const es_rating_line_volume = /** @type {(inputs: Rating_Line_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volumen`)
};

const en_xa2_rating_line_volume = /** @type {(inputs: Rating_Line_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽóļúɱé ·~]`)
};

/**
* | output |
* | --- |
* | "Volume" |
*
* @param {Rating_Line_VolumeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_volume = /** @type {((inputs?: Rating_Line_VolumeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_VolumeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_volume(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_volume(inputs)
	return en_rating_line_volume(inputs)
});