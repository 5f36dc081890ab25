/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Col_SizeInputs */

const en_lookups_col_size = /** @type {(inputs: Lookups_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size`)
};

const es_lookups_col_size = /** @type {(inputs: Lookups_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño`)
};

const en_xa2_lookups_col_size = /** @type {(inputs: Lookups_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šížé ·]`)
};

/**
* | output |
* | --- |
* | "Size" |
*
* @param {Lookups_Col_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_size = /** @type {((inputs?: Lookups_Col_SizeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Col_SizeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_col_size(inputs)
	if (locale === "en-XA") return en_xa2_lookups_col_size(inputs)
	return en_lookups_col_size(inputs)
});