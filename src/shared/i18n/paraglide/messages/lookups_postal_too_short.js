/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Postal_Too_ShortInputs */

const en_lookups_postal_too_short = /** @type {(inputs: Lookups_Postal_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type at least 2 characters of a city or postal code`)
};

const es_lookups_postal_too_short = /** @type {(inputs: Lookups_Postal_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba al menos 2 caracteres de una ciudad o un código postal`)
};

const en_xa2_lookups_postal_too_short = /** @type {(inputs: Lookups_Postal_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé áţ ļéášţ 2 çĥáŕáçţéŕš óƒ á çíţý óŕ þóšţáļ çóðé ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Type at least 2 characters of a city or postal code" |
*
* @param {Lookups_Postal_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_too_short = /** @type {((inputs?: Lookups_Postal_Too_ShortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_Too_ShortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_too_short(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_too_short(inputs)
	return en_lookups_postal_too_short(inputs)
});