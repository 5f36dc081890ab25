/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Address_RegionInputs */

const en_rating_address_region = /** @type {(inputs: Rating_Address_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Region code`)
};

const es_rating_address_region = /** @type {(inputs: Rating_Address_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de región`)
};

const en_xa2_rating_address_region = /** @type {(inputs: Rating_Address_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĝíóñ çóðé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Region code" |
*
* @param {Rating_Address_RegionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_region = /** @type {((inputs?: Rating_Address_RegionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_RegionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_address_region(inputs)
	if (locale === "en-XA") return en_xa2_rating_address_region(inputs)
	return en_rating_address_region(inputs)
});