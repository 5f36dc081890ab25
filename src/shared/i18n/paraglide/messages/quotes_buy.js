/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_BuyInputs */

const en_quotes_buy = /** @type {(inputs: Quotes_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`buy`)
};

const es_quotes_buy = /** @type {(inputs: Quotes_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`compra`)
};

const en_xa2_quotes_buy = /** @type {(inputs: Quotes_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀúý ·]`)
};

/**
* | output |
* | --- |
* | "buy" |
*
* @param {Quotes_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_buy = /** @type {((inputs?: Quotes_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_buy(inputs)
	if (locale === "en-XA") return en_xa2_quotes_buy(inputs)
	return en_quotes_buy(inputs)
});