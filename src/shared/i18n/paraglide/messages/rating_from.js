/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_FromInputs */

const en_rating_from = /** @type {(inputs: Rating_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const es_rating_from = /** @type {(inputs: Rating_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

const en_xa2_rating_from = /** @type {(inputs: Rating_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ·]`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Rating_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_from = /** @type {((inputs?: Rating_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_from(inputs)
	if (locale === "en-XA") return en_xa2_rating_from(inputs)
	return en_rating_from(inputs)
});