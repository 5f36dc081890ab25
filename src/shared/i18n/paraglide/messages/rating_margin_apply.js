/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_ApplyInputs */

const en_rating_margin_apply = /** @type {(inputs: Rating_Margin_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply to this quote`)
};

const es_rating_margin_apply = /** @type {(inputs: Rating_Margin_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar a esta cotización`)
};

const en_xa2_rating_margin_apply = /** @type {(inputs: Rating_Margin_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļý ţó ţĥíš ǫúóţé ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Apply to this quote" |
*
* @param {Rating_Margin_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_apply = /** @type {((inputs?: Rating_Margin_ApplyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_ApplyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_apply(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_apply(inputs)
	return en_rating_margin_apply(inputs)
});