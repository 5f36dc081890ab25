/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Col_TypeInputs */

const en_lookups_col_type = /** @type {(inputs: Lookups_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const es_lookups_col_type = /** @type {(inputs: Lookups_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const en_xa2_lookups_col_type = /** @type {(inputs: Lookups_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ·]`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Lookups_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_type = /** @type {((inputs?: Lookups_Col_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Col_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_col_type(inputs)
	if (locale === "en-XA") return en_xa2_lookups_col_type(inputs)
	return en_lookups_col_type(inputs)
});