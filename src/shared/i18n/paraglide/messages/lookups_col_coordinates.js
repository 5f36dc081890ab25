/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Col_CoordinatesInputs */

const en_lookups_col_coordinates = /** @type {(inputs: Lookups_Col_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordinates`)
};

const es_lookups_col_coordinates = /** @type {(inputs: Lookups_Col_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordenadas`)
};

const en_xa2_lookups_col_coordinates = /** @type {(inputs: Lookups_Col_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóóŕðíñáţéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Coordinates" |
*
* @param {Lookups_Col_CoordinatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_coordinates = /** @type {((inputs?: Lookups_Col_CoordinatesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Col_CoordinatesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_col_coordinates(inputs)
	if (locale === "en-XA") return en_xa2_lookups_col_coordinates(inputs)
	return en_lookups_col_coordinates(inputs)
});