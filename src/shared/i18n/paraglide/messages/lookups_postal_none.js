/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Postal_NoneInputs */

const en_lookups_postal_none = /** @type {(inputs: Lookups_Postal_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No postal code found for ${i?.searched}`)
};

const es_lookups_postal_none = /** @type {(inputs: Lookups_Postal_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se encontró ningún código postal para ${i?.searched}`)
};

const en_xa2_lookups_postal_none = /** @type {(inputs: Lookups_Postal_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó þóšţáļ çóðé ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No postal code found for {searched}" |
*
* @param {Lookups_Postal_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_none = /** @type {((inputs: Lookups_Postal_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_none(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_none(inputs)
	return en_lookups_postal_none(inputs)
});