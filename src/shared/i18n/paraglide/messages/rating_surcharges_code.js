/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Surcharges_CodeInputs */

const en_rating_surcharges_code = /** @type {(inputs: Rating_Surcharges_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const es_rating_surcharges_code = /** @type {(inputs: Rating_Surcharges_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const en_xa2_rating_surcharges_code = /** @type {(inputs: Rating_Surcharges_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé ·]`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Rating_Surcharges_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_code = /** @type {((inputs?: Rating_Surcharges_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_surcharges_code(inputs)
	if (locale === "en-XA") return en_xa2_rating_surcharges_code(inputs)
	return en_rating_surcharges_code(inputs)
});