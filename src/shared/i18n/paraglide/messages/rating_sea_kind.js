/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_KindInputs */

const en_rating_sea_kind = /** @type {(inputs: Rating_Sea_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kind`)
};

const es_rating_sea_kind = /** @type {(inputs: Rating_Sea_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const en_xa2_rating_sea_kind = /** @type {(inputs: Rating_Sea_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķíñð ·]`)
};

/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Rating_Sea_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_kind = /** @type {((inputs?: Rating_Sea_KindInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_KindInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_kind(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_kind(inputs)
	return en_rating_sea_kind(inputs)
});