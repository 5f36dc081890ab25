/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Pallet_CustomInputs */

const en_rating_pallet_custom = /** @type {(inputs: Rating_Pallet_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom size`)
};

const es_rating_pallet_custom = /** @type {(inputs: Rating_Pallet_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medida a medida`)
};

const en_xa2_rating_pallet_custom = /** @type {(inputs: Rating_Pallet_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱ šížé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Custom size" |
*
* @param {Rating_Pallet_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_custom = /** @type {((inputs?: Rating_Pallet_CustomInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_CustomInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_pallet_custom(inputs)
	if (locale === "en-XA") return en_xa2_rating_pallet_custom(inputs)
	return en_rating_pallet_custom(inputs)
});