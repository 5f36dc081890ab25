/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Pallet_Euro2Inputs */

const en_rating_pallet_euro2 = /** @type {(inputs: Rating_Pallet_Euro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EUR 2`)
};

const es_rating_pallet_euro2 = /** @type {(inputs: Rating_Pallet_Euro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EUR 2`)
};

const en_xa2_rating_pallet_euro2 = /** @type {(inputs: Rating_Pallet_Euro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÉÚŔ 2 ·]`)
};

/**
* | output |
* | --- |
* | "EUR 2" |
*
* @param {Rating_Pallet_Euro2Inputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_euro2 = /** @type {((inputs?: Rating_Pallet_Euro2Inputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_Euro2Inputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_pallet_euro2(inputs)
	if (locale === "en-XA") return en_xa2_rating_pallet_euro2(inputs)
	return en_rating_pallet_euro2(inputs)
});