/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_ImoInputs */

const en_rating_line_imo = /** @type {(inputs: Rating_Line_ImoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IMO number`)
};

const es_rating_line_imo = /** @type {(inputs: Rating_Line_ImoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número IMO`)
};

const en_xa2_rating_line_imo = /** @type {(inputs: Rating_Line_ImoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÍṀÓ ñúɱƀéŕ ·~ ]`)
};

/**
* | output |
* | --- |
* | "IMO number" |
*
* @param {Rating_Line_ImoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_imo = /** @type {((inputs?: Rating_Line_ImoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_ImoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_imo(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_imo(inputs)
	return en_rating_line_imo(inputs)
});