/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Pallets_TitleInputs */

const en_lookups_pallets_title = /** @type {(inputs: Lookups_Pallets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallet types`)
};

const es_lookups_pallets_title = /** @type {(inputs: Lookups_Pallets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de palé`)
};

const en_xa2_lookups_pallets_title = /** @type {(inputs: Lookups_Pallets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáļļéţ ţýþéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Pallet types" |
*
* @param {Lookups_Pallets_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_title = /** @type {((inputs?: Lookups_Pallets_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Pallets_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_pallets_title(inputs)
	if (locale === "en-XA") return en_xa2_lookups_pallets_title(inputs)
	return en_lookups_pallets_title(inputs)
});