/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_YesInputs */

const en_rating_lines_yes = /** @type {(inputs: Rating_Lines_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

const es_rating_lines_yes = /** @type {(inputs: Rating_Lines_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

const en_xa2_rating_lines_yes = /** @type {(inputs: Rating_Lines_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýéš ·]`)
};

/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Rating_Lines_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_yes = /** @type {((inputs?: Rating_Lines_YesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_YesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_yes(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_yes(inputs)
	return en_rating_lines_yes(inputs)
});