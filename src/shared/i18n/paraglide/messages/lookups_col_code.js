/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Col_CodeInputs */

const en_lookups_col_code = /** @type {(inputs: Lookups_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const es_lookups_col_code = /** @type {(inputs: Lookups_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const en_xa2_lookups_col_code = /** @type {(inputs: Lookups_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé ·]`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Lookups_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_code = /** @type {((inputs?: Lookups_Col_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Col_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_col_code(inputs)
	if (locale === "en-XA") return en_xa2_lookups_col_code(inputs)
	return en_lookups_col_code(inputs)
});