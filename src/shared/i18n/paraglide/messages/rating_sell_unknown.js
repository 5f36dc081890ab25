/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sell_UnknownInputs */

const en_rating_sell_unknown = /** @type {(inputs: Rating_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

const es_rating_sell_unknown = /** @type {(inputs: Rating_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconocido`)
};

const en_xa2_rating_sell_unknown = /** @type {(inputs: Rating_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ ·~]`)
};

/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Rating_Sell_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sell_unknown = /** @type {((inputs?: Rating_Sell_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sell_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sell_unknown(inputs)
	if (locale === "en-XA") return en_xa2_rating_sell_unknown(inputs)
	return en_rating_sell_unknown(inputs)
});