/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Pallet_EuroInputs */

const en_rating_pallet_euro = /** @type {(inputs: Rating_Pallet_EuroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Euro (EUR 1)`)
};

const es_rating_pallet_euro = /** @type {(inputs: Rating_Pallet_EuroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europeo (EUR 1)`)
};

const en_xa2_rating_pallet_euro = /** @type {(inputs: Rating_Pallet_EuroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éúŕó (ÉÚŔ 1) ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Euro (EUR 1)" |
*
* @param {Rating_Pallet_EuroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_euro = /** @type {((inputs?: Rating_Pallet_EuroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_EuroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_pallet_euro(inputs)
	if (locale === "en-XA") return en_xa2_rating_pallet_euro(inputs)
	return en_rating_pallet_euro(inputs)
});