/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Fact_Free_DaysInputs */

const en_tracking_free_fact_free_days = /** @type {(inputs: Tracking_Free_Fact_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free days`)
};

const es_tracking_free_fact_free_days = /** @type {(inputs: Tracking_Free_Fact_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días libres`)
};

const en_xa2_tracking_free_fact_free_days = /** @type {(inputs: Tracking_Free_Fact_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ðáýš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Tracking_Free_Fact_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_free_days = /** @type {((inputs?: Tracking_Free_Fact_Free_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Fact_Free_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_fact_free_days(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_fact_free_days(inputs)
	return en_tracking_free_fact_free_days(inputs)
});