/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown> }} Rating_Validity_Expired_AgoInputs */

const en_rating_validity_expired_ago = /** @type {(inputs: Rating_Validity_Expired_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expired ${i?.duration} ago`)
};

const es_rating_validity_expired_ago = /** @type {(inputs: Rating_Validity_Expired_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caducó hace ${i?.duration}`)
};

const en_xa2_rating_validity_expired_ago = /** @type {(inputs: Rating_Validity_Expired_AgoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ${i?.duration} áĝó ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Expired {duration} ago" |
*
* @param {Rating_Validity_Expired_AgoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_expired_ago = /** @type {((inputs: Rating_Validity_Expired_AgoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Expired_AgoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_validity_expired_ago(inputs)
	if (locale === "en-XA") return en_xa2_rating_validity_expired_ago(inputs)
	return en_rating_validity_expired_ago(inputs)
});