/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Validity_Less_Than_MinuteInputs */

const en_rating_validity_less_than_minute = /** @type {(inputs: Rating_Validity_Less_Than_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`less than a minute`)
};

const es_rating_validity_less_than_minute = /** @type {(inputs: Rating_Validity_Less_Than_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`menos de un minuto`)
};

const en_xa2_rating_validity_less_than_minute = /** @type {(inputs: Rating_Validity_Less_Than_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļéšš ţĥáñ á ɱíñúţé ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "less than a minute" |
*
* @param {Rating_Validity_Less_Than_MinuteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_less_than_minute = /** @type {((inputs?: Rating_Validity_Less_Than_MinuteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Less_Than_MinuteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_validity_less_than_minute(inputs)
	if (locale === "en-XA") return en_xa2_rating_validity_less_than_minute(inputs)
	return en_rating_validity_less_than_minute(inputs)
});