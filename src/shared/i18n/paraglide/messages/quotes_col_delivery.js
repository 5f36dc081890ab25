/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Col_DeliveryInputs */

const en_quotes_col_delivery = /** @type {(inputs: Quotes_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

const es_quotes_col_delivery = /** @type {(inputs: Quotes_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

const en_xa2_quotes_col_delivery = /** @type {(inputs: Quotes_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ·~ ]`)
};

/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Quotes_Col_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_delivery = /** @type {((inputs?: Quotes_Col_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Col_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_col_delivery(inputs)
	if (locale === "en-XA") return en_xa2_quotes_col_delivery(inputs)
	return en_quotes_col_delivery(inputs)
});