/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Details_FailedInputs */

const en_rating_details_failed = /** @type {(inputs: Rating_Details_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not show this rate’s details`)
};

const es_rating_details_failed = /** @type {(inputs: Rating_Details_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron mostrar los detalles de esta tarifa`)
};

const en_xa2_rating_details_failed = /** @type {(inputs: Rating_Details_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šĥóŵ ţĥíš ŕáţé’š ðéţáíļš ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not show this rate’s details" |
*
* @param {Rating_Details_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_details_failed = /** @type {((inputs?: Rating_Details_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Details_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_details_failed(inputs)
	if (locale === "en-XA") return en_xa2_rating_details_failed(inputs)
	return en_rating_details_failed(inputs)
});