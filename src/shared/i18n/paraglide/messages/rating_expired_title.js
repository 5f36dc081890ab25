/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Expired_TitleInputs */

const en_rating_expired_title = /** @type {(inputs: Rating_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This rate expired: rate again for a current price`)
};

const es_rating_expired_title = /** @type {(inputs: Rating_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta tarifa caducó: vuelva a tarificar para un precio actual`)
};

const en_xa2_rating_expired_title = /** @type {(inputs: Rating_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŕáţé éẋþíŕéð: ŕáţé áĝáíñ ƒóŕ á çúŕŕéñţ þŕíçé ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "This rate expired: rate again for a current price" |
*
* @param {Rating_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_expired_title = /** @type {((inputs?: Rating_Expired_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Expired_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_expired_title(inputs)
	if (locale === "en-XA") return en_xa2_rating_expired_title(inputs)
	return en_rating_expired_title(inputs)
});