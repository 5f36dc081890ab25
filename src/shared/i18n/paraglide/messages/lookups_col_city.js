/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Col_CityInputs */

const en_lookups_col_city = /** @type {(inputs: Lookups_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const es_lookups_col_city = /** @type {(inputs: Lookups_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad`)
};

const en_xa2_lookups_col_city = /** @type {(inputs: Lookups_Col_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý ·]`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Lookups_Col_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_city = /** @type {((inputs?: Lookups_Col_CityInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Col_CityInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_col_city(inputs)
	if (locale === "en-XA") return en_xa2_lookups_col_city(inputs)
	return en_lookups_col_city(inputs)
});