/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_ToInputs */

const en_rating_to = /** @type {(inputs: Rating_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const es_rating_to = /** @type {(inputs: Rating_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

const en_xa2_rating_to = /** @type {(inputs: Rating_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ]`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Rating_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_to = /** @type {((inputs?: Rating_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_to(inputs)
	if (locale === "en-XA") return en_xa2_rating_to(inputs)
	return en_rating_to(inputs)
});