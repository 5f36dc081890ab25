/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Postal_CountryInputs */

const en_lookups_postal_country = /** @type {(inputs: Lookups_Postal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const es_lookups_postal_country = /** @type {(inputs: Lookups_Postal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

const en_xa2_lookups_postal_country = /** @type {(inputs: Lookups_Postal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţŕý ·~]`)
};

/**
* | output |
* | --- |
* | "Country" |
*
* @param {Lookups_Postal_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_country = /** @type {((inputs?: Lookups_Postal_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_country(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_country(inputs)
	return en_lookups_postal_country(inputs)
});