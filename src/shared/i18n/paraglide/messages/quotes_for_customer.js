/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ customer: NonNullable<unknown> }} Quotes_For_CustomerInputs */

const en_quotes_for_customer = /** @type {(inputs: Quotes_For_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.customer}`)
};

const es_quotes_for_customer = /** @type {(inputs: Quotes_For_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ${i?.customer}`)
};

const en_xa2_quotes_for_customer = /** @type {(inputs: Quotes_For_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƒóŕ ${i?.customer} ·]`)
};

/**
* | output |
* | --- |
* | "for {customer}" |
*
* @param {Quotes_For_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_for_customer = /** @type {((inputs: Quotes_For_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_For_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_for_customer(inputs)
	if (locale === "en-XA") return en_xa2_quotes_for_customer(inputs)
	return en_quotes_for_customer(inputs)
});