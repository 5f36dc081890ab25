/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Postal_DescriptionInputs */

const en_lookups_postal_description = /** @type {(inputs: Lookups_Postal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal codes by city, or cities by postal code, with their region and position.`)
};

const es_lookups_postal_description = /** @type {(inputs: Lookups_Postal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Códigos postales por ciudad, o ciudades por código postal, con su región y su posición.`)
};

const en_xa2_lookups_postal_description = /** @type {(inputs: Lookups_Postal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóšţáļ çóðéš ƀý çíţý, óŕ çíţíéš ƀý þóšţáļ çóðé, ŵíţĥ ţĥéíŕ ŕéĝíóñ áñð þóšíţíóñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Postal codes by city, or cities by postal code, with their region and position." |
*
* @param {Lookups_Postal_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_description = /** @type {((inputs?: Lookups_Postal_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_description(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_description(inputs)
	return en_lookups_postal_description(inputs)
});