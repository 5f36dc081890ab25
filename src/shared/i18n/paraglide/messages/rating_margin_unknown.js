/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_UnknownInputs */

const en_rating_margin_unknown = /** @type {(inputs: Rating_Margin_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`margin unknown`)
};

const es_rating_margin_unknown = /** @type {(inputs: Rating_Margin_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`margen desconocido`)
};

const en_xa2_rating_margin_unknown = /** @type {(inputs: Rating_Margin_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱáŕĝíñ úñķñóŵñ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "margin unknown" |
*
* @param {Rating_Margin_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_unknown = /** @type {((inputs?: Rating_Margin_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_unknown(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_unknown(inputs)
	return en_rating_margin_unknown(inputs)
});