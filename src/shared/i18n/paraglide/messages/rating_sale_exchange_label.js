/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Rating_Sale_Exchange_LabelInputs */

const en_rating_sale_exchange_label = /** @type {(inputs: Rating_Sale_Exchange_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 ${i?.from} in ${i?.to}`)
};

const es_rating_sale_exchange_label = /** @type {(inputs: Rating_Sale_Exchange_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 ${i?.from} en ${i?.to}`)
};

const en_xa2_rating_sale_exchange_label = /** @type {(inputs: Rating_Sale_Exchange_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[1 ${i?.from} íñ ${i?.to} ·~]`)
};

/**
* | output |
* | --- |
* | "1 {from} in {to}" |
*
* @param {Rating_Sale_Exchange_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_label = /** @type {((inputs: Rating_Sale_Exchange_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_Exchange_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sale_exchange_label(inputs)
	if (locale === "en-XA") return en_xa2_rating_sale_exchange_label(inputs)
	return en_rating_sale_exchange_label(inputs)
});