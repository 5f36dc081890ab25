/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Address_HintInputs */

const en_rating_address_hint = /** @type {(inputs: Rating_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filled in from the place you pick. Type them only for a place the lookup does not know.`)
};

const es_rating_address_hint = /** @type {(inputs: Rating_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se rellenan con el lugar que elija. Escríbalos solo para un lugar que la consulta no conozca.`)
};

const en_xa2_rating_address_hint = /** @type {(inputs: Rating_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļļéð íñ ƒŕóɱ ţĥé þļáçé ýóú þíçķ. Ţýþé ţĥéɱ óñļý ƒóŕ á þļáçé ţĥé ļóóķúþ ðóéš ñóţ ķñóŵ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Filled in from the place you pick. Type them only for a place the lookup does not know." |
*
* @param {Rating_Address_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_hint = /** @type {((inputs?: Rating_Address_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_address_hint(inputs)
	if (locale === "en-XA") return en_xa2_rating_address_hint(inputs)
	return en_rating_address_hint(inputs)
});