/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_ViaInputs */

const en_tariffs_col_via = /** @type {(inputs: Tariffs_Col_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Via`)
};

const es_tariffs_col_via = /** @type {(inputs: Tariffs_Col_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vía`)
};

const en_xa2_tariffs_col_via = /** @type {(inputs: Tariffs_Col_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíá ·]`)
};

/**
* | output |
* | --- |
* | "Via" |
*
* @param {Tariffs_Col_ViaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_via = /** @type {((inputs?: Tariffs_Col_ViaInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_ViaInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_via(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_via(inputs)
	return en_tariffs_col_via(inputs)
});