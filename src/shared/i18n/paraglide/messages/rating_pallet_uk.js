/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Pallet_UkInputs */

const en_rating_pallet_uk = /** @type {(inputs: Rating_Pallet_UkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UK standard`)
};

const es_rating_pallet_uk = /** @type {(inputs: Rating_Pallet_UkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estándar británico`)
};

const en_xa2_rating_pallet_uk = /** @type {(inputs: Rating_Pallet_UkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÚĶ šţáñðáŕð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "UK standard" |
*
* @param {Rating_Pallet_UkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_uk = /** @type {((inputs?: Rating_Pallet_UkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_UkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_pallet_uk(inputs)
	if (locale === "en-XA") return en_xa2_rating_pallet_uk(inputs)
	return en_rating_pallet_uk(inputs)
});