/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_TaxInputs */

const en_quotes_tax = /** @type {(inputs: Quotes_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax`)
};

const es_quotes_tax = /** @type {(inputs: Quotes_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impuesto`)
};

const en_xa2_quotes_tax = /** @type {(inputs: Quotes_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáẋ ·]`)
};

/**
* | output |
* | --- |
* | "Tax" |
*
* @param {Quotes_TaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_tax = /** @type {((inputs?: Quotes_TaxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_TaxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_tax(inputs)
	if (locale === "en-XA") return en_xa2_quotes_tax(inputs)
	return en_quotes_tax(inputs)
});