/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Search_HintInputs */

const en_tracking_search_hint = /** @type {(inputs: Tracking_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every word must appear; any case, any accents.`)
};

const es_tracking_search_hint = /** @type {(inputs: Tracking_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deben aparecer todas las palabras; sin importar mayúsculas ni acentos.`)
};

const en_xa2_tracking_search_hint = /** @type {(inputs: Tracking_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ŵóŕð ɱúšţ áþþéáŕ; áñý çášé, áñý áççéñţš. ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Every word must appear; any case, any accents." |
*
* @param {Tracking_Search_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_search_hint = /** @type {((inputs?: Tracking_Search_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Search_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_search_hint(inputs)
	if (locale === "en-XA") return en_xa2_tracking_search_hint(inputs)
	return en_tracking_search_hint(inputs)
});