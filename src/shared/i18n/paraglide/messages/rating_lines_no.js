/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_NoInputs */

const en_rating_lines_no = /** @type {(inputs: Rating_Lines_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const es_rating_lines_no = /** @type {(inputs: Rating_Lines_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const en_xa2_rating_lines_no = /** @type {(inputs: Rating_Lines_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ]`)
};

/**
* | output |
* | --- |
* | "No" |
*
* @param {Rating_Lines_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_no = /** @type {((inputs?: Rating_Lines_NoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_NoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_no(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_no(inputs)
	return en_rating_lines_no(inputs)
});