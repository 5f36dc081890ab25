/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_Pallet_TypesInputs */

const en_rating_lines_pallet_types = /** @type {(inputs: Rating_Lines_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallet types`)
};

const es_rating_lines_pallet_types = /** @type {(inputs: Rating_Lines_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de palé`)
};

const en_xa2_rating_lines_pallet_types = /** @type {(inputs: Rating_Lines_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáļļéţ ţýþéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Pallet types" |
*
* @param {Rating_Lines_Pallet_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pallet_types = /** @type {((inputs?: Rating_Lines_Pallet_TypesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Pallet_TypesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_pallet_types(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_pallet_types(inputs)
	return en_rating_lines_pallet_types(inputs)
});