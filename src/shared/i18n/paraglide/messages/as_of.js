/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} As_OfInputs */

const en_as_of = /** @type {(inputs: As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As of`)
};

const es_as_of = /** @type {(inputs: As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A fecha de`)
};

const en_xa2_as_of = /** @type {(inputs: As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áš óƒ ·]`)
};

/**
* | output |
* | --- |
* | "As of" |
*
* @param {As_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of = /** @type {((inputs?: As_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<As_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_as_of(inputs)
	if (locale === "en-XA") return en_xa2_as_of(inputs)
	return en_as_of(inputs)
});