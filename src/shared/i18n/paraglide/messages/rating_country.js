/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_CountryInputs */

const en_rating_country = /** @type {(inputs: Rating_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const es_rating_country = /** @type {(inputs: Rating_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

const en_xa2_rating_country = /** @type {(inputs: Rating_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúñţŕý ·~]`)
};

/**
* | output |
* | --- |
* | "Country" |
*
* @param {Rating_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_country = /** @type {((inputs?: Rating_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_country(inputs)
	if (locale === "en-XA") return en_xa2_rating_country(inputs)
	return en_rating_country(inputs)
});