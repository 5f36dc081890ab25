/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown> }} Rating_Validity_Expires_InInputs */

const en_rating_validity_expires_in = /** @type {(inputs: Rating_Validity_Expires_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expires in ${i?.duration}`)
};

const es_rating_validity_expires_in = /** @type {(inputs: Rating_Validity_Expires_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caduca en ${i?.duration}`)
};

const en_xa2_rating_validity_expires_in = /** @type {(inputs: Rating_Validity_Expires_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš íñ ${i?.duration} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Expires in {duration}" |
*
* @param {Rating_Validity_Expires_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_expires_in = /** @type {((inputs: Rating_Validity_Expires_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Expires_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_validity_expires_in(inputs)
	if (locale === "en-XA") return en_xa2_rating_validity_expires_in(inputs)
	return en_rating_validity_expires_in(inputs)
});