/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Col_PriceInputs */

const en_tracking_col_price = /** @type {(inputs: Tracking_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const es_tracking_col_price = /** @type {(inputs: Tracking_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio`)
};

const en_xa2_tracking_col_price = /** @type {(inputs: Tracking_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ·]`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Tracking_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_price = /** @type {((inputs?: Tracking_Col_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_col_price(inputs)
	if (locale === "en-XA") return en_xa2_tracking_col_price(inputs)
	return en_tracking_col_price(inputs)
});