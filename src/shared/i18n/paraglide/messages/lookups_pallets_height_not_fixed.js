/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Pallets_Height_Not_FixedInputs */

const en_lookups_pallets_height_not_fixed = /** @type {(inputs: Lookups_Pallets_Height_Not_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Height not fixed`)
};

const es_lookups_pallets_height_not_fixed = /** @type {(inputs: Lookups_Pallets_Height_Not_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altura no fija`)
};

const en_xa2_lookups_pallets_height_not_fixed = /** @type {(inputs: Lookups_Pallets_Height_Not_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥéíĝĥţ ñóţ ƒíẋéð ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Height not fixed" |
*
* @param {Lookups_Pallets_Height_Not_FixedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_height_not_fixed = /** @type {((inputs?: Lookups_Pallets_Height_Not_FixedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Pallets_Height_Not_FixedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_pallets_height_not_fixed(inputs)
	if (locale === "en-XA") return en_xa2_lookups_pallets_height_not_fixed(inputs)
	return en_lookups_pallets_height_not_fixed(inputs)
});