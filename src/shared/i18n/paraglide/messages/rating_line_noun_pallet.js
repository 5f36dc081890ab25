/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_Noun_PalletInputs */

const en_rating_line_noun_pallet = /** @type {(inputs: Rating_Line_Noun_PalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pallet`)
};

const es_rating_line_noun_pallet = /** @type {(inputs: Rating_Line_Noun_PalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`palé`)
};

const en_xa2_rating_line_noun_pallet = /** @type {(inputs: Rating_Line_Noun_PalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáļļéţ ·~]`)
};

/**
* | output |
* | --- |
* | "pallet" |
*
* @param {Rating_Line_Noun_PalletInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_pallet = /** @type {((inputs?: Rating_Line_Noun_PalletInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Noun_PalletInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_noun_pallet(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_noun_pallet(inputs)
	return en_rating_line_noun_pallet(inputs)
});