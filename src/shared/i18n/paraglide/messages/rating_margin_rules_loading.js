/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_Rules_LoadingInputs */

const en_rating_margin_rules_loading = /** @type {(inputs: Rating_Margin_Rules_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`margin rules loading`)
};

const es_rating_margin_rules_loading = /** @type {(inputs: Rating_Margin_Rules_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cargando las reglas de margen`)
};

const en_xa2_rating_margin_rules_loading = /** @type {(inputs: Rating_Margin_Rules_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱáŕĝíñ ŕúļéš ļóáðíñĝ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "margin rules loading" |
*
* @param {Rating_Margin_Rules_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_rules_loading = /** @type {((inputs?: Rating_Margin_Rules_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Rules_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_rules_loading(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_rules_loading(inputs)
	return en_rating_margin_rules_loading(inputs)
});