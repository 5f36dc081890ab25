/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Record_RatingsInputs */

const en_store_record_ratings = /** @type {(inputs: Store_Record_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your last ratings (rate again to make a quote PDF)`)
};

const es_store_record_ratings = /** @type {(inputs: Store_Record_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sus últimas tarificaciones (vuelva a tarificar para crear el PDF de una cotización)`)
};

const en_xa2_store_record_ratings = /** @type {(inputs: Store_Record_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ýóúŕ ļášţ ŕáţíñĝš (ŕáţé áĝáíñ ţó ɱáķé á ǫúóţé ÞÐƑ) ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "your last ratings (rate again to make a quote PDF)" |
*
* @param {Store_Record_RatingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_record_ratings = /** @type {((inputs?: Store_Record_RatingsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Record_RatingsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_record_ratings(inputs)
	if (locale === "en-XA") return en_xa2_store_record_ratings(inputs)
	return en_store_record_ratings(inputs)
});