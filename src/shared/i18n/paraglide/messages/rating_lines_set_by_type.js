/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Lines_Set_By_TypeInputs */

const en_rating_lines_set_by_type = /** @type {(inputs: Rating_Lines_Set_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (set by the type)`)
};

const es_rating_lines_set_by_type = /** @type {(inputs: Rating_Lines_Set_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (lo fija el tipo)`)
};

const en_xa2_rating_lines_set_by_type = /** @type {(inputs: Rating_Lines_Set_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} (šéţ ƀý ţĥé ţýþé) ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{field} (set by the type)" |
*
* @param {Rating_Lines_Set_By_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_set_by_type = /** @type {((inputs: Rating_Lines_Set_By_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Set_By_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_set_by_type(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_set_by_type(inputs)
	return en_rating_lines_set_by_type(inputs)
});