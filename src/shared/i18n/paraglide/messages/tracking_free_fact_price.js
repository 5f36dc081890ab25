/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Fact_PriceInputs */

const en_tracking_free_fact_price = /** @type {(inputs: Tracking_Free_Fact_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price per day`)
};

const es_tracking_free_fact_price = /** @type {(inputs: Tracking_Free_Fact_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio por día`)
};

const en_xa2_tracking_free_fact_price = /** @type {(inputs: Tracking_Free_Fact_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé þéŕ ðáý ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Price per day" |
*
* @param {Tracking_Free_Fact_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_price = /** @type {((inputs?: Tracking_Free_Fact_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Fact_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_fact_price(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_fact_price(inputs)
	return en_tracking_free_fact_price(inputs)
});