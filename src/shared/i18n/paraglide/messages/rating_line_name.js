/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ noun: NonNullable<unknown>, number: NonNullable<unknown> }} Rating_Line_NameInputs */

const en_rating_line_name = /** @type {(inputs: Rating_Line_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.noun} ${i?.number}`)
};

const es_rating_line_name = /** @type {(inputs: Rating_Line_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.noun} ${i?.number}`)
};

const en_xa2_rating_line_name = /** @type {(inputs: Rating_Line_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.noun} ${i?.number} ]`)
};

/**
* | output |
* | --- |
* | "{noun} {number}" |
*
* @param {Rating_Line_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_name = /** @type {((inputs: Rating_Line_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_name(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_name(inputs)
	return en_rating_line_name(inputs)
});