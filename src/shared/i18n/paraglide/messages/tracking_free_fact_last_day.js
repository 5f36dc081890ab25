/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Fact_Last_DayInputs */

const en_tracking_free_fact_last_day = /** @type {(inputs: Tracking_Free_Fact_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last free day`)
};

const es_tracking_free_fact_last_day = /** @type {(inputs: Tracking_Free_Fact_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último día libre`)
};

const en_xa2_tracking_free_fact_last_day = /** @type {(inputs: Tracking_Free_Fact_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ ƒŕéé ðáý ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Last free day" |
*
* @param {Tracking_Free_Fact_Last_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_last_day = /** @type {((inputs?: Tracking_Free_Fact_Last_DayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Fact_Last_DayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_fact_last_day(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_fact_last_day(inputs)
	return en_tracking_free_fact_last_day(inputs)
});