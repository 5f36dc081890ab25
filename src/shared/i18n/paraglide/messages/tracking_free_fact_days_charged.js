/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Fact_Days_ChargedInputs */

const en_tracking_free_fact_days_charged = /** @type {(inputs: Tracking_Free_Fact_Days_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Days charged`)
};

const es_tracking_free_fact_days_charged = /** @type {(inputs: Tracking_Free_Fact_Days_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días cobrados`)
};

const en_xa2_tracking_free_fact_days_charged = /** @type {(inputs: Tracking_Free_Fact_Days_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáýš çĥáŕĝéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Days charged" |
*
* @param {Tracking_Free_Fact_Days_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_days_charged = /** @type {((inputs?: Tracking_Free_Fact_Days_ChargedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Fact_Days_ChargedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_fact_days_charged(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_fact_days_charged(inputs)
	return en_tracking_free_fact_days_charged(inputs)
});