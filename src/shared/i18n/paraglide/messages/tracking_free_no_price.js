/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_No_PriceInputs */

const en_tracking_free_no_price = /** @type {(inputs: Tracking_Free_No_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given by the rate`)
};

const es_tracking_free_no_price = /** @type {(inputs: Tracking_Free_No_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no indicado por la tarifa`)
};

const en_xa2_tracking_free_no_price = /** @type {(inputs: Tracking_Free_No_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ĝíṽéñ ƀý ţĥé ŕáţé ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "not given by the rate" |
*
* @param {Tracking_Free_No_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_price = /** @type {((inputs?: Tracking_Free_No_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_No_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_no_price(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_no_price(inputs)
	return en_tracking_free_no_price(inputs)
});