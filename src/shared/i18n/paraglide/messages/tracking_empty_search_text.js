/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Empty_Search_TextInputs */

const en_tracking_empty_search_text = /** @type {(inputs: Tracking_Empty_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The search looks in codes, agencies, places and references. Check the spelling, or clear the search.`)
};

const es_tracking_empty_search_text = /** @type {(inputs: Tracking_Empty_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda mira en códigos, agencias, lugares y referencias. Compruebe la ortografía, o quite la búsqueda.`)
};

const en_xa2_tracking_empty_search_text = /** @type {(inputs: Tracking_Empty_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéáŕçĥ ļóóķš íñ çóðéš, áĝéñçíéš, þļáçéš áñð ŕéƒéŕéñçéš. Çĥéçķ ţĥé šþéļļíñĝ, óŕ çļéáŕ ţĥé šéáŕçĥ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The search looks in codes, agencies, places and references. Check the spelling, or clear the search." |
*
* @param {Tracking_Empty_Search_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_text = /** @type {((inputs?: Tracking_Empty_Search_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Empty_Search_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_empty_search_text(inputs)
	if (locale === "en-XA") return en_xa2_tracking_empty_search_text(inputs)
	return en_tracking_empty_search_text(inputs)
});