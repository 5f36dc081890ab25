/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Field_Choose_CountryInputs */

const en_lookups_field_choose_country = /** @type {(inputs: Lookups_Field_Choose_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a country`)
};

const es_lookups_field_choose_country = /** @type {(inputs: Lookups_Field_Choose_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un país`)
};

const en_xa2_lookups_field_choose_country = /** @type {(inputs: Lookups_Field_Choose_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á çóúñţŕý ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Choose a country" |
*
* @param {Lookups_Field_Choose_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_field_choose_country = /** @type {((inputs?: Lookups_Field_Choose_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Field_Choose_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_field_choose_country(inputs)
	if (locale === "en-XA") return en_xa2_lookups_field_choose_country(inputs)
	return en_lookups_field_choose_country(inputs)
});