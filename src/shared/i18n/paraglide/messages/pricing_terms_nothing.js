/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Terms_NothingInputs */

const en_pricing_terms_nothing = /** @type {(inputs: Pricing_Terms_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nothing`)
};

const es_pricing_terms_nothing = /** @type {(inputs: Pricing_Terms_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nada`)
};

const en_xa2_pricing_terms_nothing = /** @type {(inputs: Pricing_Terms_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţĥíñĝ ·~]`)
};

/**
* | output |
* | --- |
* | "nothing" |
*
* @param {Pricing_Terms_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_nothing = /** @type {((inputs?: Pricing_Terms_NothingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Terms_NothingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_terms_nothing(inputs)
	if (locale === "en-XA") return en_xa2_pricing_terms_nothing(inputs)
	return en_pricing_terms_nothing(inputs)
});