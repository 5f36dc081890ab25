/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Surcharges_TotalInputs */

const en_rating_surcharges_total = /** @type {(inputs: Rating_Surcharges_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const es_rating_surcharges_total = /** @type {(inputs: Rating_Surcharges_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const en_xa2_rating_surcharges_total = /** @type {(inputs: Rating_Surcharges_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóţáļ ·]`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Rating_Surcharges_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_total = /** @type {((inputs?: Rating_Surcharges_TotalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_TotalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_surcharges_total(inputs)
	if (locale === "en-XA") return en_xa2_rating_surcharges_total(inputs)
	return en_rating_surcharges_total(inputs)
});