/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_Rules_Still_LoadingInputs */

const en_rating_margin_rules_still_loading = /** @type {(inputs: Rating_Margin_Rules_Still_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The margin rules are still loading.`)
};

const es_rating_margin_rules_still_loading = /** @type {(inputs: Rating_Margin_Rules_Still_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las reglas de margen aún se están cargando.`)
};

const en_xa2_rating_margin_rules_still_loading = /** @type {(inputs: Rating_Margin_Rules_Still_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáŕĝíñ ŕúļéš áŕé šţíļļ ļóáðíñĝ. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The margin rules are still loading." |
*
* @param {Rating_Margin_Rules_Still_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_rules_still_loading = /** @type {((inputs?: Rating_Margin_Rules_Still_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Rules_Still_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_rules_still_loading(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_rules_still_loading(inputs)
	return en_rating_margin_rules_still_loading(inputs)
});