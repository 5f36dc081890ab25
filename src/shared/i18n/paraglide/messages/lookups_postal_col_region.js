/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Postal_Col_RegionInputs */

const en_lookups_postal_col_region = /** @type {(inputs: Lookups_Postal_Col_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Region`)
};

const es_lookups_postal_col_region = /** @type {(inputs: Lookups_Postal_Col_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Región`)
};

const en_xa2_lookups_postal_col_region = /** @type {(inputs: Lookups_Postal_Col_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĝíóñ ·~]`)
};

/**
* | output |
* | --- |
* | "Region" |
*
* @param {Lookups_Postal_Col_RegionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_col_region = /** @type {((inputs?: Lookups_Postal_Col_RegionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_Col_RegionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_col_region(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_col_region(inputs)
	return en_lookups_postal_col_region(inputs)
});