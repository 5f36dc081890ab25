/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_Destination_Rkst_CodeInputs */

const en_rating_field_destination_rkst_code = /** @type {(inputs: Rating_Field_Destination_Rkst_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RKST code of the port of discharge`)
};

const es_rating_field_destination_rkst_code = /** @type {(inputs: Rating_Field_Destination_Rkst_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el código RKST del puerto de descarga`)
};

const en_xa2_rating_field_destination_rkst_code = /** @type {(inputs: Rating_Field_Destination_Rkst_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŔĶŠŢ çóðé óƒ ţĥé þóŕţ óƒ ðíšçĥáŕĝé ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "RKST code of the port of discharge" |
*
* @param {Rating_Field_Destination_Rkst_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_destination_rkst_code = /** @type {((inputs?: Rating_Field_Destination_Rkst_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_Destination_Rkst_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_destination_rkst_code(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_destination_rkst_code(inputs)
	return en_rating_field_destination_rkst_code(inputs)
});