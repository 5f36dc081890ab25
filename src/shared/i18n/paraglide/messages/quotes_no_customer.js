/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_No_CustomerInputs */

const en_quotes_no_customer = /** @type {(inputs: Quotes_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no customer`)
};

const es_quotes_no_customer = /** @type {(inputs: Quotes_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ningún cliente`)
};

const en_xa2_quotes_no_customer = /** @type {(inputs: Quotes_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó çúšţóɱéŕ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "no customer" |
*
* @param {Quotes_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_no_customer = /** @type {((inputs?: Quotes_No_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_No_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_no_customer(inputs)
	if (locale === "en-XA") return en_xa2_quotes_no_customer(inputs)
	return en_quotes_no_customer(inputs)
});