/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Pallets_NoneInputs */

const en_lookups_pallets_none = /** @type {(inputs: Lookups_Pallets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pallet types`)
};

const es_lookups_pallets_none = /** @type {(inputs: Lookups_Pallets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay tipos de palé`)
};

const en_xa2_lookups_pallets_none = /** @type {(inputs: Lookups_Pallets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó þáļļéţ ţýþéš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No pallet types" |
*
* @param {Lookups_Pallets_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_none = /** @type {((inputs?: Lookups_Pallets_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Pallets_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_pallets_none(inputs)
	if (locale === "en-XA") return en_xa2_lookups_pallets_none(inputs)
	return en_lookups_pallets_none(inputs)
});