/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Pallets_DescriptionInputs */

const en_lookups_pallets_description = /** @type {(inputs: Lookups_Pallets_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pallets the service rates, with their standard sizes.`)
};

const es_lookups_pallets_description = /** @type {(inputs: Lookups_Pallets_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los palés que el servicio tarifica, con sus medidas estándar.`)
};

const en_xa2_lookups_pallets_description = /** @type {(inputs: Lookups_Pallets_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáļļéţš ţĥé šéŕṽíçé ŕáţéš, ŵíţĥ ţĥéíŕ šţáñðáŕð šížéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The pallets the service rates, with their standard sizes." |
*
* @param {Lookups_Pallets_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_description = /** @type {((inputs?: Lookups_Pallets_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Pallets_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_pallets_description(inputs)
	if (locale === "en-XA") return en_xa2_lookups_pallets_description(inputs)
	return en_lookups_pallets_description(inputs)
});