/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_TitleInputs */

const en_rating_margin_title = /** @type {(inputs: Rating_Margin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin`)
};

const es_rating_margin_title = /** @type {(inputs: Rating_Margin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen`)
};

const en_xa2_rating_margin_title = /** @type {(inputs: Rating_Margin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ·~]`)
};

/**
* | output |
* | --- |
* | "Margin" |
*
* @param {Rating_Margin_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_title = /** @type {((inputs?: Rating_Margin_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_title(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_title(inputs)
	return en_rating_margin_title(inputs)
});