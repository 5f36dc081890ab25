/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_QuantityInputs */

const en_rating_line_quantity = /** @type {(inputs: Rating_Line_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity`)
};

const es_rating_line_quantity = /** @type {(inputs: Rating_Line_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cantidad`)
};

const en_xa2_rating_line_quantity = /** @type {(inputs: Rating_Line_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúáñţíţý ·~ ]`)
};

/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Rating_Line_QuantityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_quantity = /** @type {((inputs?: Rating_Line_QuantityInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_QuantityInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_quantity(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_quantity(inputs)
	return en_rating_line_quantity(inputs)
});