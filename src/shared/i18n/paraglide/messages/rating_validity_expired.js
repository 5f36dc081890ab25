/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Validity_ExpiredInputs */

const en_rating_validity_expired = /** @type {(inputs: Rating_Validity_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

const es_rating_validity_expired = /** @type {(inputs: Rating_Validity_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caducada`)
};

const en_xa2_rating_validity_expired = /** @type {(inputs: Rating_Validity_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ·~]`)
};

/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Rating_Validity_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_expired = /** @type {((inputs?: Rating_Validity_ExpiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_ExpiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_validity_expired(inputs)
	if (locale === "en-XA") return en_xa2_rating_validity_expired(inputs)
	return en_rating_validity_expired(inputs)
});