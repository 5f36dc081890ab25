/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Search_PlaceholderInputs */

const en_tracking_search_placeholder = /** @type {(inputs: Tracking_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code, agency, place or reference`)
};

const es_tracking_search_placeholder = /** @type {(inputs: Tracking_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código, agencia, lugar o referencia`)
};

const en_xa2_tracking_search_placeholder = /** @type {(inputs: Tracking_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé, áĝéñçý, þļáçé óŕ ŕéƒéŕéñçé ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Code, agency, place or reference" |
*
* @param {Tracking_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_search_placeholder = /** @type {((inputs?: Tracking_Search_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Search_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_search_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_tracking_search_placeholder(inputs)
	return en_tracking_search_placeholder(inputs)
});