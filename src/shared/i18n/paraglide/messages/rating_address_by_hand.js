/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ country: NonNullable<unknown> }} Rating_Address_By_HandInputs */

const en_rating_address_by_hand = /** @type {(inputs: Rating_Address_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The desk has no postal-code list for ${i?.country}: if no place is suggested, type the postal code, city and region below.`)
};

const es_rating_address_by_hand = /** @type {(inputs: Rating_Address_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El escritorio no tiene lista de códigos postales de ${i?.country}: si no se sugiere ningún lugar, escriba abajo el código postal, la ciudad y la región.`)
};

const en_xa2_rating_address_by_hand = /** @type {(inputs: Rating_Address_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðéšķ ĥáš ñó þóšţáļ-çóðé ļíšţ ƒóŕ ${i?.country}: íƒ ñó þļáçé íš šúĝĝéšţéð, ţýþé ţĥé þóšţáļ çóðé, çíţý áñð ŕéĝíóñ ƀéļóŵ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The desk has no postal-code list for {country}: if no place is suggested, type the postal code, city and region below." |
*
* @param {Rating_Address_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_by_hand = /** @type {((inputs: Rating_Address_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_address_by_hand(inputs)
	if (locale === "en-XA") return en_xa2_rating_address_by_hand(inputs)
	return en_rating_address_by_hand(inputs)
});