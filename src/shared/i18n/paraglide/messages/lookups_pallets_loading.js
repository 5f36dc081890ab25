/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Pallets_LoadingInputs */

const en_lookups_pallets_loading = /** @type {(inputs: Lookups_Pallets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading pallet types…`)
};

const es_lookups_pallets_loading = /** @type {(inputs: Lookups_Pallets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los tipos de palé…`)
};

const en_xa2_lookups_pallets_loading = /** @type {(inputs: Lookups_Pallets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ þáļļéţ ţýþéš… ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Loading pallet types…" |
*
* @param {Lookups_Pallets_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_loading = /** @type {((inputs?: Lookups_Pallets_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Pallets_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_pallets_loading(inputs)
	if (locale === "en-XA") return en_xa2_lookups_pallets_loading(inputs)
	return en_lookups_pallets_loading(inputs)
});