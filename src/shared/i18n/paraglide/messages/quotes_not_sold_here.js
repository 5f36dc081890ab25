/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Not_Sold_HereInputs */

const en_quotes_not_sold_here = /** @type {(inputs: Quotes_Not_Sold_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`buy price: not sold on this desk`)
};

const es_quotes_not_sold_here = /** @type {(inputs: Quotes_Not_Sold_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`precio de compra: no vendida en este escritorio`)
};

const en_xa2_quotes_not_sold_here = /** @type {(inputs: Quotes_Not_Sold_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀúý þŕíçé: ñóţ šóļð óñ ţĥíš ðéšķ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "buy price: not sold on this desk" |
*
* @param {Quotes_Not_Sold_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_sold_here = /** @type {((inputs?: Quotes_Not_Sold_HereInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_Sold_HereInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_not_sold_here(inputs)
	if (locale === "en-XA") return en_xa2_quotes_not_sold_here(inputs)
	return en_quotes_not_sold_here(inputs)
});