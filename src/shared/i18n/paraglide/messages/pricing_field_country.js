/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_CountryInputs */

const en_pricing_field_country = /** @type {(inputs: Pricing_Field_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A country is its two-letter ISO code, such as ES`)
};

const es_pricing_field_country = /** @type {(inputs: Pricing_Field_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un país es su código ISO de dos letras, como ES`)
};

const en_xa2_pricing_field_country = /** @type {(inputs: Pricing_Field_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á çóúñţŕý íš íţš ţŵó-ļéţţéŕ ÍŠÓ çóðé, šúçĥ áš ÉŠ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A country is its two-letter ISO code, such as ES" |
*
* @param {Pricing_Field_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_country = /** @type {((inputs?: Pricing_Field_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_country(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_country(inputs)
	return en_pricing_field_country(inputs)
});