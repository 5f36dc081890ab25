/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Surcharges_QtyInputs */

const en_rating_surcharges_qty = /** @type {(inputs: Rating_Surcharges_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

const es_rating_surcharges_qty = /** @type {(inputs: Rating_Surcharges_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cant.`)
};

const en_xa2_rating_surcharges_qty = /** @type {(inputs: Rating_Surcharges_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫţý ·]`)
};

/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Rating_Surcharges_QtyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_qty = /** @type {((inputs?: Rating_Surcharges_QtyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_QtyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_surcharges_qty(inputs)
	if (locale === "en-XA") return en_xa2_rating_surcharges_qty(inputs)
	return en_rating_surcharges_qty(inputs)
});