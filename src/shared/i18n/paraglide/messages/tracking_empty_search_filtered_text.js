/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Empty_Search_Filtered_TextInputs */

const en_tracking_empty_search_filtered_text = /** @type {(inputs: Tracking_Empty_Search_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the spelling, or clear the search or a filter.`)
};

const es_tracking_empty_search_filtered_text = /** @type {(inputs: Tracking_Empty_Search_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe la ortografía, o quite la búsqueda o un filtro.`)
};

const en_xa2_tracking_empty_search_filtered_text = /** @type {(inputs: Tracking_Empty_Search_Filtered_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé šþéļļíñĝ, óŕ çļéáŕ ţĥé šéáŕçĥ óŕ á ƒíļţéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Check the spelling, or clear the search or a filter." |
*
* @param {Tracking_Empty_Search_Filtered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_filtered_text = /** @type {((inputs?: Tracking_Empty_Search_Filtered_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Empty_Search_Filtered_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_empty_search_filtered_text(inputs)
	if (locale === "en-XA") return en_xa2_tracking_empty_search_filtered_text(inputs)
	return en_tracking_empty_search_filtered_text(inputs)
});