/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_TypeInputs */

const en_tariffs_col_type = /** @type {(inputs: Tariffs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const es_tariffs_col_type = /** @type {(inputs: Tariffs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const en_xa2_tariffs_col_type = /** @type {(inputs: Tariffs_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ·]`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Tariffs_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_type = /** @type {((inputs?: Tariffs_Col_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_type(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_type(inputs)
	return en_tariffs_col_type(inputs)
});