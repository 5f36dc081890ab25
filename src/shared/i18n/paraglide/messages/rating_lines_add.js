/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ noun: NonNullable<unknown> }} Rating_Lines_AddInputs */

const en_rating_lines_add = /** @type {(inputs: Rating_Lines_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add ${i?.noun}`)
};

const es_rating_lines_add = /** @type {(inputs: Rating_Lines_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadir ${i?.noun}`)
};

const en_xa2_rating_lines_add = /** @type {(inputs: Rating_Lines_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áðð ${i?.noun} ·]`)
};

/**
* | output |
* | --- |
* | "Add {noun}" |
*
* @param {Rating_Lines_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_add = /** @type {((inputs: Rating_Lines_AddInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_AddInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_add(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_add(inputs)
	return en_rating_lines_add(inputs)
});