/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_No_TermsInputs */

const en_tracking_free_no_terms = /** @type {(inputs: Tracking_Free_No_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No terms`)
};

const es_tracking_free_no_terms = /** @type {(inputs: Tracking_Free_No_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin condiciones`)
};

const en_xa2_tracking_free_no_terms = /** @type {(inputs: Tracking_Free_No_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ţéŕɱš ·~ ]`)
};

/**
* | output |
* | --- |
* | "No terms" |
*
* @param {Tracking_Free_No_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_terms = /** @type {((inputs?: Tracking_Free_No_TermsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_No_TermsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_no_terms(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_no_terms(inputs)
	return en_tracking_free_no_terms(inputs)
});