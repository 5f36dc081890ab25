/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Pallet_AmericanInputs */

const en_rating_pallet_american = /** @type {(inputs: Rating_Pallet_AmericanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`American (rated as Custom)`)
};

const es_rating_pallet_american = /** @type {(inputs: Rating_Pallet_AmericanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Americano (tarificado como Custom)`)
};

const en_xa2_rating_pallet_american = /** @type {(inputs: Rating_Pallet_AmericanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱéŕíçáñ (ŕáţéð áš Çúšţóɱ) ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "American (rated as Custom)" |
*
* @param {Rating_Pallet_AmericanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_american = /** @type {((inputs?: Rating_Pallet_AmericanInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_AmericanInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_pallet_american(inputs)
	if (locale === "en-XA") return en_xa2_rating_pallet_american(inputs)
	return en_rating_pallet_american(inputs)
});