/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_DescriptionInputs */

const en_tariffs_col_description = /** @type {(inputs: Tariffs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const es_tariffs_col_description = /** @type {(inputs: Tariffs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

const en_xa2_tariffs_col_description = /** @type {(inputs: Tariffs_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšçŕíþţíóñ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Tariffs_Col_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_description = /** @type {((inputs?: Tariffs_Col_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_description(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_description(inputs)
	return en_tariffs_col_description(inputs)
});