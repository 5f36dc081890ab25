/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Address_Postal_CodeInputs */

const en_rating_address_postal_code = /** @type {(inputs: Rating_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

const es_rating_address_postal_code = /** @type {(inputs: Rating_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal`)
};

const en_xa2_rating_address_postal_code = /** @type {(inputs: Rating_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóšţáļ çóðé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Rating_Address_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_postal_code = /** @type {((inputs?: Rating_Address_Postal_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_Postal_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_address_postal_code(inputs)
	if (locale === "en-XA") return en_xa2_rating_address_postal_code(inputs)
	return en_rating_address_postal_code(inputs)
});