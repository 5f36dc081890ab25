/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Not_Bookable_ExpiredInputs */

const en_quotes_not_bookable_expired = /** @type {(inputs: Quotes_Not_Bookable_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not bookable: the quote expired. Rate again for a current price.`)
};

const es_quotes_not_bookable_expired = /** @type {(inputs: Quotes_Not_Bookable_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede reservar: la cotización caducó. Vuelva a tarificar para un precio actual.`)
};

const en_xa2_quotes_not_bookable_expired = /** @type {(inputs: Quotes_Not_Bookable_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ƀóóķáƀļé: ţĥé ǫúóţé éẋþíŕéð. Ŕáţé áĝáíñ ƒóŕ á çúŕŕéñţ þŕíçé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Not bookable: the quote expired. Rate again for a current price." |
*
* @param {Quotes_Not_Bookable_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_expired = /** @type {((inputs?: Quotes_Not_Bookable_ExpiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_Bookable_ExpiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_not_bookable_expired(inputs)
	if (locale === "en-XA") return en_xa2_quotes_not_bookable_expired(inputs)
	return en_quotes_not_bookable_expired(inputs)
});