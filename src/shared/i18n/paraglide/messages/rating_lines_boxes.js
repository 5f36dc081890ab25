/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_BoxesInputs */

const en_rating_lines_boxes = /** @type {(inputs: Rating_Lines_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boxes`)
};

const es_rating_lines_boxes = /** @type {(inputs: Rating_Lines_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cajas`)
};

const en_xa2_rating_lines_boxes = /** @type {(inputs: Rating_Lines_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóẋéš ·]`)
};

/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Rating_Lines_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_boxes = /** @type {((inputs?: Rating_Lines_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_boxes(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_boxes(inputs)
	return en_rating_lines_boxes(inputs)
});