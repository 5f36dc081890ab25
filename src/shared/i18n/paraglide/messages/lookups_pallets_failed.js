/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Pallets_FailedInputs */

const en_lookups_pallets_failed = /** @type {(inputs: Lookups_Pallets_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the pallet types`)
};

const es_lookups_pallets_failed = /** @type {(inputs: Lookups_Pallets_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los tipos de palé`)
};

const en_xa2_lookups_pallets_failed = /** @type {(inputs: Lookups_Pallets_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé þáļļéţ ţýþéš ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not load the pallet types" |
*
* @param {Lookups_Pallets_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_failed = /** @type {((inputs?: Lookups_Pallets_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Pallets_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_pallets_failed(inputs)
	if (locale === "en-XA") return en_xa2_lookups_pallets_failed(inputs)
	return en_lookups_pallets_failed(inputs)
});