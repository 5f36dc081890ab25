/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Tracking_Free_Sum_No_PriceInputs */

const en_tracking_free_sum_no_price = /** @type {(inputs: Tracking_Free_Sum_No_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} charged; the rate gave no price per day`)
};

const es_tracking_free_sum_no_price = /** @type {(inputs: Tracking_Free_Sum_No_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} de cargo; la tarifa no dio precio por día`)
};

const en_xa2_tracking_free_sum_no_price = /** @type {(inputs: Tracking_Free_Sum_No_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} çĥáŕĝéð; ţĥé ŕáţé ĝáṽé ñó þŕíçé þéŕ ðáý ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{days} charged; the rate gave no price per day" |
*
* @param {Tracking_Free_Sum_No_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum_no_price = /** @type {((inputs: Tracking_Free_Sum_No_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Sum_No_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_sum_no_price(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_sum_no_price(inputs)
	return en_tracking_free_sum_no_price(inputs)
});